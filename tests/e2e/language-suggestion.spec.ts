import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { axe } from './support/axe.ts';
import { PHONE } from './support/widths.ts';

// A visitor whose browser prefers Filipino is offered the Filipino page, never sent there: a small
// notice on English pages, with and without JavaScript, remembered once answered.

const suggestion = (page: Page) => page.getByRole('complementary', { name: 'Mungkahi sa wika' });

async function languageCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'kwento_lang');
}

async function expectRememberedForAYear(context: BrowserContext, value: 'en' | 'fil') {
  const cookie = await languageCookie(context);
  expect(cookie?.value).toBe(value);
  expect(cookie?.sameSite).toBe('Lax');
  const days = (cookie!.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(366);
}

interface LayoutShift {
  value: number;
  /** What moved: each element's tag, its label or first words, and where it was and went. */
  moved: string[];
}

/** Every layout shift the page has had, with a shift observer installed before it loads. */
async function recordLayoutShifts(context: BrowserContext) {
  await context.addInitScript(() => {
    const shifts: LayoutShift[] = [];
    (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts = shifts;
    type Entry = PerformanceEntry & { value: number; sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
    const describe = (node: Node | undefined) => {
      if (!(node instanceof Element)) return node?.nodeName ?? 'a removed node';
      const label = node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 40) ?? '';
      return `<${node.tagName.toLowerCase()}> "${label}"`;
    };
    const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Entry[]) {
        shifts.push({ value: entry.value, moved: (entry.sources ?? []).map((s) => `${describe(s.node)} from ${rect(s.previousRect)} to ${rect(s.currentRect)}`) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts);

for (const javaScriptEnabled of [true, false]) {
  test.describe(`a browser preferring Filipino, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ locale: 'fil-PH', javaScriptEnabled });

    test('an English article offers its Filipino page; following the offer remembers Filipino', async ({ page, context }) => {
      await page.goto('/blog/financial-planning');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Financial Planning for OFWs');
      const offer = suggestion(page);
      await expect(offer).toBeVisible();
      await expect(offer).toHaveAttribute('lang', 'fil');
      await expect(offer).toContainText('Basahin ito sa Filipino?');
      // In the bar fixed at the bottom, over the page and not in its flow: showing it moves nothing. The
      // cookie notice in the same bar speaks Filipino too.
      expect(await offer.evaluate((element) => getComputedStyle(element.parentElement!).position)).toBe('fixed');
      const box = (await offer.boundingBox())!;
      expect(box.y + box.height).toBeGreaterThan(page.viewportSize()!.height / 2);
      await expect(page.getByRole('region', { name: 'Paalala tungkol sa cookies' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeHidden();

      await offer.getByRole('link', { name: 'Lumipat sa Filipino' }).click();
      await expect(page).toHaveURL('/fil/blog/financial-planning');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Financial Planning para sa mga OFW');
      await expect(suggestion(page)).toBeHidden();
      await expectRememberedForAYear(context, 'fil');

      // Back on an English page (a shared link, say): the choice stands, nothing is offered again.
      await page.goto('/blog');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(suggestion(page)).toBeHidden();
    });

    test('dismissing keeps the visitor on the English page and stays dismissed', async ({ page, context }) => {
      await page.goto('/our-story');
      await suggestion(page).getByRole('button', { name: 'Huwag na, salamat' }).click();
      await expect(page).toHaveURL('/our-story');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(suggestion(page)).toBeHidden();
      await expectRememberedForAYear(context, 'en');

      for (const path of ['/', '/contact', '/blog/legal-guide']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
        await expect(suggestion(page), path).toBeHidden();
      }
    });

    test('pages rendered per request offer it too, and Filipino pages never do', async ({ page }) => {
      await page.goto('/');
      await expect(suggestion(page)).toBeVisible();
      await page.goto('/survey');
      await expect(suggestion(page)).toBeVisible();
      for (const path of ['/fil', '/fil/blog/legal-guide', '/fil/survey']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
        await expect(suggestion(page), path).toBeHidden();
      }
    });

    test('choosing English with the language switch counts as an answer', async ({ page, context }) => {
      await page.goto('/fil/blog/legal-guide');
      await page.getByRole('navigation', { name: 'Wika' }).getByRole('link', { name: 'English' }).click();
      await expect(page).toHaveURL('/blog/legal-guide');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(suggestion(page)).toBeHidden();
      await expectRememberedForAYear(context, 'en');
    });
  });
}

test.describe('a browser preferring English', () => {
  test.use({ locale: 'en-US' });

  test('is offered nothing', async ({ page }) => {
    for (const path of ['/', '/blog/financial-planning', '/survey']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      await expect(suggestion(page), path).toBeHidden();
    }
  });

  test('choosing Filipino with the language switch is remembered', async ({ page, context }) => {
    await page.goto('/podcast');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Filipino' }).click();
    await expect(page).toHaveURL('/fil/podcast');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await expectRememberedForAYear(context, 'fil');
  });
});

test.describe('showing the suggestion', () => {
  test.use({ locale: 'fil-PH' });

  test('shifts no layout and has no axe violations', PHONE, async ({ page, context }) => {
    await recordLayoutShifts(context);
    await page.goto('/blog/mental-health');
    await expect(suggestion(page)).toBeVisible();
    await page.waitForLoadState('load');
    expect(await layoutShifts(page)).toEqual([]);
    const { violations } = await axe(page).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  });

  test('adds no JavaScript to a content page', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/blog/legal-guide', { waitUntil: 'load' });
    await expect(suggestion(page)).toBeVisible();
    expect(scripts).toEqual([]);
  });
});

test.describe('the language choice endpoint', () => {
  test('answers 400 with a reason for an unknown language or a page off the site', async ({ request, baseURL }) => {
    const unknown = await request.get('/language-choice?language=xx&path=/blog', { maxRedirects: 0 });
    expect(unknown.status()).toBe(400);
    expect(await unknown.text()).toContain('Unknown language');
    for (const path of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const offSite = await request.post('/language-choice', {
        form: { language: 'en', path },
        headers: { Origin: new URL(baseURL!).origin },
        maxRedirects: 0,
      });
      expect(offSite.status(), path).toBe(400);
      expect(offSite.headers()['set-cookie'], path).toBeUndefined();
    }
  });

  test('marks the cookie Secure when the visitor came over HTTPS', async ({ request }) => {
    const response = await request.get('/language-choice?language=fil&path=/blog', { headers: { 'X-Forwarded-Proto': 'https' }, maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(response.headers()['location']).toBe('/fil/blog');
    expect(response.headers()['set-cookie']).toBe('kwento_lang=fil; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });

  test('every English page shows the offer only to a browser preferring Filipino without a choice: prerendered, from the render cache and rendered per request', async ({ request }) => {
    const offered = async (response: { text(): Promise<string> }) => {
      const html = await response.text();
      expect(html).toContain('<aside id="language-suggestion"');
      return !html.includes('<aside id="language-suggestion" hidden=""');
    };
    for (const path of ['/blog/financial-planning', '/', '/contact']) {
      const filipino = await request.get(path, { headers: { 'Accept-Language': 'tl,en;q=0.5' } });
      expect(await offered(filipino), path).toBe(true);
      const chosen = await request.get(path, { headers: { 'Accept-Language': 'tl', Cookie: 'kwento_lang=en' } });
      expect(await offered(chosen), path).toBe(false);
      const english = await request.get(path, { headers: { 'Accept-Language': 'en-GB,fil;q=0.8' } });
      expect(await offered(english), path).toBe(false);
    }
    // Caches keep one copy per language preference of a page built once.
    expect((await request.get('/blog/financial-planning')).headers()['vary']).toContain('Accept-Language');
  });
});
