import { createHash } from 'node:crypto';
import { brotli, gzip, preferredEncoding } from './content-encoding.ts';

/** A weak validator: the same bytes in any compression are the same page. */
export const weakETag = (body: Uint8Array): string => `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for GET). */
export function matchesETag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * A page rendered per request gets an ETag of its bytes, and a browser that already holds those bytes
 * gets 304 with no body: a revisit on metered data costs a few hundred bytes, not the page. Such pages
 * (live reviews, new episodes) are always revalidated, never reused unchecked.
 */
export async function revalidated(request: Request, response: Response): Promise<Response> {
  const body = new Uint8Array(await response.arrayBuffer());
  const etag = weakETag(body);
  const headers = new Headers(response.headers);
  headers.set('ETag', etag);
  headers.set('Cache-Control', 'no-cache');
  if (matchesETag(request.headers.get('If-None-Match'), etag)) {
    headers.delete('Content-Length');
    return new Response(null, { status: 304, headers });
  }
  const [encoding, sent] = await encoded(body, request.headers.get('Accept-Encoding'));
  if (encoding) {
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(sent.length));
    headers.append('Vary', 'Accept-Encoding');
  }
  return new Response(sent, { status: response.status, statusText: response.statusText, headers });
}

/** Below this, compressing costs more than the bytes it saves. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * The page compressed as the client allows, in one call: the page is whole in memory already, and one
 * call costs less than the compressing stream the server falls back to for everything else.
 */
async function encoded(body: Uint8Array<ArrayBuffer>, acceptEncoding: string | null): Promise<[string | undefined, Uint8Array<ArrayBuffer>]> {
  const encoding = body.length < COMPRESS_FROM_BYTES ? undefined : preferredEncoding(acceptEncoding);
  if (encoding === 'br') return ['br', new Uint8Array(await brotli(body, 4))];
  if (encoding === 'gzip') return ['gzip', new Uint8Array(await gzip(body, 6))];
  return [undefined, body];
}
