/** The largest body a form may send: astro.config.ts sets the same for the adapter and for Actions. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * A post that says it is over the limit. It is answered before any page renders: a page rendered for a
 * cut-off form post never finishes, because @astrojs/react reads the request body again for every
 * component (React's form state) and that read waits forever on the body the limit cut off.
 */
export function declaresOversizedBody(request: Request): boolean {
  const length = Number(request.headers.get('Content-Length') ?? 0);
  return request.method === 'POST' && length > BODY_LIMIT_BYTES;
}

export const TOO_LARGE_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Form too large</title>
<p>What you sent is too large (at most 64 KB). Please shorten it and try again.</p></html>`;
