import type { APIRequestContext, Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { closeDb, query } from './support/db.ts';
import { expect, holdRequests, renderedSubmissionId, test } from './support/client.ts';
import { postForm, uniqueEmail } from '../support/index.ts';
import { linkInMailbox, mailsTo } from './support/mailbox.ts';
import { PHONE } from './support/widths.ts';

test.afterAll(closeDb);

const MSG = {
  invalid: 'Please enter a valid email address.',
  thanks: 'Your free e-book will be sent to your inbox shortly.',
  recent: 'We e-mailed the download link to this address a few minutes ago. Please check your inbox, and your spam folder.',
  capped: 'Your signup is saved, but we did not send the link now: this address has already had all the e-mails we send to one address in a day.',
  cappedFil: 'Na-save ang signup mo, pero hindi muna namin ipinadala ang link',
  popupSuccess: 'Check your email for the download link.',
};

/** Three enquiries with this address: its e-mails for the day (each gets an auto-reply) are used up. */
async function useUpTheDaysMail(request: APIRequestContext, baseURL: string | undefined, email: string) {
  for (let i = 0; i < 3; i++) {
    const fields = { name: 'Jose', email, phone: '+971 50 123 4567', service: 'advertising', message: 'Please send your rates.', website: '' };
    const res = await postForm(request, baseURL, '/contact?_action=contact', { ...fields, submissionId: await renderedSubmissionId(request, '/contact') });
    expect(res.status()).toBe(200);
  }
}
const ACTION_URL = /\/_actions\/ebook/;

function ebookPage(page: Page) {
  return {
    heading: page.getByRole('heading', { name: 'Get Your Free OFW E-book', level: 1 }),
    email: page.getByLabel('Email Address *', { exact: true }),
    name: page.getByLabel('Name (optional)', { exact: true }),
    send: page.getByRole('button', { name: 'Get the E-book' }),
    // The thank-you, headed by the page's one "Thank you!".
    thanks: page.getByRole('region', { name: 'Thank you!' }),
    /** The problems listed above the form, each a link to its field. */
    problems: page.getByRole('region', { name: 'There is a problem' }),
  };
}

const signups = (email: string) =>
  query<{ email: string; name: string | null; source: string; list_type: string }>(
    'select email, name, source, list_type from ebook_signups where lower(email) = lower($1)',
    [email],
  );

/** Uses up this address's five e-book submissions for the minute (one row: the same address each time). */
async function useUpTheMinute(request: APIRequestContext, baseURL: string | undefined) {
  const earlier = uniqueEmail('ebook-earlier');
  for (let i = 0; i < 5; i++) {
    const res = await postForm(request, baseURL, '/ebook?_action=ebook', { source: 'ebook_page', website: '', email: earlier, name: '' });
    expect(res.status()).toBe(200);
  }
}

test.describe('e-book page with JavaScript', () => {
  test('happy path: the thank-you appears only once the signup is stored', async ({ page }) => {
    const email = uniqueEmail('ebook');
    let storedBeforeAnswer: number | undefined;
    const server = await holdRequests(page, ACTION_URL, async (route) => {
      const response = await route.fetch();
      // The server has answered: by now the row must exist.
      storedBeforeAnswer = (await signups(email)).length;
      await route.fulfill({ response });
    });
    await page.goto('/ebook');
    const f = ebookPage(page);
    await expect(f.heading).toBeVisible();
    await f.email.fill(email);
    await f.name.fill('  Liza  ');
    await f.send.click();

    const busy = page.getByRole('button', { name: 'Sending...' });
    await expect(busy).toBeDisabled();
    await expect(f.thanks).toBeHidden();

    server.release();
    await expect(f.thanks).toBeVisible();
    await expect(f.thanks).toContainText(MSG.thanks);
    await expect(f.thanks).toBeFocused();
    // Said once: no toast repeats it, and the message does not repeat the heading.
    await expect(page.getByText(MSG.thanks)).toHaveCount(1);
    await expect(page.getByText(/Thank you!/)).toHaveCount(1);
    expect(storedBeforeAnswer).toBe(1);
    await expect(f.email).toBeHidden();
    expect(await signups(email)).toEqual([{ email, name: 'Liza', source: 'ebook_page', list_type: 'ebook' }]);
  });

  test('an invalid address is refused next to the field and nothing is stored', async ({ page }) => {
    await page.goto('/ebook');
    const f = ebookPage(page);
    await f.send.click();
    await expect(f.email).toHaveAccessibleDescription(MSG.invalid);
    await expect(f.problems.getByRole('link')).toHaveText([MSG.invalid]);
    await expect(f.problems).toBeFocused();

    await f.email.fill('liza@localhost');
    await f.send.click();
    await expect(f.email).toHaveAccessibleDescription(MSG.invalid);
    await expect(f.email).toHaveValue('liza@localhost');
    await expect(f.thanks).toBeHidden();
    expect(await signups('liza@localhost')).toHaveLength(0);
  });

  test('the same address twice (different case) gives one row; the second answer says the link was sent minutes ago', async ({ page }) => {
    const email = uniqueEmail('twice');
    const shouted = email.toUpperCase();
    for (const [typed, answer] of [
      [email, MSG.thanks],
      [shouted, MSG.recent],
    ] as const) {
      await page.goto('/ebook');
      const f = ebookPage(page);
      await f.email.fill(typed);
      await f.send.click();
      await expect(f.thanks).toBeVisible();
      await expect(f.thanks).toContainText(answer);
      await expect(page.getByRole('region', { name: /problem|failed/i })).toHaveCount(0);
    }
    const rows = await signups(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.email).toBe(email);
  });

  test('an address that has had its e-mails for the day: the signup is saved and the page says no link was sent', async ({ page, request, baseURL }) => {
    const email = uniqueEmail('ebook-capped');
    await useUpTheDaysMail(request, baseURL, email);
    await page.goto('/ebook');
    const f = ebookPage(page);
    await f.email.fill(email);
    await f.send.click();
    const saved = page.getByRole('region', { name: 'Signup saved' });
    await expect(saved).toContainText(MSG.capped);
    await expect(page.getByText(MSG.thanks)).toHaveCount(0);
    expect(await signups(email)).toHaveLength(1);
    expect(await query(`select 1 from email_outbox where recipient = $1 and kind = 'ebook-delivery'`, [email])).toEqual([]);
  });

  test('when the server refuses (6th request in a minute) it says so and keeps the input', async ({ page, request, baseURL }) => {
    await useUpTheMinute(request, baseURL);
    const email = uniqueEmail('ebook-refused');
    await page.goto('/ebook');
    const f = ebookPage(page);
    await f.email.fill(email);
    await f.name.fill('Liza');
    await f.send.click();
    await expect(page.getByRole('region', { name: 'Signup failed' }).filter({ hasText: /Please wait \d+ seconds and try again\./ })).toBeVisible();
    await expect(f.thanks).toBeHidden();
    await expect(f.email).toHaveValue(email);
    await expect(f.name).toHaveValue('Liza');
    await expect(f.send).toBeEnabled();
    expect(await signups(email)).toHaveLength(0);
  });
});

test.describe('e-book page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  async function submit(page: Page) {
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('_action=ebook')),
      page.getByRole('button', { name: 'Get the E-book' }).click(),
    ]);
    await page.waitForLoadState();
    return response;
  }

  test('happy path: the page comes back with the thank-you and the row is stored', async ({ page }) => {
    const email = uniqueEmail('ebook-nojs');
    await page.goto('/ebook');
    const f = ebookPage(page);
    await expect(f.heading).toBeVisible();
    await f.email.fill(email);
    const response = await submit(page);
    expect(response.status()).toBe(200);
    await expect(f.thanks).toBeVisible();
    expect(await signups(email)).toEqual([{ email, name: null, source: 'ebook_page', list_type: 'ebook' }]);
  });

  test('on the Filipino page, an address that has had its e-mails for the day hears, in Filipino, that no link was sent', async ({ page, request, baseURL }) => {
    const email = uniqueEmail('ebook-capped-fil');
    await useUpTheDaysMail(request, baseURL, email);
    await page.goto('/fil/ebook');
    await page.getByLabel('E-mail Address *', { exact: true }).fill(email);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('_action=ebook')),
      page.getByRole('button', { name: 'Kunin ang E-book' }).click(),
    ]);
    expect(response.status()).toBe(200);
    const saved = page.getByRole('region', { name: 'Na-save ang signup' });
    await expect(saved).toContainText(MSG.cappedFil);
    expect(await signups(email)).toHaveLength(1);
  });

  test('an invalid address answers 400 with the message and keeps what was typed', async ({ page }) => {
    await page.goto('/ebook');
    const f = ebookPage(page);
    await f.email.fill('liza@localhost');
    await f.name.fill('Liza');
    const response = await submit(page);
    expect(response.status()).toBe(400);
    await expect(f.email).toHaveAccessibleDescription(MSG.invalid);
    await expect(f.problems.getByRole('link')).toHaveText([MSG.invalid]);
    await expect(f.email).toHaveValue('liza@localhost');
    await expect(f.name).toHaveValue('Liza');
    await expect(f.thanks).toBeHidden();
  });

  test('when the server refuses (6th request in a minute) the page says so with 429 and keeps the input', async ({
    page,
    request,
    baseURL,
  }) => {
    await useUpTheMinute(request, baseURL);
    const email = uniqueEmail('ebook-nojs-refused');
    await page.goto('/ebook');
    const f = ebookPage(page);
    await f.email.fill(email);
    const response = await submit(page);
    expect(response.status()).toBe(429);
    await expect(page.getByRole('region', { name: 'Signup failed' }).filter({ hasText: /Please wait \d+ seconds/ })).toBeVisible();
    await expect(f.email).toHaveValue(email);
    await expect(f.thanks).toBeHidden();
    expect(await signups(email)).toHaveLength(0);
  });
});

