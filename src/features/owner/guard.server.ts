import type { APIContext, MiddlewareNext } from 'astro';
import { getAdminSession } from './auth/session.server.ts';
import { clientIp } from '../../platform/http/client-ip.ts';
import { getDb } from '../../platform/db/client.ts';
import { siteSettings } from '../../platform/db/schema.ts';
import { setOwnerClock } from '../../platform/db/owner-clock.ts';

/** The owner's time zone setting (Asia/Manila until set): every time in the owner area is shown in it. */
const DEFAULT_OWNER_TIME_ZONE = 'Asia/Manila';
async function readOwnerClock() {
  const [row] = await getDb().select({ zone: siteSettings.ownerTimeZone }).from(siteSettings);
  setOwnerClock(row?.zone ?? DEFAULT_OWNER_TIME_ZONE);
}

export const LOGIN_PATH = '/admin/login';

/** The owner area and better-auth's path: private, never cached. */
export const isPrivatePath = (path: string) => /^\/(admin|api\/auth)(\/|$)/.test(path);
const isAdminPath = (path: string) => /^\/admin(\/|$)/.test(path);
const isLoginPath = (path: string) => path === LOGIN_PATH || path === `${LOGIN_PATH}/`;

/**
 * A browser navigating, or posting one of our forms, is sent to the login page; any other caller
 * (the live stream, CSV downloads fetched by scripts, API clients) gets a bare 401. Neither has a body.
 */
function refusal(request: Request): Response {
  const accept = request.headers.get('accept') ?? '';
  const type = request.headers.get('content-type') ?? '';
  const navigating = (request.method === 'GET' || request.method === 'HEAD') && accept.includes('text/html');
  const formPost = request.method === 'POST' && /^(application\/x-www-form-urlencoded|multipart\/form-data)/.test(type);
  if (navigating || formPost) {
    return new Response(null, { status: navigating ? 302 : 303, headers: { Location: LOGIN_PATH } });
  }
  return new Response(null, { status: 401 });
}

function appendCookies(response: Response, cookies: string[]): Response {
  if (cookies.length === 0) return response;
  try {
    for (const cookie of cookies) response.headers.append('Set-Cookie', cookie);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    for (const cookie of cookies) copy.headers.append('Set-Cookie', cookie);
    return copy;
  }
}

/**
 * Every /admin route except the login page runs only for a signed-in owner; nothing of the page or
 * endpoint runs otherwise. The owner is put in `locals.admin`; a refreshed or cleared session cookie
 * is passed on.
 */
export async function guardAdmin(context: APIContext, next: MiddlewareNext): Promise<Response> {
  const path = context.url.pathname;
  if (!isAdminPath(path) || isLoginPath(path)) return next();
  const ip = clientIp(context.request.headers, context.clientAddress);
  const result = await getAdminSession(context.request.headers, ip);
  if (!result.admin) return appendCookies(refusal(context.request), result.setCookies);
  context.locals.admin = result.admin;
  await readOwnerClock();
  return appendCookies(await next(), result.setCookies);
}
