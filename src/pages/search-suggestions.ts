import type { APIRoute } from 'astro';
import { readSearchQuery } from '../features/search/index.ts';
import { suggestTitles } from '../features/search/index.server.ts';
import { clientIp } from '../platform/http/client-ip.ts';
import { SUGGEST_POINTS, takeFormSlot } from '../platform/http/rate-limit.ts';
import { DEFAULT_LOCALE, isLocale } from '../i18n/locales.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } });

/** The search box's suggestions as the visitor types (GET ?q=…&locale=en|fil): titles to go to. */
export const GET: APIRoute = async ({ url, request, clientAddress, locals }) => {
  const read = readSearchQuery(url.searchParams.get('q'));
  const asked = url.searchParams.get('locale');
  if (!read.ok) return json(200, []);
  const slot = await takeFormSlot('suggest', clientIp(request.headers, clientAddress), SUGGEST_POINTS);
  if (!slot.allowed) {
    locals.retryAfter = slot.retryAfter;
    return json(429, []);
  }
  return json(200, await suggestTitles(read.query, isLocale(asked) ? asked : DEFAULT_LOCALE));
};