test.describe('e-book popup on the home page', () => {
  const popup = (page: Page) => page.getByRole('dialog', { name: 'Free e-book for OFWs' });

  test('opens about 3 seconds after load, with focus inside', PHONE, async ({ page }) => {
    const requestedAt = Date.now();
    await page.goto('/');
    const dialog = popup(page);
    await expect(dialog).toBeHidden();
    await expect(dialog).toBeVisible({ timeout: 7000 });
    // The delay starts once the page's script runs, which is after the request was sent.
    const openedAfter = Date.now() - requestedAt;
    expect(openedAfter).toBeGreaterThanOrEqual(2900);
    expect(openedAfter).toBeLessThan(6500);
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await expect(dialog.getByLabel('Email Address')).toBeVisible();
    await expect(dialog.getByLabel('First Name (optional)')).toBeVisible();
  });

  test('Escape closes it and it does not come back after a reload', async ({ page }) => {
    await page.goto('/');
    const dialog = popup(page);
    await expect(dialog).toBeVisible({ timeout: 6000 });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Control the clock so "does not come back" is checked well past the 3 s delay without waiting.
    await page.clock.install();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'What our community says' })).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(dialog).toBeHidden();
  });

  test('the close button closes it', PHONE, async ({ page }) => {
    await page.goto('/');
    const dialog = popup(page);
    await expect(dialog).toBeVisible({ timeout: 6000 });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('an empty e-mail is listed as the problem, inside the dialog', async ({ page }) => {
    await page.goto('/');
    const dialog = popup(page);
    await expect(dialog).toBeVisible({ timeout: 6000 });
    await dialog.getByRole('button', { name: 'Send Me the E-book' }).click();
    const problems = dialog.getByRole('region', { name: 'There is a problem' });
    await expect(problems.getByRole('link')).toHaveText([MSG.invalid]);
    await expect(problems).toBeFocused();
    await expect(dialog.getByLabel('Email Address')).toHaveAccessibleDescription(MSG.invalid);
    await expect(dialog).toBeVisible();
  });

  test('success: the thank-you view, then it closes by itself; stored as popup', PHONE, async ({ page }) => {
    const email = uniqueEmail('popup');
    await page.goto('/');
    const dialog = popup(page);
    await expect(dialog).toBeVisible({ timeout: 6000 });
    await dialog.getByLabel('Email Address').fill(email);
    await dialog.getByLabel('First Name (optional)').fill('Rosa');
    await dialog.getByRole('button', { name: 'Send Me the E-book' }).click();

    const thanks = dialog.getByRole('region', { name: 'Thank you!' });
    await expect(thanks).toContainText(MSG.popupSuccess);
    await expect(thanks).toBeFocused();
    await expect(dialog.getByLabel('Email Address')).toBeHidden();
    expect(await signups(email)).toEqual([{ email, name: 'Rosa', source: 'popup', list_type: 'ebook' }]);

    await expect(dialog).toBeHidden({ timeout: 6000 });
    // Having signed up, the visitor is not asked again.
    await page.clock.install();
    await page.reload();
    await page.clock.runFor(10_000);
    await expect(dialog).toBeHidden();
  });
});

