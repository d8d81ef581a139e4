import type { IncomingMessage } from 'node:http';

/** The largest body a form may send: astro.config.ts sets the same for Actions. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The one path that takes more: the owner's photo upload (15 MB and the form around it, ADR 051). The
 * adapter's own limit (astro.config.ts) is this one; every other path is held to BODY_LIMIT_BYTES here.
 */
export const UPLOAD_LIMIT_BYTES = 15 * 1024 * 1024 + 64 * 1024;
const UPLOAD_PATH = /^\/admin\/articles\/[0-9a-f-]{36}\/(?:english|filipino)\/photo$/;

const limitFor = (pathname: string) => (UPLOAD_PATH.test(pathname) ? UPLOAD_LIMIT_BYTES : BODY_LIMIT_BYTES);

async function* counted(body: AsyncIterable<Buffer>, limit: number) {
  let received = 0;
  for await (const chunk of body) {
    received += chunk.byteLength;
    // The adapter's own words, so the middleware answers both the same way (body-errors.ts).
    if (received > limit) throw new Error(`Body size limit exceeded: received more than ${limit} bytes`);
    yield chunk;
  }
}

/**
 * Holds a request's body to its path's limit as it is read, a chunked one (which declares no length)
 * included. Astro's Node adapter reads `req.body` in place of the request itself when it is an async
 * iterable, and applies its own, larger limit (the upload's) after this one.
 */
export function limitRequestBody(req: IncomingMessage): void {
  if (req.method === 'GET' || req.method === 'HEAD') return;
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  (req as IncomingMessage & { body?: AsyncIterable<Buffer> }).body = counted(req, limitFor(pathname));
}

/**
 * A post that says it is over the limit. It is answered before any page renders: a page rendered for a
 * cut-off form post never finishes, because @astrojs/react reads the request body again for every
 * component (React's form state) and that read waits forever on the body the limit cut off.
 */
export function declaresOversizedBody(request: Request): boolean {
  const length = Number(request.headers.get('Content-Length') ?? 0);
  return request.method === 'POST' && length > limitFor(new URL(request.url).pathname);
}

export const TOO_LARGE_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Form too large</title>
<p>What you sent is too large (at most 64 KB). Please shorten it and try again.</p></html>`;
