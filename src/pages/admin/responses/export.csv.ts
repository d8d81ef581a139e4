import type { APIRoute } from 'astro';
import { csvFilename, csvResponse, toCsv } from '../../../server/admin/csv.ts';
import { responsesCsvRows } from '../../../server/survey-responses.ts';

export const GET: APIRoute = async () => {
  const { header, rows } = await responsesCsvRows();
  return csvResponse(csvFilename('survey-responses'), toCsv(header, rows));
};
