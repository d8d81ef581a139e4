import type { APIRoute } from 'astro';
import { csvFilename, csvResponse, toCsv } from '../../../server/admin/csv.ts';
import { signupsCsvRows } from '../../../server/ebook/signups.ts';

export const GET: APIRoute = async () => {
  const { header, rows } = await signupsCsvRows();
  return csvResponse(csvFilename('ebook-signups'), toCsv(header, rows));
};
