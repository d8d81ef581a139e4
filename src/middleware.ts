import { defineMiddleware } from 'astro:middleware';
import { guardAdmin, isPrivatePath } from './features/owner/index.server.ts';
import { config } from './platform/config.ts';
import { errorSummary, isDatabaseUnavailable } from './platform/db/errors.ts';
import { bodyProblem } from './platform/http/body-errors.ts';
import { declaresOversizedBody, TOO_LARGE_PAGE } from './platform/http/body-limit.ts';
import { revalidated } from './platform/http/etag.ts';
import { loggablePath } from './platform/http/loggable-path.ts';
import { isFromOurSite } from './platform/http/same-origin.ts';
import { log } from './platform/log.ts';
import { isLocalePrefix } from './i18n/locales.ts';

const UNAVAILABLE_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Back in a moment</title>
<p>We are having trouble reaching our database. Please try again in a moment.</p></html>`;

const plainAnswer = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

export const onRequest = defineMiddleware(async (context, next) => {
  if (!(await isFromOurSite(context.request, config().SITE_URL))) {
    log.warn({ path: loggablePath(context.url.pathname), method: context.request.method }, 'cross-site request refused');
    return plainAnswer(403, 'This request did not come from our site.\n');
  }
  // Read before any page renders: @astrojs/react reads a form post's body again and would wait forever
  // on one the size limit has cut off.
  if (declaresOversizedBody(context.request)) {
    return new Response(TOO_LARGE_PAGE, { status: 413, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
  }
  // Pages under src/pages/[...locale]/ match any prefix: only a language's own (/fil/…) is one.
  const localeParam = context.params['locale'];
  const unknownPrefix = localeParam !== undefined && !isLocalePrefix(localeParam);
  let response: Response;
  try {
    // The owner area: nothing under /admin runs without a signed-in owner (except the login page).
    response = unknownPrefix ? await context.rewrite('/404') : await guardAdmin(context, next);
  } catch (error) {
    const body = bodyProblem(error);
    if (body === 'too large') {
      log.warn({ path: loggablePath(context.url.pathname) }, 'request body too large');
      return plainAnswer(413, 'The form was too large to accept.\n');
    }
    // The client is gone (the server logged why, see site-server.ts): nobody reads this answer.
    if (body === 'not received') return plainAnswer(400, 'The form did not arrive completely.\n');
    if (!isDatabaseUnavailable(error)) throw error;
    log.error({ path: loggablePath(context.url.pathname), dbError: errorSummary(error) }, 'database unavailable');
    return new Response(UNAVAILABLE_PAGE, {
      status: 503,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': '5', 'Cache-Control': 'no-store' },
    });
  }
  if (isPrivatePath(context.url.pathname)) {
    // ASVS 14.3.2: owner pages, their downloads and the live stream are never stored by caches.
    const cacheControl = response.headers.get('Cache-Control') ?? '';
    if (!cacheControl.includes('no-store')) {
      try {
        response.headers.set('Cache-Control', 'no-store');
      } catch {
        response = new Response(response.body, response);
        response.headers.set('Cache-Control', 'no-store');
      }
    }
  }
  // A page that rewrites to /404 runs this middleware twice: log the request, not its rewrite.
  if (response.status === 404 && context.url.pathname !== '/404') {
    log.warn({ path: loggablePath(context.url.pathname) }, 'not found');
  }
  if (response.status === 429 || response.status === 503) {
    const retryAfter = String(context.locals.retryAfter ?? 60);
    try {
      response.headers.set('Retry-After', retryAfter);
    } catch {
      const copy = new Response(response.body, response);
      copy.headers.set('Retry-After', retryAfter);
      return copy;
    }
  }
  const isPublicPage =
    context.request.method === 'GET' &&
    response.status === 200 &&
    !context.isPrerendered &&
    !isPrivatePath(context.url.pathname) &&
    response.headers.get('Content-Type')?.startsWith('text/html');
  return isPublicPage ? revalidated(context.request, response) : response;
});