test.describe('e-book delivery', () => {
  /** The text of a downloaded PDF, as one line. */
  async function pdfText(body: Buffer) {
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
    return text.replace(/\s+/g, ' ');
  }

  test('signing up sends the mail; its link downloads the English PDF guide, again and again until it expires', async ({ page, request, baseURL }) => {
    const email = uniqueEmail('ebook-link');
    await page.goto('/ebook');
    await expect(page.getByText('This edition is in English.')).toBeVisible();
    const form = ebookPage(page);
    await form.email.fill(email);
    await form.send.click();
    await expect(form.thanks).toBeVisible();

    const link = await linkInMailbox(email, new RegExp(`${baseURL}/ebook/download/[\\w-]{43}`));
    expect(mailsTo(email).join('\n')).toContain('It is written in English');
    // The mail server has the mail before the outbox marks it sent.
    await expect
      .poll(() => query('select subject, status from email_outbox where recipient = $1', [email]))
      .toEqual([{ subject: 'Your free Kwentong OFW e-book', status: 'sent' }]);

    // Both downloads before reading either: reading a PDF takes seconds on a loaded machine, and a
    // download after such a pause could meet the server closing the idle connection (ECONNRESET).
    const downloads = [await request.get(link), await request.get(link)];
    for (const pdf of downloads) {
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect(pdf.headers()['content-disposition']).toBe('attachment; filename="kwentong-ofw-guide.pdf"');
      const body = await pdf.body();
      expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(body.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0).toBeGreaterThanOrEqual(12);
      const text = await pdfText(body);
      expect(text).toContain('Contents Before you begin');
      expect(text).toContain('Your emergency fund: the money that keeps you free');
    }

    const hash = createHash('sha256').update(link.split('/').pop()!).digest('hex');
    await query(`update ebook_links set expires_at = now() - interval '1 minute' where token_hash = $1`, [hash]);
    const expired = await page.goto(new URL(link).pathname);
    expect(expired?.status()).toBe(410);
    await expect(page.getByRole('heading', { level: 1, name: 'This download link has expired' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get a fresh link' })).toBeVisible();
  });

  test('a Filipino visitor who asks on /fil/ebook is told the edition is in Filipino, and its link downloads the Filipino guide', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('ebook-fil-link');
    await page.goto('/fil/ebook');
    await expect(page.getByText('Nakasulat sa Filipino ang edisyong ito.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get the English edition' })).toHaveAttribute('href', '/ebook');
    await page.getByLabel('E-mail Address *', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Kunin ang E-book' }).click();
    await expect(page.getByRole('region', { name: 'Salamat!' })).toBeVisible();

    const link = await linkInMailbox(email, new RegExp(`${baseURL}/fil/ebook/download/[\\w-]{43}`));
    const mail = mailsTo(email).join('\n');
    expect(mail).toContain('Ang libreng e-book mo mula sa Kwentong OFW');
    expect(mail).toContain('Nakasulat ito sa Filipino');

    const pdf = await request.get(link);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toBe('attachment; filename="kwentong-ofw-gabay.pdf"');
    const text = await pdfText(await pdf.body());
    expect(text).toContain('Nilalaman Bago ka magsimula');
    expect(text).toContain('Ang emergency fund mo: ang perang nagpapanatili sa kalayaan mo');
    expect(text).not.toContain('Before you begin');
  });

  test('a forged or cut-short link gets a page offering a fresh one', async ({ page }) => {
    const response = await page.goto('/ebook/download/zz1a2b3c.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'This download link is not valid' })).toBeVisible();
    await page.getByRole('link', { name: 'Get a fresh link' }).click();
    await expect(page).toHaveURL(/\/ebook$/);
    await expect(ebookPage(page).heading).toBeVisible();
  });

  test('the guides are not public without a link', async ({ request }) => {
    for (const address of ['/ebook/kwentong-ofw-guide.pdf', '/fil/ebook/kwentong-ofw-gabay.pdf', '/ebook/kwentong-ofw-gabay.pdf']) {
      expect((await request.get(address)).status(), address).toBe(404);
    }
  });
});
