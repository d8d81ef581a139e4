import type { APIRoute } from 'astro';
import { csvFilename, csvResponse, toCsv } from '../../../server/admin/csv.ts';
import { storiesCsvRows } from '../../../server/stories/submissions.ts';

export const GET: APIRoute = async () => {
  const { header, rows } = await storiesCsvRows();
  return csvResponse(csvFilename('stories'), toCsv(header, rows));
};
