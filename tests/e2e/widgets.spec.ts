import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { withoutEbookPopup } from './support/visitor.ts';
import { PHONE } from './support/widths.ts';

// The cookie notice and the chat assistant; opening and closing them at phone width too.

const CONSENT = 'cookie_consent';
const ONE_YEAR_S = 31_536_000;
const ONE_DAY_S = 86_400;
const GREETING = "Hello! I'm your OFW assistant. How can I help you today?";
const REPLY_START = 'Salamat for your message!';

/** Prerendered (the server takes the notice out for visitors who accepted) and rendered per request (/podcast). */
const CONTENT_PAGES = ['/blog', '/blog/emergency-fund', '/fil/blog/emergency-fund', '/our-story', '/privacy', '/terms', '/cookies', '/podcast'];

/** The notice in the page's language (a Filipino page names it in Filipino). */
const cookieNotice = (page: Page, path = '/') =>
  page.getByRole('region', { name: path.startsWith('/fil/') ? 'Paalala tungkol sa cookies' : 'Cookie notice' });
const acceptLabel = (path: string) => (path.startsWith('/fil/') ? 'Sige, tanggap ko' : 'Accept');

async function expectConsentCookieForAYear(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === CONSENT);
  expect(cookie, 'the consent cookie is set').toBeDefined();
  expect(cookie!.path).toBe('/');
  const expected = Date.now() / 1000 + ONE_YEAR_S;
  expect(Math.abs(cookie!.expires - expected)).toBeLessThan(ONE_DAY_S);
}

