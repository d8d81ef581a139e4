import type { APIRoute } from 'astro';
import { consentCookie } from '../platform/cookie-consent.ts';

export const POST: APIRoute = async ({ request, url }) => {
  const form = await request.formData().catch(() => undefined);
  const returnTo = form?.get('returnTo');
  // Only same-site paths: never redirect to another origin.
  const target = typeof returnTo === 'string' && /^\/(?!\/)[\w\-./]*$/.test(returnTo) ? returnTo : '/';
  return new Response(null, {
    status: 303,
    headers: { Location: target, 'Set-Cookie': consentCookie(url.protocol === 'https:') },
  });
};
