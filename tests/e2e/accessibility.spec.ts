import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { PAGES, PUBLIC_ROUTES } from './support/routes.ts';
import { withCookiesAccepted, withoutEbookPopup } from './support/visitor.ts';
import { axe } from './support/axe.ts';
import { PHONE } from './support/widths.ts';

// axe (WCAG 2.0–2.2 A and AA) on every public route, with and without JavaScript, and with each
// overlay open; the overlays, and the routes i18n.spec.ts does not check at 375 px, at phone width too.

const ROUTES = [
  ...PAGES,
  '/blog/starting-your-journey',
  '/blog/mental-health', // has a hero image
  '/blog/middle-east-success-stories',
  '/search?q=emergency+fund',
  '/search?q=zzyzx+qwfp',
  '/no-such-page',
];

/** `within`: a selector to check only that part, where nothing else on the page changed since the last check. */
async function expectNoViolations(page: Page, label: string, within?: string) {
  const checker = axe(page);
  const { violations } = await (within ? checker.include(within) : checker).analyze();
  const summary = violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => `${n.target.join(' ')} :: ${n.failureSummary ?? ''}`.slice(0, 400)),
  }));
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** The chat's panel, the part of the page a conversation changes. */
const CHAT = '#chat-panel';

const mainMenuLink = (page: Page, label: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: new RegExp(`^${label}`) });

/**
 * Runs none of the site's own scripts. Playwright's `javaScriptEnabled: false` would also stop axe,
 * which runs through DevTools; a Content-Security-Policy of `script-src 'none'` on every page stops
 * only the page's scripts (inline and external) and leaves axe working.
 */
async function withoutSiteScripts(context: BrowserContext) {
  await context.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch({ maxRedirects: 0 });
    return route.fulfill({
      response,
      headers: { ...response.headers(), 'content-security-policy': "script-src 'none'" },
    });
  });
}

/** Waits until the page has settled: its h1 shown (and, with JavaScript, the widgets set up). */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

test.describe('with JavaScript', () => {
  test.beforeEach(async ({ context }) => {
    await withoutEbookPopup(context);
  });

  for (const route of ROUTES) {
    // At phone width i18n.spec.ts runs axe over every public route in both languages; these are the others.
    test(`${route} (first visit, cookie notice shown)`, PUBLIC_ROUTES.includes(route) ? {} : PHONE, async ({ page }) => {
      await page.goto(route);
      await settled(page);
      await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
      await expectNoViolations(page, route);
    });
  }

  test('/ with the cookie notice accepted', async ({ page, context, baseURL }) => {
    await withCookiesAccepted(context, baseURL);
    await page.goto('/');
    await settled(page);
    await expectNoViolations(page, '/ (consent given)');
  });

  test('/ with the menu open', PHONE, async ({ page, context, baseURL }) => {
    await withCookiesAccepted(context, baseURL);
    await page.goto('/');
    const button = page.getByRole('button', { name: /Menu/ });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(mainMenuLink(page, 'OUR STORY')).toBeVisible();
    await expectNoViolations(page, '/ with the menu open');
  });

  test('an article with the menu open', PHONE, async ({ page, context, baseURL }) => {
    await withCookiesAccepted(context, baseURL);
    await page.goto('/blog/legal-guide');
    await page.getByRole('button', { name: /Menu/ }).click();
    await expect(mainMenuLink(page, 'CONNECT')).toBeVisible();
    await expectNoViolations(page, '/blog/legal-guide with the menu open');
  });

  test('/ with the chat open and a conversation', PHONE, async ({ page, context, baseURL }) => {
    await withCookiesAccepted(context, baseURL);
    await page.goto('/');
    await page.getByRole('button', { name: /open chat/i }).click();
    const dialog = page.getByRole('dialog', { name: 'OFW assistant' });
    await expect(dialog).toBeVisible();
    await expectNoViolations(page, '/ with the chat open');

    await dialog.getByRole('textbox', { name: 'Message' }).fill('How do I start saving?');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText(/typing/i)).toBeVisible();
    await expectNoViolations(page, '/ with the chat waiting for a reply', CHAT);
    await expect(dialog.locator('blockquote')).toBeVisible({ timeout: 5_000 });
    await expectNoViolations(page, '/ with the chat answered from an article', CHAT);
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Hello po');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText(/^Salamat for your message!/)).toBeVisible({ timeout: 5_000 });
    await expectNoViolations(page, '/ with the chat replied', CHAT);
  });

  test('/blog with the chat open', PHONE, async ({ page, context, baseURL }) => {
    await withCookiesAccepted(context, baseURL);
    await page.goto('/blog');
    await page.getByRole('button', { name: /open chat/i }).click();
    await expect(page.getByRole('dialog', { name: 'OFW assistant' })).toBeVisible();
    await expectNoViolations(page, '/blog with the chat open');
  });
});

test('/ with the e-book popup open', PHONE, async ({ page, context, baseURL }) => {
  // No init script here: the popup opens by itself 3 seconds after loading, once the cookie notice is answered.
  await withCookiesAccepted(context, baseURL);
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: /e-book/i });
  await expect(popup).toBeVisible({ timeout: 10_000 });
  await expect(popup.getByLabel(/Email Address/)).toBeVisible();
  await expectNoViolations(page, '/ with the e-book popup open');
});

test.describe('without JavaScript', () => {
  test.beforeEach(async ({ context }) => {
    await withoutSiteScripts(context);
  });

  for (const route of ROUTES) {
    test(`${route}`, async ({ page }) => {
      await page.goto(route);
      await settled(page);
      // The scripts really did not run: the chat button only appears with JavaScript.
      await expect(page.getByRole('button', { name: /chat/i })).toBeHidden();
      await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
      await expectNoViolations(page, `${route} without JavaScript`);
    });
  }

  test('/ with the menu open by keyboard focus', PHONE, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Menu/ }).focus();
    await page.keyboard.press('Tab');
    await expect(mainMenuLink(page, 'OUR STORY')).toBeFocused();
    await expectNoViolations(page, '/ with the menu open, without JavaScript');
  });
});
