const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A request that changes something must come from a page of the site itself: its Origin header must
 * be the configured public origin. Not the request's own Host, which the client chooses, and whatever
 * the content type (Astro's checkOrigin leaves JSON to CORS, and compares with Host).
 */
export function isFromOurSite(request: Request, siteUrl: string): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  return request.headers.get('origin') === new URL(siteUrl).origin;
}
