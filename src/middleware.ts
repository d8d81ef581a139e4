import { defineMiddleware } from 'astro:middleware';
import { log } from './server/log.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  if (response.status === 404) {
    log.warn({ path: context.url.pathname.slice(0, 200) }, 'not found');
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
  return response;
});
