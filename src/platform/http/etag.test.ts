import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { matchesETag, revalidated } from './etag.ts';

const page = () => new Response('<!doctype html><h1>Kwentong OFW</h1>', { headers: { 'Content-Type': 'text/html' } });

describe('revalidated pages', () => {
  it('sends the page with an ETag of its bytes the first time', async () => {
    const response = await revalidated(new Request('http://site/'), page());
    expect(response.status).toBe(200);
    expect(response.headers.get('ETag')).toMatch(/^W\/"[\w-]{22}"$/);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.text()).toBe('<!doctype html><h1>Kwentong OFW</h1>');
  });

  it('answers 304 without a body to a browser holding the same page, and 200 once it changed', async () => {
    const etag = (await revalidated(new Request('http://site/'), page())).headers.get('ETag')!;
    const again = await revalidated(new Request('http://site/', { headers: { 'If-None-Match': etag } }), page());
    expect(again.status).toBe(304);
    expect(again.headers.get('ETag')).toBe(etag);
    expect(await again.text()).toBe('');

    const changed = new Response('<!doctype html><h1>A new review</h1>', { headers: { 'Content-Type': 'text/html' } });
    expect((await revalidated(new Request('http://site/', { headers: { 'If-None-Match': etag } }), changed)).status).toBe(200);
  });
});

describe('revalidated pages, compressed', () => {
  const html = `<!doctype html><h1>Kwentong OFW</h1>${'<p>Ipon muna bago gastos.</p>'.repeat(100)}`;
  const longPage = () => new Response(html, { headers: { 'Content-Type': 'text/html' } });
  const ask = (acceptEncoding: string) => revalidated(new Request('http://site/', { headers: { 'Accept-Encoding': acceptEncoding } }), longPage());
  const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

  it('sends brotli to a browser that accepts it, gzip to one that accepts only gzip, and the same ETag for both', async () => {
    const br = await ask('gzip, deflate, br');
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toContain('Accept-Encoding');
    const brBody = await bytes(br);
    expect(Number(br.headers.get('Content-Length'))).toBe(brBody.length);
    expect(zlib.brotliDecompressSync(brBody).toString()).toBe(html);

    const gz = await ask('gzip');
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(zlib.gunzipSync(await bytes(gz)).toString()).toBe(html);
    expect(gz.headers.get('ETag')).toBe(br.headers.get('ETag'));
  });

  it('sends the plain bytes to a client that accepts no compression, and a short page always plain', async () => {
    for (const acceptEncoding of ['identity', 'br;q=0, gzip;q=0', '']) {
      const plain = await ask(acceptEncoding);
      expect(plain.headers.get('Content-Encoding'), acceptEncoding).toBeNull();
      expect(await plain.text()).toBe(html);
    }
    const short = await revalidated(new Request('http://site/', { headers: { 'Accept-Encoding': 'br' } }), page());
    expect(short.headers.get('Content-Encoding')).toBeNull();
    expect(await short.text()).toBe('<!doctype html><h1>Kwentong OFW</h1>');
  });
});

describe('matchesETag', () => {
  it('compares weakly, in lists, and with the wildcard', () => {
    expect(matchesETag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesETag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesETag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesETag('*', 'W/"abc"')).toBe(true);
    expect(matchesETag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesETag(undefined, 'W/"abc"')).toBe(false);
  });
});
