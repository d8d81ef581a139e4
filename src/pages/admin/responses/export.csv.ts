import type { APIRoute } from 'astro';
import { csvFilename, csvResponse, toCsv } from '../../../features/owner/index.server.ts';
import { responsesCsvRows } from '../../../features/reviews/index.server.ts';

export const GET: APIRoute = async () => {
  const { header, rows } = await responsesCsvRows();
  return csvResponse(csvFilename('survey-responses'), toCsv(header, rows));
};
