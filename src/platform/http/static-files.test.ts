import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStaticFiles, type StaticFiles } from './static-files.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'kwento-static-'));
const client = path.join(dir, 'client');
const compressedDir = path.join(dir, 'compressed');
const article = `<!doctype html><title>Article</title>${'<p>Ipon muna bago gastos.</p>'.repeat(200)}`;
const CSP = "default-src 'self'; script-src 'self' 'sha256-abc'";
const NOTICE = '<section aria-label="Cookie notice" class="fixed"><p>We use one cookie.</p><form method="post" action="/cookie-consent"><button type="submit">Accept</button></form></section>';
const PAGE = (notice: string) => `<!doctype html><main><h1>Terms</h1></main>${notice}<script type="module" src="/_astro/app.Ab12.js"></script>`;
const PAGE_WITH_NOTICE = PAGE(NOTICE);
const OFFER = (hidden: boolean) => `<aside id="language-suggestion"${hidden ? ' hidden=""' : ''} lang="fil"><p>Basahin ito sa Filipino?</p></aside>`;
const BLOG = (notice: string, hidden: boolean) => `<!doctype html><main><h1>Blog</h1></main>${notice}${OFFER(hidden)}`;

let server: http.Server;
let base: string;

beforeAll(async () => {
  mkdirSync(path.join(client, 'blog/emergency-fund'), { recursive: true });
  mkdirSync(path.join(client, '_astro'));
  writeFileSync(path.join(client, 'blog/emergency-fund/index.html'), article);
  writeFileSync(path.join(client, '_astro/app.Ab12.js'), 'console.log("hi")');
  mkdirSync(path.join(client, 'terms'));
  writeFileSync(path.join(client, 'terms/index.html'), PAGE(`<!--cookie-notice-->${NOTICE}<!--/cookie-notice-->`));
  mkdirSync(path.join(client, 'blog/index-page'), { recursive: true });
  writeFileSync(path.join(client, 'blog/index-page/index.html'), BLOG(`<!--cookie-notice-->${NOTICE}<!--/cookie-notice-->`, true));
  writeFileSync(path.join(dir, '_headers.json'), JSON.stringify([{ pathname: '/blog/emergency-fund', headers: [{ key: 'Content-Security-Policy', value: CSP }] }]));
  ({ server, base } = await serve(await load(compressedDir)));
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

async function load(keptIn: string): Promise<StaticFiles> {
  const files = loadStaticFiles(client, path.join(dir, '_headers.json'), keptIn);
  await files.compressed;
  return files;
}

async function serve(files: StaticFiles): Promise<{ server: http.Server; base: string }> {
  const server = http.createServer((req, res) => {
    if (!files.serve(req, res)) res.writeHead(418).end('not a static file');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** The article in brotli from another start of the same build, its compressed copies kept in `keptIn`. */
async function articleFromAnotherStart(keptIn: string) {
  const next = await serve(await load(keptIn));
  try {
    return await get('/blog/emergency-fund', { 'accept-encoding': 'br' }, 'GET', next.base);
  } finally {
    await new Promise<void>((resolve) => next.server.close(() => resolve()));
  }
}

/** A raw request: fetch would decompress the body and hide Content-Encoding. */
function get(pathname: string, headers: Record<string, string> = {}, method = 'GET', from = base) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .request(`${from}${pathname}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

describe('static files from memory', () => {
  it('serves a prerendered page at its address with or without the trailing slash, with the page’s CSP', async () => {
    for (const address of ['/blog/emergency-fund', '/blog/emergency-fund/', '/blog/emergency-fund?utm=x']) {
      const res = await get(address);
      expect(res.status, address).toBe(200);
      expect(res.body.toString()).toBe(article);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-security-policy']).toBe(CSP);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends brotli or gzip to a browser that accepts them, and the plain bytes otherwise', async () => {
    const br = await get('/blog/emergency-fund', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(article);
    expect(br.body.length).toBeLessThan(article.length / 10);

    const gz = await get('/blog/emergency-fund', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(article);

    const plain = await get('/blog/emergency-fund', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(article);
  });

  it('answers a revalidation with 304 and no body while the page is unchanged', async () => {
    const first = await get('/blog/emergency-fund');
    expect(first.headers['etag']).toMatch(/^W\/".+"$/);
    const again = await get('/blog/emergency-fund', { 'if-none-match': first.headers['etag']! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect((await get('/blog/emergency-fund', { 'if-none-match': 'W/"stale"' })).status).toBe(200);
  });

  it('caches hashed assets for a year, and answers HEAD without a body', async () => {
    const res = await get('/_astro/app.Ab12.js', {}, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe('console.log("hi")'.length);
    expect(res.body.length).toBe(0);
  });

  it('leaves out the cookie notice once the visitor accepted it, even without JavaScript', async () => {
    const first = await get('/terms');
    expect(first.body.toString()).toBe(PAGE_WITH_NOTICE);
    expect(first.headers['vary']).toBe('Accept-Encoding, Cookie');

    const accepted = await get('/terms', { cookie: 'theme=dark; cookie_consent=accepted', 'accept-encoding': 'br' });
    const html = zlib.brotliDecompressSync(accepted.body).toString();
    expect(html).toBe(PAGE(''));
    expect(html).toContain('<h1>Terms</h1>');
    expect(accepted.headers['etag']).not.toBe(first.headers['etag']);

    expect((await get('/terms', { cookie: 'not_cookie_consent=1' })).body.toString()).toBe(PAGE_WITH_NOTICE);
  });

  it('shows the suggestion to read a page in Filipino only to a browser preferring Filipino whose visitor has not chosen', async () => {
    const plain = await get('/blog/index-page');
    expect(plain.body.toString()).toBe(BLOG(NOTICE, true));
    expect(plain.headers['vary']).toBe('Accept-Encoding, Cookie, Accept-Language');
    const offered = await get('/blog/index-page', { 'accept-language': 'fil-PH,fil;q=0.9,en;q=0.5' });
    expect(offered.body.toString()).toBe(BLOG(NOTICE, false));
    expect(offered.headers['etag']).not.toBe(plain.headers['etag']);
    const offeredAccepted = await get('/blog/index-page', { 'accept-language': 'tl', cookie: 'cookie_consent=accepted', 'accept-encoding': 'br' });
    expect(zlib.brotliDecompressSync(offeredAccepted.body).toString()).toBe(BLOG('', false));
    for (const headers of [{ 'accept-language': 'tl', cookie: 'kwento_lang=en' }, { 'accept-language': 'en-GB,fil;q=0.8' }]) {
      expect((await get('/blog/index-page', headers)).body.toString(), JSON.stringify(headers)).toBe(BLOG(NOTICE, true));
    }
    // A page without the suggestion (Filipino pages) does not vary by language.
    expect((await get('/terms', { 'accept-language': 'tl' })).headers['vary']).toBe('Accept-Encoding, Cookie');
  });

  it('refuses to start on a page whose cookie notice markers are broken, naming the page', () => {
    const broken = mkdtempSync(path.join(os.tmpdir(), 'kwento-static-broken-'));
    try {
      mkdirSync(path.join(broken, 'privacy'));
      writeFileSync(path.join(broken, 'privacy/index.html'), PAGE(`<!--cookie-notice-->${NOTICE}`));
      expect(() => loadStaticFiles(broken, path.join(broken, '_headers.json'))).toThrow(/privacy\/index\.html: the cookie notice markers/);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });

  it('keeps each compressed copy for the next start of the same build, which sends it as kept', async () => {
    const kept = readdirSync(compressedDir);
    // The article and the script; the terms with and without the cookie notice; the blog page the same, each also with the suggestion shown.
    expect(kept.filter((f) => f.endsWith('.br')).length).toBe(2 + 2 + 4);
    expect(kept.filter((f) => f.endsWith('.gz')).length).toBe(2 + 2 + 4);
    const articleCopy = kept
      .filter((f) => f.endsWith('.br'))
      .map((f) => path.join(compressedDir, f))
      .find((f) => zlib.brotliDecompressSync(readFileSync(f)).toString() === article);
    expect(articleCopy, "the article's brotli copy").toBeDefined();
    writeFileSync(articleCopy!, zlib.brotliCompressSync('<p>kept from the last start</p>'));
    const br = await articleFromAnotherStart(compressedDir);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe('<p>kept from the last start</p>');
  });

  it('compresses at start when the folder for the copies cannot be written', async () => {
    const notAFolder = path.join(dir, 'not-a-folder');
    writeFileSync(notAFolder, '');
    const br = await articleFromAnotherStart(path.join(notAFolder, 'compressed'));
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(article);
  });

  it('leaves other paths and methods to the site', async () => {
    expect((await get('/blog/no-such-article')).status).toBe(418);
    expect((await get('/blog/emergency-fund', {}, 'POST')).status).toBe(418);
    expect((await get('/../_headers.json')).status).toBe(418);
  });
});
