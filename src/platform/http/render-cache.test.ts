import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { weakETag } from './etag.ts';
import { createRenderCache } from './render-cache.ts';
import { createSiteServer } from './site-server.ts';

// In place of Astro's handler: a home page that shows how many times it was rendered and whether the
// visitor accepted cookies, with an ETag as our middleware sets it; or 503 while "the database is down".
let renders = 0;
let databaseDown = false;
let rendering: Promise<void> | undefined;
let askedEncoding: string | undefined;
const astro = async (req: http.IncomingMessage, res: http.ServerResponse) => {
  renders += 1;
  askedEncoding = req.headers['accept-encoding'];
  const n = renders;
  await rendering;
  if (databaseDown) {
    res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': '5' });
    res.end('<p>Please try again in a moment.</p>');
    return;
  }
  const consented = (req.headers.cookie ?? '').includes('cookie_consent=');
  const body = Buffer.from(`<!doctype html><title>Home</title><p>rendering ${n}${consented ? '' : ' <section>cookie notice</section>'}</p>${'<p>reviews</p>'.repeat(200)}`);
  const etag = req.headers['if-none-match'] === weakETag(body) ? undefined : weakETag(body);
  if (!etag) {
    res.writeHead(304);
    res.end();
    return;
  }
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ETag: etag, 'Cache-Control': 'no-cache', 'Content-Security-Policy': "script-src 'self' 'sha256-x'" });
  res.write(body.subarray(0, 100));
  res.end(body.subarray(100));
};

const RENDER_TIMEOUT_MS = 500;
const cache = createRenderCache(['/', '/never-rendered'], { renderTimeoutMs: RENDER_TIMEOUT_MS });
const server = createSiteServer((req, res) => void astro(req, res), undefined, cache);
let base: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  databaseDown = false;
  rendering = undefined;
  cache.listening();
});

const get = async (path = '/', headers: Record<string, string> = {}) => {
  const res = await fetch(`${base}${path}`, { headers });
  return { status: res.status, headers: res.headers, body: await res.text() };
};

describe('the render cache of the home page', () => {
  it('renders the page once and answers later visitors from memory, with the same ETag, CSP and a 304 for a revisit', async () => {
    const first = await get();
    const before = renders;
    const second = await get();
    expect(renders).toBe(before);
    expect(second.body).toBe(first.body);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('content-security-policy')).toBe("script-src 'self' 'sha256-x'");
    expect(second.headers.get('cache-control')).toBe('no-cache');
    expect(second.headers.get('vary')).toBe('Accept-Encoding, Cookie, Accept-Language');
    expect((await get('/', { 'If-None-Match': first.headers.get('etag')! })).status).toBe(304);
  });

  it('sends the compressed copy a browser accepts', async () => {
    const plain = await get();
    // Node's http client, as fetch would decompress the body itself.
    const { encoding, bytes } = await new Promise<{ encoding: string | undefined; bytes: Buffer }>((resolve, reject) => {
      http
        .get(base, { headers: { 'Accept-Encoding': 'gzip, br' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], bytes: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
    expect(encoding).toBe('br');
    expect(bytes.length).toBeLessThan(Buffer.byteLength(plain.body));
    expect(zlib.brotliDecompressSync(bytes).toString()).toBe(plain.body);
  });

  it('asks for the page uncompressed, whatever the visitor accepts: the cache compresses it once for all', async () => {
    cache.invalidate();
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get(base, { headers: { 'Accept-Encoding': 'br' } }, resolve).on('error', reject);
    });
    answer.resume();
    expect(askedEncoding).toBeUndefined();
    // The visitor whose request started the rendering still gets it compressed.
    expect(answer.headers['content-encoding']).toBe('br');
  });

  it('keeps one page for visitors who accepted cookies and one for those who did not', async () => {
    const notice = await get();
    const consented = await get('/', { Cookie: 'cookie_consent=accepted' });
    expect(notice.body).toContain('cookie notice');
    expect(consented.body).not.toContain('cookie notice');
    const before = renders;
    expect((await get('/', { Cookie: 'theme=dark; cookie_consent=accepted' })).body).toBe(consented.body);
    expect((await get()).body).toBe(notice.body);
    expect(renders).toBe(before);
  });

  it('renders again after a change to the page data, once for all the visitors who arrive meanwhile', async () => {
    const old = await get();
    cache.invalidate();
    let finish!: () => void;
    rendering = new Promise((resolve) => (finish = resolve));
    const before = renders;
    const visitors = Promise.all(Array.from({ length: 20 }, () => get()));
    await expect.poll(() => renders).toBe(before + 1);
    finish();
    const pages = await visitors;
    expect(new Set(pages.map((p) => p.body)).size).toBe(1);
    expect(pages[0]!.body).not.toBe(old.body);
    expect(renders).toBe(before + 1);
  });

  it('answers the last page rendered while the database is away and changes cannot be heard, without trying each time', async () => {
    const last = await get();
    cache.lost();
    databaseDown = true;
    const before = renders;
    const during = await Promise.all([get(), get(), get()]);
    expect(during.map((d) => [d.status, d.body === last.body])).toEqual([
      [200, true],
      [200, true],
      [200, true],
    ]);
    expect((await get()).body).toBe(last.body);
    expect(renders).toBe(before + 1);

    databaseDown = false;
    cache.listening();
    const after = await get();
    expect(after.body).not.toBe(last.body);
  });

  it('renders on every visit while changes cannot be heard but the database answers, so no change is missed', async () => {
    await get();
    cache.lost();
    const first = await get();
    const second = await get();
    expect(second.body).not.toBe(first.body);
  });

  it('answers the last page rendered when a rendering fails with 503, and 503 when it has none', async () => {
    const last = await get();
    cache.invalidate();
    databaseDown = true;
    const stale = await get();
    expect(stale.status).toBe(200);
    expect(stale.body).toBe(last.body);

    const never = await get('/never-rendered');
    expect(never.status).toBe(503);
    expect(never.headers.get('retry-after')).toBe('5');
    expect(never.body).toContain('try again');
  });

  it('answers the last page rendered when a rendering hangs, after the time limit, and 503 when it has none', async () => {
    const last = await get();
    cache.invalidate();
    rendering = new Promise(() => {});
    const [stale, never] = await Promise.all([get(), get('/never-rendered')]);
    expect(stale.status).toBe(200);
    expect(stale.body).toBe(last.body);
    expect(never.status).toBe(503);
    expect(never.headers.get('retry-after')).toBe('5');
  });

  it('leaves other paths, query strings and other methods to the site', async () => {
    const before = renders;
    await get('/?utm_source=x');
    await get('/survey');
    await fetch(base, { method: 'POST' });
    expect(renders).toBe(before + 3);
  });
});
