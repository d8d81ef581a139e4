const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A request that changes something must come from a page of the site itself: its Origin header must
 * be the configured public origin. Not the request's own Host, which the client chooses, and whatever
 * the content type (Astro's checkOrigin leaves JSON to CORS, and compares with Host).
 */
export function isFromOurSite(request: Request, siteUrl: string): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  if (request.method === 'POST' && isOneClickUnsubscribe(new URL(request.url).pathname)) return true;
  return request.headers.get('origin') === new URL(siteUrl).origin;
}

/**
 * A digest's unsubscribe link (ADR 052): mailbox providers POST `List-Unsubscribe=One-Click` to it from
 * their own servers, without an Origin (RFC 8058). The token in the address is the whole authority, and
 * all a POST there can do is end that one subscription.
 */
export const isOneClickUnsubscribe = (pathname: string) => /^(?:\/fil)?\/newsletter\/unsubscribe\/[\w-]{43}\/?$/.test(pathname);
