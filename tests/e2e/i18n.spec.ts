import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES, localePath, type Locale } from '../../src/i18n/locales.ts';
import { messagesFor } from '../../src/i18n/messages.ts';
import { englishShownIn } from './support/dictionary-strings.ts';
import { PUBLIC_ROUTES } from './support/routes.ts';
import { withoutEbookPopup } from './support/visitor.ts';
import { axe } from './support/axe.ts';
import { PHONE_ONLY } from './support/widths.ts';

// Every public page in both languages, checked once, at phone width (in the mobile project only, 375 px):
// the right language, its twin named for search engines and reachable by the language switch,
// accessible; and no English on its Filipino page, nor on the Filipino page not found.

const otherLocale = (locale: Locale): Locale => LOCALES.find((other) => other !== locale)!;

test.beforeEach(async ({ context }) => {
  await withoutEbookPopup(context);
});

async function alternate(page: Page, hreflang: string): Promise<string> {
  const links = page.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`);
  await expect(links, hreflang).toHaveCount(1);
  return new URL((await links.getAttribute('href'))!).pathname;
}

/** Everything a Filipino page says: text, labels, alternative texts, titles, placeholders, metadata, and what its islands will show. */
async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const tag = node.parentElement?.tagName;
      if (tag !== 'SCRIPT' && tag !== 'STYLE' && node.nodeValue?.trim()) texts.push(node.nodeValue);
    }
    for (const attribute of ['aria-label', 'alt', 'title', 'placeholder']) {
      for (const element of document.querySelectorAll(`[${attribute}]`)) texts.push(element.getAttribute(attribute)!);
    }
    for (const meta of document.querySelectorAll('meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]')) {
      texts.push(meta.getAttribute('content') ?? '');
    }
    const collect = (value: unknown): void => {
      if (typeof value === 'string') texts.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    for (const island of document.querySelectorAll('astro-island[props]')) collect(JSON.parse(island.getAttribute('props')!));
    return texts;
  });
}

async function expectNoEnglish(page: Page, address: string) {
  expect(englishShownIn(await pageTexts(page)), `English strings on ${address}`).toEqual([]);
}

for (const route of PUBLIC_ROUTES) {
  for (const locale of LOCALES) {
    const address = localePath(locale, route);
    const twin = localePath(otherLocale(locale), route);

    const filipino = locale === 'fil';
    test(`${address}: lang ${locale}, hreflang twins, a working switch, no axe violations${filipino ? ', no English from the dictionary' : ''}`, PHONE_ONLY, async ({ page }) => {
      const response = await page.goto(address);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      expect(await alternate(page, 'en')).toBe(localePath('en', route));
      expect(await alternate(page, 'fil')).toBe(localePath('fil', route));
      expect(await alternate(page, 'x-default')).toBe(localePath(DEFAULT_LOCALE, route));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Nothing is wider than the phone: no sideways scrolling, and the fixed header's controls stay on screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

      const { violations } = await axe(page).analyze();
      expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
      if (filipino) await expectNoEnglish(page, address);

      const other = otherLocale(locale);
      const switchLink = page.getByRole('navigation', { name: messagesFor(locale).layout.languageSwitch }).getByRole('link', { name: LANGUAGE_NAMES[other] });
      await expect(switchLink).toHaveAttribute('hreflang', other);
      await switchLink.click();
      await expect(page).toHaveURL(twin);
      await expect(page.locator('html')).toHaveAttribute('lang', other);
    });
  }
}

test('a language prefix other than Filipino is not found', async ({ request }) => {
  for (const address of ['/en/survey', '/xx/survey', '/en', '/tl/blog']) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(404);
  }
});

test('/fil/no-such-page shows no English from the dictionary', async ({ page }) => {
  await page.goto('/fil/no-such-page');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expectNoEnglish(page, '/fil/no-such-page');
});
