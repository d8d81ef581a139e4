/** The largest body a form may send: astro.config.ts sets the same for Actions. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The one path that takes more: the owner's photo upload (15 MB and the form around it, ADR 051). The
 * adapter's own limit (astro.config.ts) is this one; every other path is held to BODY_LIMIT_BYTES here.
 */
export const UPLOAD_LIMIT_BYTES = 15 * 1024 * 1024 + 64 * 1024;
const UPLOAD_PATH = /^\/admin\/articles\/[0-9a-f-]{36}\/(?:english|filipino)\/photo$/;

/**
 * A post that says it is over the limit. It is answered before any page renders: a page rendered for a
 * cut-off form post never finishes, because @astrojs/react reads the request body again for every
 * component (React's form state) and that read waits forever on the body the limit cut off.
 */
export function declaresOversizedBody(request: Request): boolean {
  const length = Number(request.headers.get('Content-Length') ?? 0);
  const limit = UPLOAD_PATH.test(new URL(request.url).pathname) ? UPLOAD_LIMIT_BYTES : BODY_LIMIT_BYTES;
  return request.method === 'POST' && length > limit;
}

export const TOO_LARGE_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Form too large</title>
<p>What you sent is too large (at most 64 KB). Please shorten it and try again.</p></html>`;
