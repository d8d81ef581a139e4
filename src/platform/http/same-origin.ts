const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A request that changes something must come from a page of the site itself: its Origin header must
 * be the configured public origin. Not the request's own Host, which the client chooses, and whatever
 * the content type (Astro's checkOrigin leaves JSON to CORS, and compares with Host). The one
 * exception is a digest's one-click unsubscribe POST, exactly as RFC 8058 makes it (isOneClickUnsubscribe).
 */
export async function isFromOurSite(request: Request, siteUrl: string): Promise<boolean> {
  if (SAFE_METHODS.has(request.method)) return true;
  if (request.headers.get('origin') === new URL(siteUrl).origin) return true;
  return isOneClickUnsubscribe(request);
}

/** A one-click body is 26 bytes (more as multipart); anything much longer is not one. */
const ONE_CLICK_MAX_BYTES = 1024;
const ONE_CLICK_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * A digest's unsubscribe link (ADR 052): mailbox providers POST `List-Unsubscribe=One-Click` to it from
 * their own servers, without an Origin (RFC 8058). The token in the address is the whole authority, and
 * all such a POST may do is end that one subscription: so only that exact request passes, to the
 * link's path with no query string (a `?_action=` would have Astro run an action), as a form whose one
 * field is `List-Unsubscribe=One-Click`.
 */
export async function isOneClickUnsubscribe(request: Request): Promise<boolean> {
  if (request.method !== 'POST') return false;
  const url = new URL(request.url);
  if (url.search !== '' || !isUnsubscribePath(url.pathname)) return false;
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!ONE_CLICK_TYPES.includes(type)) return false;
  const length = Number(request.headers.get('content-length') ?? 0);
  if (!Number.isFinite(length) || length > ONE_CLICK_MAX_BYTES) return false;
  try {
    const body = await request.clone().text();
    if (body.length > ONE_CLICK_MAX_BYTES) return false;
    const form = await new Response(body, { headers: { 'content-type': request.headers.get('content-type')! } }).formData();
    const fields = [...form.entries()];
    return fields.length === 1 && fields[0]![0] === 'List-Unsubscribe' && fields[0]![1] === 'One-Click';
  } catch {
    return false;
  }
}

/** The path of a digest's unsubscribe link, in either language. */
export const isUnsubscribePath = (pathname: string) => /^(?:\/fil)?\/newsletter\/unsubscribe\/[\w-]{43}\/?$/.test(pathname);
