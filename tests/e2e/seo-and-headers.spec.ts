import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectSecurityHeaders } from './support/headers.ts';
import { ARTICLE_SLUGS, ARTICLES, PAGES } from './support/routes.ts';

// Metadata for search engines and link previews, the feeds, and the HTTP security headers.

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

const meta = (page: Page, selector: string) => page.locator(`head ${selector}`);

/**
 * Canonical addresses, the sitemap and the feed use the public address the site was built for
 * (SITE_URL at build time), which need not be the address the tests reach it at: compare paths, and
 * check that every absolute address uses that one origin.
 */
async function siteOrigin(request: APIRequestContext): Promise<string> {
  const robots = await (await request.get('/robots.txt')).text();
  const sitemap = /^Sitemap:\s*(\S+)\s*$/m.exec(robots)?.[1];
  expect(sitemap, 'robots.txt names the sitemap').toBeDefined();
  return new URL(sitemap!).origin;
}

const absolute = (path: string, origin: string) => new URL(path, origin).href;

test.describe('metadata', () => {
  for (const path of [...PAGES, '/blog/legal-guide', '/blog/family-dynamics']) {
    test(`${path} has title, description, canonical, Open Graph and Twitter tags`, async ({ page, request }) => {
      const origin = await siteOrigin(request);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const title = await page.title();
      expect(title.length).toBeGreaterThan(5);
      expect(title).toContain('Kwentong OFW');
      await expect(meta(page, 'meta[name="description"]')).toHaveCount(1);
      const description = (await meta(page, 'meta[name="description"]').getAttribute('content')) ?? '';
      expect(description.length).toBeGreaterThan(20);
      expect(description.length).toBeLessThanOrEqual(160);
      await expect(meta(page, 'link[rel="canonical"]')).toHaveCount(1);
      await expect(meta(page, 'link[rel="canonical"]')).toHaveAttribute('href', absolute(path, origin));
      await expect(meta(page, 'meta[property="og:title"]')).toHaveAttribute('content', /\S/);
      await expect(meta(page, 'meta[property="og:description"]')).toHaveAttribute('content', /\S/);
      await expect(meta(page, 'meta[property="og:url"]')).toHaveAttribute('content', absolute(path, origin));
      await expect(meta(page, 'meta[name="twitter:card"]')).toHaveAttribute('content', /^summary/);
      await expect(meta(page, 'meta[name="viewport"]')).toHaveAttribute('content', /width=device-width/);
      await expect(meta(page, 'meta[name="robots"][content*="noindex"]')).toHaveCount(0);
    });
  }

  test('every page has its own title', async ({ page }) => {
    const titles = new Set<string>();
    for (const path of [...PAGES, ...ARTICLES]) {
      // The title is in the head: no need to wait for images and stylesheets on thirty pages.
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      titles.add(await page.title());
    }
    expect(titles.size).toBe(PAGES.length + ARTICLES.length);
  });

  test('the not-found page has a title and lang', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await page.title()).length).toBeGreaterThan(3);
  });

  test('/ describes the Organization and the WebSite in JSON-LD', async ({ page, request }) => {
    const origin = await siteOrigin(request);
    await page.goto('/');
    const data = await jsonLd(page);
    const organization = data.find((d) => d['@type'] === 'Organization');
    const website = data.find((d) => d['@type'] === 'WebSite');
    expect(organization).toMatchObject({ '@context': 'https://schema.org', name: 'Kwentong OFW' });
    expect(organization!['url']).toBe(absolute('/', origin));
    expect(organization!['sameAs']).toEqual(expect.arrayContaining([expect.stringContaining('facebook.com')]));
    expect(website).toMatchObject({ '@context': 'https://schema.org', name: 'Kwentong OFW', url: absolute('/', origin) });
    await expect(meta(page, 'meta[property="og:type"]')).toHaveAttribute('content', 'website');
  });

  test('an article is a BlogPosting in JSON-LD', async ({ page, request }) => {
    const origin = await siteOrigin(request);
    await page.goto('/blog/starting-your-journey');
    const posting = (await jsonLd(page)).find((d) => d['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      headline: 'Starting Your Journey as an OFW',
      author: { name: 'Kwentong OFW Team' },
      mainEntityOfPage: absolute('/blog/starting-your-journey', origin),
    });
    expect(String(posting!['datePublished'])).toMatch(/^2024-03-15/);
    await expect(meta(page, 'meta[property="og:type"]')).toHaveAttribute('content', 'article');
  });
});

