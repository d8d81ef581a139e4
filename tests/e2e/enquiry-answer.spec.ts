import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { closeDb, query } from './support/db.ts';
import { expect, test } from './support/client.ts';
import { mailsTo } from './support/mailbox.ts';
import { postForm, uniqueEmail, uniqueMarker } from '../support/index.ts';
import { useOwnerSession } from './support/owner.ts';
import { PHONE } from './support/widths.ts';

// Answering an enquiry in place: the owner picks a reply template on the enquiry's page, edits it and
// sends it; the mail goes through the outbox to the real SMTP server, and the enquiry reads "replied"
// once it was sent. E-mail, phone and WhatsApp are links.

test.afterAll(closeDb);

const ownerSession = useOwnerSession();

const cookie = () => ({ Cookie: ownerSession.cookie() });

interface Enquiry {
  id: string;
  name: string;
  email: string;
}

async function insertEnquiry({
  email = uniqueEmail('answer'),
  phone = '0917 555 0101',
  service = 'interview-guesting',
  language = 'fil',
  message = 'Gusto kong i-guest ang tita ko, nurse siya sa Dubai.',
} = {}): Promise<Enquiry> {
  const name = `Ana ${uniqueMarker()}`;
  const [row] = await query<{ id: string }>(
    `insert into contact_submissions (name, email, phone, service, message, language, submission_id)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [name, email, phone, service, message, language, randomUUID()],
  );
  return { id: row!.id, name, email };
}

const statusOf = async (id: string) => (await query<{ status: string }>('select status from contact_submissions where id = $1', [id]))[0]?.status;

/** The enquiry's status as the page shows it, beside the name. */
const shownStatus = (page: Page, status: string) => page.getByRole('main').getByText(status, { exact: true }).first();

/** The page once the delivery job has had its say: reloaded until the reply reads as `state`. */
async function untilReply(page: Page, state: RegExp) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('article', { name: /^Reply of / }).first()).toContainText(state, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

async function expectOnScreen(page: Page, element: Locator, what: string) {
  const box = await element.boundingBox();
  const { width, height } = page.viewportSize()!;
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what}: left`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what}: right`).toBeLessThanOrEqual(width);
  expect(box!.y, `${what}: top`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${what}: bottom`).toBeLessThanOrEqual(height);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', PHONE, () => {
    test.use({ javaScriptEnabled });

    test('three taps: open the enquiry, choose a template, "Send reply"; the visitor gets it in Filipino and the enquiry is replied', async ({
      page,
      context,
      baseURL,
    }) => {
      const enquiry = await insertEnquiry();
      await ownerSession.addTo(context, baseURL);
      await page.goto('/admin/enquiries');
      // Tap 1.
      await page.getByRole('link', { name: enquiry.name }).click();
      await expect(page.getByRole('heading', { name: enquiry.name, level: 1 })).toBeVisible();
      await expect(shownStatus(page, 'new')).toBeVisible();
      const reply = page.getByRole('textbox', { name: 'Your reply' });
      // The first template is already there, in the enquiry's language.
      await expect(reply).toHaveValue(new RegExp(`^Magandang araw, ${enquiry.name}!\\n\\nSalamat sa inquiry mo tungkol sa Pag-guest sa Interview\\. Gustong-gusto`));
      await expect(reply).toHaveAttribute('lang', 'fil');

      // Tap 2: another template fills the box, and "Send reply" is on screen below it.
      await page.getByRole('list', { name: 'Start from a template' }).getByRole('link', { name: 'Ask for details' }).click();
      await expect(page.getByRole('link', { name: 'Ask for details' })).toHaveAttribute('aria-current', 'true');
      await expect(reply).toHaveValue(/Para masagot ka namin nang maayos, may ilang tanong lang kami\. Sino ang magiging guest/);
      const send = page.getByRole('button', { name: 'Send reply' });
      await expectOnScreen(page, send, '"Send reply" after choosing a template');
      const text = (await reply.inputValue()).replace('Sino ang magiging guest', 'Sino ang magiging guest (ang tita mo ba)');
      await reply.fill(text);

      // Tap 3.
      await send.click();
      await expect(page).toHaveURL(new RegExp(`/admin/enquiries/${enquiry.id}\\?answered=[0-9a-f-]{36}#reply$`));
      const outboxPage = `/admin/outbox/${new URL(page.url()).searchParams.get('answered')}`;
      await untilReply(page, /Sent on /);
      const done = page.getByRole('status');
      await expect(done).toHaveText(`Your reply was sent to ${enquiry.email}. The enquiry is marked replied. Open it in the outbox`);
      await expect(done.getByRole('link', { name: 'Open it in the outbox' })).toHaveAttribute('href', outboxPage);
      await expect(shownStatus(page, 'replied')).toBeVisible();
      expect(await statusOf(enquiry.id)).toBe('replied');

      const [mail, ...more] = mailsTo(enquiry.email).filter((m) => /^Subject: Re: /m.test(m));
      expect(more).toEqual([]);
      expect(mail).toMatch(/^Subject: Re: Pag-guest sa Interview$/m);
      expect(mail).toContain(`Magandang araw, ${enquiry.name}!`);
      expect(mail).toContain('Sino ang magiging guest (ang tita mo ba)');
      expect(mail).toContain('Ang Kwentong OFW team');

      const sent = page.getByRole('article', { name: /^Reply of / });
      await expect(sent).toContainText('Re: Pag-guest sa Interview');
      await expect(sent).toContainText(/sent\s*Sent on \w{3} \d{2}, \d{4} at /);
      await sent.getByText('Show the reply').click();
      await expect(sent).toContainText('Sino ang magiging guest (ang tita mo ba)');
      // Its state links to its page in the outbox.
      await sent.getByRole('link', { name: 'Your reply to the enquiry' }).click();
      await expect(page).toHaveURL(new RegExp(`${outboxPage}$`));
      await expect(page.getByRole('article', { name: `Re: Pag-guest sa Interview to ${enquiry.email}` })).toContainText('sent');
    });

    test('"Send reply" alone sends the first template; a refused address leaves the enquiry unreplied, with the reason', async ({
      page,
      context,
      baseURL,
    }) => {
      const answered = await insertEnquiry({ language: 'en', service: 'advertising' });
      await ownerSession.addTo(context, baseURL);
      await page.goto(`/admin/enquiries/${answered.id}`);
      await page.getByRole('button', { name: 'Send reply' }).click();
      await untilReply(page, /Sent on /);
      await expect(shownStatus(page, 'replied')).toBeVisible();
      const [mail] = mailsTo(answered.email);
      expect(mail).toMatch(/^Subject: Re: Advertising$/m);
      expect(mail).toContain(`Hi ${answered.name},`);
      expect(mail).toContain('Thank you for your enquiry about Advertising. We would be glad to have you with us.');

      // The e2e mail server refuses every address starting with "refused", as a real one refuses an unknown mailbox.
      const refused = await insertEnquiry({ email: uniqueEmail(`refused-${randomUUID().slice(0, 6)}`) });
      await page.goto(`/admin/enquiries/${refused.id}`);
      await page.getByRole('button', { name: 'Send reply' }).click();
      const alert = page.getByRole('alert');
      await expect(async () => {
        // After its one try the reply is given up on (EMAIL_RETRY_LIMIT=0); the dead-letter job marks it dead just after.
        if (!(await alert.count()) || !/did not go out/.test((await alert.textContent()) ?? '')) await page.reload();
        await expect(alert).toContainText(/^Your reply did not go out\. Failed: .*550 5\.1\.1/, { timeout: 1_000 });
      }).toPass({ timeout: 30_000 });
      await expect(alert).toContainText('Recipient address rejected');
      await expect(alert).toContainText('Given up after 1 attempt; it can be retried from the outbox.');
      await expect(alert).not.toContainText(refused.email);
      await expect(alert).toContainText('The enquiry stays new.');
      const outboxPage = `/admin/outbox/${new URL(page.url()).searchParams.get('answered')}`;
      await expect(alert.getByRole('link', { name: 'Open it in the outbox' })).toHaveAttribute('href', outboxPage);
      await expect(shownStatus(page, 'new')).toBeVisible();
      const failed = page.getByRole('article', { name: /^Reply of / });
      await expect(failed).toContainText(/dead\s*Failed: .*550 5\.1\.1.*Given up after 1 attempt/s);
      await expect(failed).not.toContainText(/Sent on/);
      await failed.getByRole('link', { name: 'Your reply to the enquiry' }).click();
      await expect(page).toHaveURL(new RegExp(`${outboxPage}$`));
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      expect(await statusOf(refused.id)).toBe('new');
      expect(mailsTo(refused.email)).toEqual([]);
    });

    test('a refused reply keeps what was typed: an empty reply, and a fourth reply in a day to one address', async ({ page, context, baseURL }) => {
      const enquiry = await insertEnquiry();
      await ownerSession.addTo(context, baseURL);
      await page.goto(`/admin/enquiries/${enquiry.id}`);
      const reply = page.getByRole('textbox', { name: 'Your reply' });
      await reply.fill('   ');
      await page.getByRole('button', { name: 'Send reply' }).click();
      await expect(page.getByRole('alert')).toHaveText('Write your reply before sending it.');
      await expect(reply).toHaveAttribute('aria-invalid', 'true');

      // Three replies already went to this mailbox today.
      for (let i = 0; i < 3; i++) {
        await query(
          `insert into email_outbox (kind, recipient, recipient_key, subject, text_body, html_body, message_id, status, about_id)
           values ('enquiry-answer', $1, $1, 'Re: Pag-guest sa Interview', 'Earlier reply', '', $2, 'sent', $3)`,
          [enquiry.email, `<${randomUUID()}@localhost>`, enquiry.id],
        );
      }
      await reply.fill('Salamat ulit! Heto pa ang isang tanong.');
      await page.getByRole('button', { name: 'Send reply' }).click();
      await expect(page.getByRole('alert')).toHaveText(
        'This address has had 3 replies from us in the last 24 hours. Please send this one tomorrow, or call.',
      );
      await expect(reply).toHaveValue('Salamat ulit! Heto pa ang isang tanong.');
      expect(await statusOf(enquiry.id)).toBe('new');
    });
  });
}

