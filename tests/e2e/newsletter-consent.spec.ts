import type { Page } from '@playwright/test';
import { closeDb, query } from './support/db.ts';
import { expect, test } from './support/client.ts';
import { linkInMailbox } from './support/mailbox.ts';
import { quietVisitor, withCookiesAccepted } from './support/visitor.ts';
import { uniqueEmail } from '../support/index.ts';

// The digest's opt-in box on the e-book page, the home page's e-book popup and the survey
// starts unticked; ticked, it asks for the digest (double opt-in: a confirmation mail) and stores the
// very words the reader saw beside it, as the footer's form stores its own.

test.afterAll(closeDb);

const BOX = 'Also send me the weekly digest: new articles, episodes and stories, once a week (we e-mail you a button to confirm; unsubscribe with one click)';
const BOX_FIL = 'Padalhan din ako ng lingguhang digest: mga bagong artikulo, episode at kuwento, isang beses kada linggo (magpapadala kami ng e-mail na may button para kumpirmahin; puwedeng mag-unsubscribe sa isang click)';

const subscription = async (email: string) =>
  (await query<{ state: string; source: string; language: string; consent_text: string }>('select state, source, language, consent_text from newsletter_subscriptions where lower(email) = lower($1)', [email]))[0];

/** Ticked: a pending subscription holding the box's words, and its confirmation mail arrives. */
async function askedForTheDigest(email: string, words: string, source: string, language = 'en') {
  await expect.poll(() => subscription(email)).toEqual({ state: 'pending', source, language, consent_text: words });
  await linkInMailbox(email, new RegExp(`https?://[^\\s]+${language === 'fil' ? '/fil' : ''}/newsletter/confirm/[\\w-]{43}`));
}

async function sendEbookPage(page: Page, email: string, tick: boolean, path = '/ebook', words = BOX) {
  await page.goto(path);
  const box = page.getByRole('checkbox', { name: words });
  await expect(box).not.toBeChecked();
  await page.getByLabel(path.startsWith('/fil') ? 'E-mail Address *' : 'Email Address *', { exact: true }).fill(email);
  if (tick) await box.check();
  await page.getByRole('button', { name: path.startsWith('/fil') ? 'Kunin ang E-book' : 'Get the E-book' }).click();
  await expect(page.getByRole('region', { name: path.startsWith('/fil') ? 'Salamat!' : 'Thank you!' })).toBeVisible();
}

async function sendSurvey(page: Page, email: string, tick: boolean) {
  await page.goto('/survey');
  const box = page.getByRole('checkbox', { name: BOX });
  await expect(box).not.toBeChecked();
  await page.getByLabel('Email *', { exact: true }).fill(email);
  const five = page.getByRole('group', { name: 'Rating *' }).getByRole('radio', { name: '5 stars', exact: true });
  await five.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await five.check({ force: true });
  await page.getByLabel('Feedback *', { exact: true }).fill('The digest box test: the episodes help me plan my remittances.');
  if (tick) await box.check();
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the digest's box ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });
    test.beforeEach(async ({ context, baseURL }) => quietVisitor(context, baseURL));

    test('on the e-book page: unticked, nobody is subscribed; ticked, a confirmation mail and the box’s words stored', async ({ page }) => {
      const without = uniqueEmail('ebook-nobox');
      await sendEbookPage(page, without, false);
      expect(await subscription(without)).toBeUndefined();

      const email = uniqueEmail('ebook-box');
      await sendEbookPage(page, email, true);
      await askedForTheDigest(email, BOX, 'ebook');
    });

    test('on the survey: unticked, nobody is subscribed; ticked, a confirmation mail and the box’s words stored', async ({ page }) => {
      const without = uniqueEmail('survey-nobox');
      await sendSurvey(page, without, false);
      expect(await subscription(without)).toBeUndefined();

      const email = uniqueEmail('survey-box');
      await sendSurvey(page, email, true);
      await askedForTheDigest(email, BOX, 'survey');
    });
  });
}

test('the Filipino e-book page’s box stores its Filipino words', async ({ page, context, baseURL }) => {
  await quietVisitor(context, baseURL);
  const email = uniqueEmail('ebook-box-fil');
  await sendEbookPage(page, email, true, '/fil/ebook', BOX_FIL);
  await askedForTheDigest(email, BOX_FIL, 'ebook', 'fil');
});

// The popup needs JavaScript: without it, it never opens.
test.describe('the home page’s e-book popup', () => {
  test.beforeEach(async ({ context, baseURL }) => withCookiesAccepted(context, baseURL));

  for (const [path, heading, email, send, words, language] of [
    ['/', 'Free e-book for OFWs', 'Email Address', 'Send Me the E-book', BOX, 'en'],
    ['/fil', 'Libreng e-book para sa mga OFW', 'E-mail Address', 'Ipadala sa Akin ang E-book', BOX_FIL, 'fil'],
  ] as const) {
    test(`has the digest's box, unticked (${language}); ticked, a confirmation mail and the box’s words stored`, async ({ page }) => {
      const address = uniqueEmail(`popup-box-${language}`);
      await page.goto(path);
      const dialog = page.getByRole('dialog', { name: heading });
      await expect(dialog).toBeVisible({ timeout: 7000 });
      const box = dialog.getByRole('checkbox', { name: words });
      await expect(box).not.toBeChecked();
      await dialog.getByLabel(email, { exact: true }).fill(address);
      await box.check();
      await dialog.getByRole('button', { name: send }).click();
      await expect(dialog.getByRole('region', { name: language === 'fil' ? 'Salamat!' : 'Thank you!' })).toBeVisible();
      await askedForTheDigest(address, words, 'ebook', language);
    });
  }
});

test.describe('the subscribe forms store the words they show', () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(async ({ context, baseURL }) => quietVisitor(context, baseURL));

  test('the footer’s form: its heading, its text and its button', async ({ page }) => {
    const email = uniqueEmail('footer-words');
    await page.goto('/podcast');
    const form = page.getByRole('contentinfo').getByRole('form', { name: 'Weekly digest' });
    const shown = await form.innerText();
    await form.getByLabel('Your e-mail for the digest').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    const stored = (await subscription(email))!.consent_text;
    const [heading, intro, button] = stored.split('\n');
    expect(heading).toBe('Weekly digest');
    expect(shown).toContain(heading);
    expect(shown).toContain(intro);
    expect(button).toBe('[Subscribe]');
  });

  test('/fil/newsletter’s form: the page’s heading and text, and its button, in Filipino', async ({ page }) => {
    const email = uniqueEmail('page-words-fil');
    await page.goto('/fil/newsletter');
    const heading = await page.getByRole('heading', { level: 1 }).innerText();
    const main = await page.getByRole('main').innerText();
    await page.getByRole('main').getByLabel('E-mail mo para sa digest').fill(email);
    await page.getByRole('main').getByRole('button', { name: 'Mag-subscribe' }).click();
    await expect(page.getByRole('heading', { name: 'Tingnan ang inbox mo' })).toBeVisible();
    const [storedHeading, intro, button] = (await subscription(email))!.consent_text.split('\n');
    expect(storedHeading).toBe(heading);
    expect(main).toContain(intro);
    expect(button).toBe('[Mag-subscribe]');
    await linkInMailbox(email, /https?:\/\/[^\s]+\/fil\/newsletter\/confirm\/[\w-]{43}/);
  });
});