test.describe('feeds', () => {
  test('/sitemap.xml lists every public page and the 18 articles', async ({ request }) => {
    const origin = await siteOrigin(request);
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of [...PAGES, ...ARTICLES]) expect(locs).toContain(absolute(path, origin));
    expect(locs.filter((loc) => new URL(loc!).pathname.startsWith('/blog/'))).toHaveLength(ARTICLES.length);
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) expect(new URL(loc!).origin).toBe(origin);
    // Every listed address really answers (asked here, whatever the public address).
    for (const loc of locs) expect((await request.get(new URL(loc!).pathname)).status(), loc).toBe(200);
  });

  test('/sitemap.xml lists every page in Filipino too, each address naming both languages and the default', async ({ request }) => {
    const origin = await siteOrigin(request);
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const byLoc = new Map(entries.map((entry) => [/<loc>([^<]+)<\/loc>/.exec(entry)![1]!, entry]));
    const alternates = (entry: string) =>
      Object.fromEntries([...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]));
    for (const path of [...PAGES, ...ARTICLES]) {
      const filipinoPath = path === '/' ? '/fil' : `/fil${path}`;
      const expected = { en: absolute(path, origin), fil: absolute(filipinoPath, origin), 'x-default': absolute(path, origin) };
      for (const loc of [expected.en, expected.fil]) {
        expect(byLoc.has(loc), loc).toBe(true);
        expect(alternates(byLoc.get(loc)!), loc).toEqual(expected);
      }
    }
    // Every entry, episodes and stories included, names its page in both languages.
    for (const entry of entries) expect(Object.keys(alternates(entry)).sort()).toEqual(['en', 'fil', 'x-default']);
  });

  test('/rss.xml has the 18 articles', async ({ request }) => {
    const origin = await siteOrigin(request);
    const response = await request.get('/rss.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    const items = [...xml.matchAll(/<item>[\s\S]*?<\/item>/g)].map((m) => m[0]);
    expect(items).toHaveLength(18);
    for (const slug of ARTICLE_SLUGS) expect(xml).toContain(`<link>${absolute(`/blog/${slug}`, origin)}</link>`);
    expect(items[0]).toContain('Starting Your Journey as an OFW');
  });

  test('/robots.txt points to the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toMatch(/^Sitemap: https?:\/\/[^/\s]+\/sitemap\.xml$/m);
  });

  test('pages link to the feed', async ({ page }) => {
    await page.goto('/blog');
    await expect(meta(page, 'link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/rss.xml');
  });
});

test.describe('headers', () => {
  for (const path of [...PAGES, '/blog/mental-health']) {
    test(`${path} has the security headers and sets no cookie`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^text\/html/);
      expectSecurityHeaders(response, path);
      expect(response.headers()['set-cookie'], `${path} sets no cookie`).toBeUndefined();
    });
  }

  test('no public page sets a cookie', async ({ request }) => {
    for (const path of [...PAGES, ...ARTICLES, '/rss.xml', '/sitemap.xml', '/robots.txt', '/no-such-page']) {
      const response = await request.get(path);
      expect(response.headers()['set-cookie'], `${path} sets no cookie`).toBeUndefined();
    }
  });

  test('an asset under /_astro/ has the security headers and is cached for long', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const assets = [...html.matchAll(/\/_astro\/[\w.\-]+\.(?:js|css|svg|png|webp|avif|woff2)/g)].map((m) => m[0]);
    expect(assets.length, 'the home page references an asset under /_astro/').toBeGreaterThan(0);
    const asset = assets[0]!;
    const response = await request.get(asset);
    expect(response.status(), asset).toBe(200);
    expectSecurityHeaders(response, asset);
    expect(response.headers()['cache-control']).toContain('immutable');
    expect(response.headers()['set-cookie']).toBeUndefined();
  });

  test('the not-found page has the security headers', async ({ request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    expectSecurityHeaders(response, '404');
    expect(response.headers()['set-cookie']).toBeUndefined();
  });

  test('/healthz has the security headers', async ({ request }) => {
    const response = await request.get('/healthz');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expectSecurityHeaders(response, '/healthz');
  });

  test('a cross-origin request gets no CORS permission', async ({ request }) => {
    const response = await request.get('/', { headers: { Origin: 'https://evil.example' } });
    expect(response.headers()['access-control-allow-origin']).toBeUndefined();
    expect(response.headers()['access-control-allow-credentials']).toBeUndefined();
  });

  for (const path of ['/.env', '/.git/HEAD', '/.git/config', '/package.json', '/dist/server/entry.mjs', '/data/postgres-password']) {
    test(`${path} is not served`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expectSecurityHeaders(response, path);
    });
  }
});

test.describe('serving for metered data', () => {
  // A prerendered article (from memory) and pages rendered per request (live reviews, episodes).
  for (const path of ['/blog/emergency-fund', '/', '/podcast']) {
    test(`${path} is compressed and revalidated with its ETag`, async ({ request }) => {
      const br = await request.get(path, { headers: { 'Accept-Encoding': 'gzip, br' } });
      expect(br.headers()['content-encoding']).toBe('br');
      expect(await br.text()).toContain('</html>');
      const gzip = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gzip.headers()['content-encoding']).toBe('gzip');

      const etag = br.headers()['etag'];
      expect(etag).toMatch(/^W\/".+"$/);
      expect(br.headers()['cache-control']).toBe('no-cache');
      const again = await request.get(path, { headers: { 'If-None-Match': etag! } });
      expect(again.status()).toBe(304);
      expect((await again.body()).length).toBe(0);
      expectSecurityHeaders(again, `${path} (304)`);
    });
  }

  test('every image states its width and height, so nothing jumps while it loads', async ({ page }) => {
    for (const path of ['/', '/our-story', '/blog/career-growth', '/blog/legal-guide', '/blog/mental-health']) {
      await page.goto(path);
      const images = await page.locator('img').evaluateAll((imgs) =>
        imgs.map((img) => ({ src: img.getAttribute('src'), width: img.getAttribute('width'), height: img.getAttribute('height') })),
      );
      expect(images.length, `${path} has images`).toBeGreaterThan(0);
      for (const image of images) {
        expect(Number(image.width), `${path} ${image.src} width`).toBeGreaterThan(0);
        expect(Number(image.height), `${path} ${image.src} height`).toBeGreaterThan(0);
      }
    }
  });
});
