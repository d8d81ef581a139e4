import type { APIRoute } from 'astro';
import { csvFilename, csvResponse, toCsv } from '../../../features/owner/index.server.ts';
import { signupsCsvRows } from '../../../features/ebook/index.server.ts';

export const GET: APIRoute = async () => {
  const { header, rows } = await signupsCsvRows();
  return csvResponse(csvFilename('ebook-signups'), toCsv(header, rows));
};
