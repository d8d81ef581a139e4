import type { APIRoute } from 'astro';
import { csvFilename, csvResponse, toCsv } from '../../../features/owner/index.server.ts';
import { storiesCsvRows } from '../../../features/stories/index.server.ts';

export const GET: APIRoute = async () => {
  const { header, rows } = await storiesCsvRows();
  return csvResponse(csvFilename('stories'), toCsv(header, rows));
};