test('e-mail, call and WhatsApp are links that say what they do', async ({ page, context, baseURL }) => {
  const local = await insertEnquiry({ phone: '0917 555 0101' });
  const abroad = await insertEnquiry({ phone: '+971 (50) 123-4567', language: 'en', service: 'web-renovation-migration' });
  await ownerSession.addTo(context, baseURL);

  await page.goto(`/admin/enquiries/${local.id}`);
  const links = page.getByRole('list', { name: 'Contact' });
  await expect(links.getByRole('link', { name: `E-mail ${local.name}` })).toHaveAttribute(
    'href',
    `mailto:${local.email}?subject=Re%3A%20Pag-guest%20sa%20Interview`,
  );
  await expect(links.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+639175550101');
  await expect(links.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/639175550101');

  await page.goto(`/admin/enquiries/${abroad.id}`);
  await expect(links.getByRole('link', { name: `E-mail ${abroad.name}` })).toHaveAttribute(
    'href',
    `mailto:${abroad.email}?subject=Re%3A%20Web%20Renovation%20%26%20Migration`,
  );
  await expect(links.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+971501234567');
  await expect(links.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/971501234567');
  for (const name of [`E-mail ${abroad.name}`, 'Call', 'WhatsApp']) await expectOnScreen(page, links.getByRole('link', { name }), name);
});

test('"Send reply" is an owner action: refused without a session, for a bad value or a cross-site post, and changes nothing', async ({
  request,
  baseURL,
}) => {
  const enquiry = await insertEnquiry();
  const path = `/admin/enquiries/${enquiry.id}?_action=admin.answerEnquiry`;
  const anonymous = await postForm(request, baseURL, `/_actions/admin.answerEnquiry`, { id: enquiry.id, text: 'Hello' });
  expect(anonymous.status()).toBe(401);
  const page = await postForm(request, baseURL, path, { id: enquiry.id, text: 'Hello' });
  expect(page.status()).toBe(303);
  expect(page.headers()['location']).toBe('/admin/login');

  for (const [fields, status, message] of [
    [{ id: enquiry.id, text: '' }, 400, 'Write your reply before sending it.'],
    [{ id: enquiry.id, text: 'Hello', status: 'replied' }, 400, 'Unexpected field: status'],
    [{ id: 'not-an-id', text: 'Hello' }, 400, 'That enquiry does not exist.'],
    [{ id: randomUUID(), text: 'Hello' }, 404, 'That enquiry does not exist.'],
  ] as const) {
    const res = await postForm(request, baseURL, path, fields, cookie());
    expect(res.status(), JSON.stringify(fields)).toBe(status);
    expect(await res.text()).toContain(message);
  }
  const crossSite = await postForm(request, baseURL, path, { id: enquiry.id, text: 'Hello' }, { ...cookie(), Origin: 'https://evil.example' });
  expect(crossSite.status()).toBe(403);
  expect(await query('select id from email_outbox where about_id = $1', [enquiry.id])).toEqual([]);
  expect(await statusOf(enquiry.id)).toBe('new');

  // A GET with a template only shows it.
  const shown = await request.get(`/admin/enquiries/${enquiry.id}?template=decline`, { headers: cookie() });
  expect(shown.status()).toBe(200);
  expect(await shown.text()).toContain('Salamat sa pagtitiwala mo sa amin.');
  expect(await query('select id from email_outbox where about_id = $1', [enquiry.id])).toEqual([]);
});
