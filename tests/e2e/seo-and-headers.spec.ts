import { expect, test, type APIResponse, type Page } from '@playwright/test';

// Metadata for search engines and link previews, the feeds, and the HTTP security headers.

const PAGES = [
  '/',
  '/our-story',
  '/blog',
  '/connect',
  '/contact',
  '/ebook',
  '/survey',
  '/terms',
  '/privacy',
  '/cookies',
];

const SLUGS = [
  'starting-your-journey',
  'handling-homesickness',
  'financial-planning',
  'skills-development',
  'staying-connected',
  'cultural-adaptation',
  'entrepreneurship',
  'healthcare-heroes',
  'work-life-balance',
  'coming-home',
  'career-growth',
  'legal-guide',
  'mental-health',
  'language-learning',
  'middle-east-success-stories',
  'emergency-fund',
  'seasonal-work',
  'family-dynamics',
];

const ARTICLES = SLUGS.map((slug) => `/blog/${slug}`);

/** The JSON-LD blocks of the page, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

const meta = (page: Page, selector: string) => page.locator(`head ${selector}`);

test.describe('metadata', () => {
  for (const path of [...PAGES, '/blog/legal-guide', '/blog/family-dynamics']) {
    test(`${path} has title, description, canonical, Open Graph and Twitter tags`, async ({ page, baseURL }) => {
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
      await expect(meta(page, 'link[rel="canonical"]')).toHaveAttribute('href', new URL(path, baseURL).href);
      await expect(meta(page, 'meta[property="og:title"]')).toHaveAttribute('content', /\S/);
      await expect(meta(page, 'meta[property="og:description"]')).toHaveAttribute('content', /\S/);
      await expect(meta(page, 'meta[property="og:url"]')).toHaveAttribute('content', new URL(path, baseURL).href);
      await expect(meta(page, 'meta[name="twitter:card"]')).toHaveAttribute('content', /^summary/);
      await expect(meta(page, 'meta[name="viewport"]')).toHaveAttribute('content', /width=device-width/);
      await expect(meta(page, 'meta[name="robots"][content*="noindex"]')).toHaveCount(0);
    });
  }

  test('every page has its own title', async ({ page }) => {
    const titles = new Set<string>();
    for (const path of [...PAGES, ...ARTICLES]) {
      await page.goto(path);
      titles.add(await page.title());
    }
    expect(titles.size).toBe(PAGES.length + ARTICLES.length);
  });

  test('the not-found page has a title and lang', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await page.title()).length).toBeGreaterThan(3);
  });

  test('/ describes the Organization and the WebSite in JSON-LD', async ({ page, baseURL }) => {
    await page.goto('/');
    const data = await jsonLd(page);
    const organization = data.find((d) => d['@type'] === 'Organization');
    const website = data.find((d) => d['@type'] === 'WebSite');
    expect(organization).toMatchObject({ '@context': 'https://schema.org', name: 'Kwentong OFW' });
    expect(organization!['url']).toBe(new URL('/', baseURL).href);
    expect(organization!['sameAs']).toEqual(expect.arrayContaining([expect.stringContaining('facebook.com')]));
    expect(website).toMatchObject({ '@context': 'https://schema.org', name: 'Kwentong OFW', url: new URL('/', baseURL).href });
    await expect(meta(page, 'meta[property="og:type"]')).toHaveAttribute('content', 'website');
  });

  test('an article is a BlogPosting in JSON-LD', async ({ page, baseURL }) => {
    await page.goto('/blog/starting-your-journey');
    const posting = (await jsonLd(page)).find((d) => d['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      headline: 'Starting Your Journey as an OFW',
      author: { name: 'Kwentong OFW Team' },
      mainEntityOfPage: new URL('/blog/starting-your-journey', baseURL).href,
    });
    expect(String(posting!['datePublished'])).toMatch(/^2024-03-15/);
    await expect(meta(page, 'meta[property="og:type"]')).toHaveAttribute('content', 'article');
  });
});

test.describe('feeds', () => {
  test('/sitemap.xml lists every public page and the 18 articles', async ({ request, baseURL }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of [...PAGES, ...ARTICLES]) expect(locs).toContain(new URL(path, baseURL).href);
    expect(locs).toHaveLength(PAGES.length + ARTICLES.length);
    expect(new Set(locs).size).toBe(locs.length);
    // Every listed address really answers.
    for (const loc of locs) expect((await request.get(loc!)).status(), loc).toBe(200);
  });

  test('/rss.xml has the 18 articles', async ({ request, baseURL }) => {
    const response = await request.get('/rss.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    const items = [...xml.matchAll(/<item>[\s\S]*?<\/item>/g)].map((m) => m[0]);
    expect(items).toHaveLength(18);
    for (const slug of SLUGS) expect(xml).toContain(`<link>${new URL(`/blog/${slug}`, baseURL).href}</link>`);
    expect(items[0]).toContain('Starting Your Journey as an OFW');
  });

  test('/robots.txt points to the sitemap', async ({ request, baseURL }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).href}`);
  });

  test('pages link to the feed', async ({ page }) => {
    await page.goto('/blog');
    await expect(meta(page, 'link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/rss.xml');
  });
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

function expectSecurityHeaders(response: APIResponse, label: string) {
  const headers = response.headers();
  const csp = headers['content-security-policy'];
  expect(csp, `${label}: Content-Security-Policy`).toBeDefined();
  const policy = directives(csp!);
  expect(policy.get('frame-ancestors'), `${label}: frame-ancestors`).toEqual(["'none'"]);
  expect(policy.get('object-src'), `${label}: object-src`).toEqual(["'none'"]);
  expect(policy.get('base-uri'), `${label}: base-uri`).toEqual(["'none'"]);
  const scriptSrc = policy.get('script-src') ?? policy.get('default-src') ?? [];
  expect(scriptSrc.length, `${label}: script-src or default-src`).toBeGreaterThan(0);
  expect(scriptSrc, `${label}: script-src`).not.toContain("'unsafe-inline'");
  expect(scriptSrc, `${label}: script-src`).not.toContain("'unsafe-eval'");
  expect(scriptSrc, `${label}: script-src`).not.toContain('*');
  expect(headers['x-content-type-options'], `${label}: X-Content-Type-Options`).toBe('nosniff');
  expect(headers['referrer-policy'], `${label}: Referrer-Policy`).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy'], `${label}: COOP`).toBe('same-origin');
  expect(headers['cross-origin-resource-policy'], `${label}: CORP`).toBe('same-origin');
  expect(headers['access-control-allow-origin'], `${label}: no CORS`).toBeUndefined();
  expect(headers['x-powered-by'], `${label}: X-Powered-By`).toBeUndefined();
}

test.describe('headers', () => {
  for (const path of ['/', '/blog', '/blog/mental-health', '/survey', '/our-story']) {
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

  for (const path of ['/.env', '/.git/HEAD', '/.git/config', '/package.json', '/dist/server/entry.mjs', '/data/e2e/postgres-password']) {
    test(`${path} is not served`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expectSecurityHeaders(response, path);
    });
  }
});
