import { expect, test, type Locator, type Page } from '@playwright/test';
import { PHONE } from './support/widths.ts';

// One overlay at a time. On a first visit the page asks one thing at a time, at the bottom of the
// screen: the cookie notice (with the suggestion to read the page in Filipino, one bar, in Filipino).
// The e-book popup waits until that is answered and nothing else is open, and never interrupts a form
// being filled; the chat button stays out of the bar's way; and the legal links and the chat button
// never cover the end of a page.

/** What can lie over the page, found as a person finds them. */
function overlays(page: Page) {
  return {
    /** The notice bar's two parts. */
    suggestion: page.getByRole('complementary', { name: 'Mungkahi sa wika' }),
    cookieNotice: page.getByRole('region', { name: /^(Cookie notice|Paalala tungkol sa cookies)$/ }),
    popup: page.getByRole('dialog', { name: /^(Free e-book for OFWs|Libreng e-book para sa mga OFW)$/ }),
    chat: page.getByRole('dialog', { name: 'OFW assistant' }),
    chatButton: page.getByRole('button', { name: /^(Open chat|Buksan ang chat)$/ }),
    legal: page.getByRole('navigation', { name: /^(Legal|Mga patakaran)$/ }),
  };
}

/** Whether the middle of `locator` is drawn on top (a click there would reach it). */
const onTop = (locator: Locator) =>
  locator.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && element.contains(hit);
  });

/** What is over the page now: the overlays shown, and whether the chat button sits on top of one. */
async function layersNow(page: Page) {
  const o = overlays(page);
  const shown: string[] = [];
  if ((await o.suggestion.isVisible()) || (await o.cookieNotice.isVisible())) shown.push('notice bar');
  if (await o.popup.isVisible()) shown.push('e-book popup');
  if (await o.chat.isVisible()) shown.push('chat');
  const chatButtonOnTop = shown.length > 0 && !shown.includes('chat') && (await o.chatButton.isVisible()) && (await onTop(o.chatButton));
  return { shown, chatButtonOnTop };
}

/**
 * Looks at the page every 250 ms for `ms` and expects at most one overlay, with nothing on top of it,
 * each time. Answers what was seen.
 */
async function expectOneAtATime(page: Page, ms: number) {
  const seen = new Set<string>();
  for (const end = Date.now() + ms; Date.now() < end; ) {
    const { shown, chatButtonOnTop } = await layersNow(page);
    expect(shown.length, `overlays at once: ${shown.join(', ')}`).toBeLessThanOrEqual(1);
    expect(chatButtonOnTop, `the chat button over the ${shown[0]}`).toBe(false);
    shown.forEach((layer) => seen.add(layer));
    await page.waitForTimeout(250);
  }
  return seen;
}

/**
 * Holds the e-book popup's code (fetched when its 3 s are over) until the test has done what comes
 * first; answers a function that lets it through once it was asked for.
 */
async function holdPopupCode(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked = page.waitForRequest(/\/EbookPopup\.island\.[\w-]+\.js$/, { timeout: 20_000 });
  await page.route(/\/EbookPopup\.island\.[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return async () => {
    await asked;
    release();
  };
}

/** Clicks a button of a plain form and waits for the page the server sends back. */
async function answer(page: Page, button: Locator) {
  await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), button.click()]);
  await page.waitForLoadState('load');
}

