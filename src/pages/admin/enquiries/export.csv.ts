import type { APIRoute } from 'astro';
import { csvFilename, csvResponse, toCsv } from '../../../features/owner/index.server.ts';
import { enquiriesCsvRows, isEnquiryStatus } from '../../../features/enquiries/index.server.ts';

/** The enquiries shown by the list's current search and status filter. */
export const GET: APIRoute = async ({ url }) => {
  const q = (url.searchParams.get('q') ?? '').trim();
  const status = url.searchParams.get('status');
  const { header, rows } = await enquiriesCsvRows(q, isEnquiryStatus(status) ? status : undefined);
  return csvResponse(csvFilename('enquiries'), toCsv(header, rows));
};
