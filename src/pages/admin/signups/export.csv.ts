import type { APIRoute } from 'astro';
import { csvFilename, csvResponse, toCsv } from '../../../features/owner/csv.server.ts';
import { signupsCsvRows } from '../../../features/ebook/signups.server.ts';

export const GET: APIRoute = async () => {
  const { header, rows } = await signupsCsvRows();
  return csvResponse(csvFilename('ebook-signups'), toCsv(header, rows));
};