test.describe('a first visit shows one overlay at a time', PHONE, () => {
  // Each waits through the popup's 3 s, on a page reloaded once or twice.
  test.describe.configure({ timeout: 90_000 });

  test.describe('a phone set to Filipino, on an English page', () => {
    test.use({ locale: 'fil-PH' });

    test('one bar in Filipino; the e-book popup only once it is answered', async ({ page }) => {
      await page.goto('/');
      const o = overlays(page);
      await expect(o.suggestion).toBeVisible();
      // The cookie notice in the bar is the Filipino one, beside the suggestion: one bar, one language.
      const cookies = page.getByRole('region', { name: 'Paalala tungkol sa cookies' });
      await expect(cookies).toBeVisible();
      await expect(cookies).toHaveAttribute('lang', 'fil');
      await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeHidden();
      await expect(cookies.getByRole('button', { name: 'Sige, tanggap ko' })).toBeVisible();
      const [suggestionBox, cookieBox] = [await o.suggestion.boundingBox(), await cookies.boundingBox()];
      expect(Math.abs(suggestionBox!.y + suggestionBox!.height - cookieBox!.y)).toBeLessThanOrEqual(1);
      expect(Math.abs(cookieBox!.y + cookieBox!.height - page.viewportSize()!.height)).toBeLessThanOrEqual(1);
      await expect(o.chatButton).toBeHidden();

      // The popup's 3 s pass: it does not open over the bar.
      expect([...(await expectOneAtATime(page, 5_000))]).toEqual(['notice bar']);

      // Accepting cookies leaves the suggestion, which is still a question: still no popup.
      await answer(page, cookies.getByRole('button', { name: 'Sige, tanggap ko' }));
      await expect(page).toHaveURL('/');
      await expect(cookies).toBeHidden();
      await expect(o.suggestion).toBeVisible();
      expect([...(await expectOneAtATime(page, 4_500))]).toEqual(['notice bar']);

      // Answered: the bar is gone and the popup comes, alone; the chat button is back, under it.
      await answer(page, o.suggestion.getByRole('button', { name: 'Huwag na, salamat' }));
      await expect(o.suggestion).toBeHidden();
      const seen = await expectOneAtATime(page, 5_000);
      expect([...seen]).toEqual(['e-book popup']);
      await o.popup.getByRole('button', { name: 'Close' }).click();
      await expect(o.chatButton).toBeVisible();
    });
  });

  test.describe('a phone set to English', () => {
    test.use({ locale: 'en-US' });

    test('the cookie notice alone, then the popup alone', async ({ page }) => {
      await page.goto('/');
      const o = overlays(page);
      await expect(o.cookieNotice).toBeVisible();
      await expect(o.suggestion).toBeHidden();
      expect([...(await expectOneAtATime(page, 4_500))]).toEqual(['notice bar']);
      await answer(page, o.cookieNotice.getByRole('button', { name: 'Accept' }));
      await expect(o.cookieNotice).toBeHidden();
      expect([...(await expectOneAtATime(page, 5_000))]).toEqual(['e-book popup']);
    });

    test('the popup waits while the chat is open, and opens once it is closed', async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
      // The chat is opened before the popup is due.
      const popupDue = await holdPopupCode(page);
      await page.goto('/');
      const o = overlays(page);
      await o.chatButton.click();
      await expect(o.chat).toBeVisible();
      await popupDue();
      expect([...(await expectOneAtATime(page, 4_000))]).toEqual(['chat']);
      await page.keyboard.press('Escape');
      await expect(o.chat).toBeHidden();
      await expect(o.popup).toBeVisible({ timeout: 2_000 });
    });

    test('the popup never opens over a form being filled in', async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
      // Typed before the popup is due.
      const popupDue = await holdPopupCode(page);
      await page.goto('/');
      await page.getByRole('banner').getByRole('searchbox').fill('remittance');
      await page.getByRole('banner').getByRole('searchbox').blur();
      await popupDue();
      expect([...(await expectOneAtATime(page, 4_000))]).toEqual([]);
      await expect(overlays(page).popup).toBeHidden();
    });
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the end of every page is free, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, PHONE, () => {
    test.use({ javaScriptEnabled });

    for (const path of ['/', '/blog', '/blog/emergency-fund', '/survey', '/contact', '/fil/connect']) {
      test(`${path}: no text under the chat button or the legal links`, async ({ page, context, baseURL }) => {
        await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
        await context.addInitScript(() => localStorage.setItem('kwento:ebook-popup-dismissed', '1'));
        await page.goto(path);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const o = overlays(page);
        const fixed: Locator[] = [];
        if (javaScriptEnabled) {
          await expect(o.chatButton).toBeVisible();
          fixed.push(o.chatButton);
        }
        const legalFixed = await o.legal.evaluate((element) => getComputedStyle(element).position === 'fixed');
        // On a phone the legal links are the end of the footer; from 768 px they are fixed, as the specification has them.
        expect(legalFixed).toBe(page.viewportSize()!.width >= 768);
        await expect(o.legal).toBeInViewport({ ratio: 1 });
        if (legalFixed) fixed.push(o.legal);

        for (const layer of fixed) {
          const box = (await layer.boundingBox())!;
          // Every piece of text on the page that is not the layer's own, against the layer's box.
          const under = await layer.evaluate((own, b) => {
            const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
            const hidden: string[] = [];
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              if (!node.textContent?.trim() || own.contains(node) || node.parentElement?.closest('[hidden], dialog:not([open])')) continue;
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const r of range.getClientRects()) {
                // Text for screen readers only is a 1 px box nobody sees.
                const overlaps = r.width > 2 && r.height > 2 && r.left < b.x + b.width && r.right > b.x && r.top < b.y + b.height && r.bottom > b.y;
                if (overlaps && getComputedStyle(node.parentElement!).visibility !== 'hidden') hidden.push(node.textContent.trim());
              }
            }
            return hidden;
          }, box);
          expect(under, 'text covered').toEqual([]);
        }
      });
    }
  });
}
