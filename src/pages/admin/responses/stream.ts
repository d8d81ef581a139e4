import type { APIRoute } from 'astro';
import { getAdminSession } from '../../../features/owner/index.server.ts';
import { parseCursor, responsesStream } from '../../../features/reviews/index.server.ts';
import { clientIp } from '../../../platform/http/client-ip.ts';

/** Live list: Server-Sent Events of new survey responses (the guard has checked the session). */
export const GET: APIRoute = ({ request, locals, clientAddress, url }) => {
  const admin = locals.admin!;
  const ip = clientIp(request.headers, clientAddress);
  return responsesStream({
    sessionId: admin.sessionId,
    since: parseCursor(request.headers.get('last-event-id')) ?? parseCursor(url.searchParams.get('since')),
    stillSignedIn: async () => (await getAdminSession(request.headers, ip, { refresh: false })).admin?.sessionId === admin.sessionId,
    signal: request.signal,
  });
};
