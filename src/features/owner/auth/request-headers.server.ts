import { CLIENT_IP_HEADER } from './auth.server.ts';

/**
 * The headers a server-side better-auth call sees: the cookie and user agent of the request, and the
 * client address we computed (client-ip.ts). Nothing else of the visitor's request goes through, so a
 * forged X-Forwarded-For or Host cannot steer better-auth.
 */
export function authHeaders(request: Headers, clientIp: string, cookie = request.get('cookie')): Headers {
  const headers = new Headers();
  if (cookie) headers.set('cookie', cookie);
  const userAgent = request.get('user-agent');
  if (userAgent) headers.set('user-agent', userAgent.slice(0, 300));
  headers.set(CLIENT_IP_HEADER, clientIp);
  return headers;
}