test.describe('cookie notice', () => {
  test.beforeEach(async ({ context }) => {
    await withoutEbookPopup(context);
  });

  for (const path of ['/', '/blog/handling-homesickness']) {
    test(`shows on a first visit to ${path}; Accept hides it for a year`, PHONE, async ({ page, context }) => {
      await page.goto(path);
      const notice = cookieNotice(page);
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(CONSENT);
      await expect(notice.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');
      expect((await context.cookies()).find((c) => c.name === CONSENT)).toBeUndefined();

      await notice.getByRole('button', { name: 'Accept' }).click();
      await expect(notice).toBeHidden();
      await expect(page).toHaveURL(path);
      await expectConsentCookieForAYear(context);

      // Gone on the next pages, prerendered or not.
      await page.goto('/blog');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(cookieNotice(page)).toBeHidden();
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(cookieNotice(page)).toBeHidden();
    });
  }

  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
      test.use({ javaScriptEnabled });

      for (const path of CONTENT_PAGES) {
        test(`${path} shows it before consent and leaves it out of the page after`, async ({ page, context, baseURL }) => {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(cookieNotice(page, path).getByRole('button', { name: acceptLabel(path) })).toBeVisible();

          await context.addCookies([{ name: CONSENT, value: 'accepted', url: baseURL! }]);
          await page.reload();
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.getByRole('contentinfo')).toBeAttached();
          await expect(cookieNotice(page, path)).toHaveCount(0);
        });
      }
    });
  }

  test('keeps showing on each page until accepted', async ({ page }) => {
    await page.goto('/blog');
    await expect(cookieNotice(page)).toBeVisible();
    await page.goto('/survey');
    await expect(cookieNotice(page)).toBeVisible();
    await page.reload();
    await expect(cookieNotice(page)).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('Accept posts a form, sets the cookie and the notice is gone on the home page', async ({ page, context }) => {
      await page.goto('/');
      const notice = cookieNotice(page);
      await expect(notice).toBeVisible();
      await notice.getByRole('button', { name: 'Accept' }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Kwentong OFW' })).toBeVisible();
      await expect(cookieNotice(page)).toBeHidden();
      await expectConsentCookieForAYear(context);
      // And on the next server-rendered page too.
      await page.goto('/survey');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(cookieNotice(page)).toBeHidden();
    });

    test('Accept on an article returns to that article, and prerendered pages no longer show it', async ({ page, context }) => {
      await page.goto('/blog/coming-home');
      await cookieNotice(page).getByRole('button', { name: 'Accept' }).click();
      await expect(page).toHaveURL('/blog/coming-home');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coming Home: Reintegration Guide');
      await expectConsentCookieForAYear(context);
      // A prerendered page too is sent without the notice once it was accepted.
      await expect(cookieNotice(page)).toBeHidden();
      await page.goto('/blog');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(cookieNotice(page)).toBeHidden();
    });
  });

  test('the consent endpoint never redirects to another site', async ({ request, baseURL }) => {
    for (const returnTo of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const response = await request.post('/cookie-consent', {
        form: { returnTo },
        headers: { Origin: new URL(baseURL!).origin },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(303);
      expect(response.headers()['location']).toBe('/');
    }
  });
});

test.describe('chat assistant', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await withoutEbookPopup(context);
    await context.addCookies([{ name: CONSENT, value: 'accepted', url: baseURL! }]);
  });

  const chatToggle = (page: Page, expanded: boolean) => page.getByRole('button', { name: /chat/i, expanded });
  const chatDialog = (page: Page) => page.getByRole('dialog', { name: 'OFW assistant' });

  for (const path of ['/', '/blog/emergency-fund']) {
    test(`opens from the floating button on ${path} with the greeting`, PHONE, async ({ page }) => {
      await page.goto(path);
      const toggle = chatToggle(page, false);
      await expect(toggle).toBeVisible();
      await expect(toggle).toHaveAccessibleName(/open chat/i);
      await expect(chatDialog(page)).toBeHidden();

      await toggle.click();
      const dialog = chatDialog(page);
      await expect(dialog).toBeVisible();
      await expect(chatToggle(page, true)).toBeVisible();
      await expect(dialog.getByText(GREETING, { exact: true })).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'Message' })).toBeFocused();
      await expect(dialog).toBeInViewport({ ratio: 1 });
    });
  }

  test('a question gets a typing indicator, then an answer quoted from an article about 1.5 s later', async ({ page }) => {
    await page.goto('/');
    await chatToggle(page, false).click();
    const dialog = chatDialog(page);
    const conversation = dialog.getByRole('list', { name: 'Conversation' });
    const messages = conversation.locator(':scope > li');
    const input = dialog.getByRole('textbox', { name: 'Message' });
    const send = dialog.getByRole('button', { name: 'Send' });
    const typing = dialog.getByText(/typing/i);

    await expect(conversation).toHaveAttribute('aria-live', 'polite');
    await expect(messages).toHaveCount(1);
    await expect(typing).toBeHidden();

    await input.fill('Kumusta! How do I start an emergency fund?');
    const sentAt = Date.now();
    await send.click();

    await expect(conversation.getByText('Kumusta! How do I start an emergency fund?', { exact: true })).toBeVisible();
    await expect(input).toHaveValue('');
    await expect(typing).toBeVisible();
    await expect(input).toBeDisabled();
    await expect(send).toBeDisabled();

    const answer = messages.nth(2);
    await expect(answer).toContainText('From “', { timeout: 5_000 });
    const elapsed = Date.now() - sentAt;
    expect(elapsed).toBeGreaterThanOrEqual(1_300);
    expect(elapsed).toBeLessThan(4_000);
    // A quoted passage, and links to where it came from.
    await expect(answer.locator('blockquote')).toHaveText(/\w+( \w+){9,}/);
    await expect(answer.getByRole('link', { name: 'Building Your Emergency Fund, Step by Step' })).toHaveAttribute('href', '/blog/emergency-fund');
    expect(await answer.getByRole('link').count()).toBeLessThanOrEqual(3);
    await expect(typing).toBeHidden();
    await expect(input).toBeEnabled();
    await expect(send).toBeEnabled();
    await expect(input).toBeFocused();
    await expect(messages).toHaveCount(3);

    // Enter sends too; a question the site is not about gets what the assistant can help with, a search and a person.
    await input.fill('What is the capital of France?');
    await input.press('Enter');
    await expect(conversation.getByText('What is the capital of France?', { exact: true })).toBeVisible();
    await expect(input).toBeDisabled();
    const noAnswer = messages.nth(4);
    await expect(noAnswer).toContainText(new RegExp(`^${REPLY_START}`), { timeout: 5_000 });
    await expect(noAnswer).toContainText('I can help with life as an OFW: money and savings, family, work and your rights, and going home.');
    await expect(noAnswer.getByRole('link', { name: 'Search the site' })).toHaveAttribute('href', '/search?q=What+is+the+capital+of+France%3F');
    await expect(noAnswer.getByRole('link', { name: 'Services form' })).toHaveAttribute('href', '/contact');
    await expect(noAnswer.locator('blockquote')).toHaveCount(0);
    await expect(input).toBeEnabled();
  });

  test('a quick-reply button asks its question', async ({ page }) => {
    await page.goto('/blog');
    await chatToggle(page, false).click();
    const dialog = chatDialog(page);
    await dialog.getByRole('button', { name: 'Where do I report an abusive employer?' }).click();
    const messages = dialog.getByRole('list', { name: 'Conversation' }).locator(':scope > li');
    await expect(messages.nth(1)).toHaveText('Where do I report an abusive employer?');
    await expect(messages.nth(2).getByRole('link', { name: 'Legal Rights and Protection Guide for OFWs' })).toBeVisible({ timeout: 5_000 });
    // The common questions make way for the conversation.
    await expect(dialog.getByRole('button', { name: 'How do I start saving?' })).toHaveCount(0);
  });

  test('an empty message is not sent', async ({ page }) => {
    await page.goto('/');
    await chatToggle(page, false).click();
    const dialog = chatDialog(page);
    const input = dialog.getByRole('textbox', { name: 'Message' });
    await input.fill('   ');
    await input.press('Enter');
    await expect(dialog.getByRole('list', { name: 'Conversation' }).locator(':scope > li')).toHaveCount(1);
    await expect(input).toBeEnabled();
  });

  test('Escape closes it and focus returns to the button', async ({ page }) => {
    await page.goto('/blog');
    await chatToggle(page, false).click();
    await expect(chatDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(chatDialog(page)).toBeHidden();
    const toggle = chatToggle(page, false);
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAccessibleName(/open chat/i);
  });

  test('the close button and the floating button both close it', PHONE, async ({ page }) => {
    await page.goto('/blog');
    await chatToggle(page, false).click();
    const dialog = chatDialog(page);
    await dialog.getByRole('button', { name: /close chat/i }).click();
    await expect(dialog).toBeHidden();
    await expect(chatToggle(page, false)).toBeFocused();

    await chatToggle(page, false).click();
    await expect(dialog).toBeVisible();
    await chatToggle(page, true).click();
    await expect(dialog).toBeHidden();
  });

  test('keyboard only: Enter on the button opens it', async ({ page }) => {
    await page.goto('/blog');
    await chatToggle(page, false).focus();
    await page.keyboard.press('Enter');
    await expect(chatDialog(page)).toBeVisible();
    await expect(chatDialog(page).getByRole('textbox', { name: 'Message' })).toBeFocused();
  });
});
