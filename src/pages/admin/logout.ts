import type { APIRoute } from 'astro';
import { endSession } from '../../features/owner/index.server.ts';
import { clientIp } from '../../platform/http/client-ip.ts';
import { log } from '../../platform/log.ts';

/** "Sign out": deletes the session (every open live stream of it closes) and clears the cookie. */
export const POST: APIRoute = async (context) => {
  const ip = clientIp(context.request.headers, context.clientAddress);
  const cookies = await endSession(context.request.headers, ip);
  log.info({ event: 'admin_sign_out', userId: context.locals.admin?.userId, ip, at: new Date().toISOString() }, 'owner signed out');
  const headers = new Headers({ Location: '/admin/login' });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
};
