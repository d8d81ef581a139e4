import { randomUUID } from 'node:crypto';
import { closeDb, query } from './support/db.ts';
import { expect, test } from './support/client.ts';
import { linkInMailbox, mailsTo } from './support/mailbox.ts';
import { quietVisitor } from './support/visitor.ts';
import { signedInOwner, uniqueEmail } from '../support/index.ts';
import { E2E_DATA_DIR } from './support/e2e-server.ts';
import { PRIVATE_LINK_PLACEHOLDER } from '../../src/platform/email/messages.ts';

// Against the running site and its SMTP fake: a digest copy the owner retries
// goes out on the digest's own queue with its unsubscribe link; a GET of the link shows a button and
// changes nothing; a cross-site POST naming an action is refused; the mailbox's one-click POST (no
// Origin) ends the subscription; the owner's page counts it; the reader can subscribe again.

test.afterAll(closeDb);

const state = async (email: string) => (await query<{ state: string }>('select state from newsletter_subscriptions where lower(email) = lower($1)', [email]))[0]?.state;

/** A confirmed reader and a digest whose one copy to them died: what the owner's outbox lists with a Retry. */
async function deadDigestCopy(email: string, subject: string) {
  const [subscription] = await query<{ id: string }>(
    "insert into newsletter_subscriptions (email, language, state, source, consent_text, consent_version, confirmed_at) values ($1, 'en', 'confirmed', 'footer', 'x', 'v', now()) returning id",
    [email],
  );
  const [digest] = await query<{ id: string }>(
    "insert into newsletter_digests (language, subject, since, until, items, recipients) values ('en', $1, now() - interval '7 days', now(), 1, 1) returning id",
    [subject],
  );
  const text = `Here is what is new.\n\nUnsubscribe with one click:\n${PRIVATE_LINK_PLACEHOLDER}`;
  const [copy] = await query<{ id: string }>(
    `insert into email_outbox (kind, recipient, subject, text_body, html_body, language, private_link, private_link_for, about_id, message_id, status, attempts, last_error)
     values ('newsletter-digest', $1, $2, $3, $4, 'en', 'newsletter-unsubscribe', $5, $6, $7, 'dead', 1, 'connection refused') returning id`,
    [email, subject, text, `<p>${text.replaceAll('\n', '<br>')}</p>`, subscription!.id, digest!.id, `<${randomUUID()}@kwento.test>`],
  );
  return copy!.id;
}

test('a retried digest copy carries its unsubscribe link; GET asks, a cross-site action is refused, the one-click POST unsubscribes, and the reader can subscribe again', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('one-click');
  const subject = `Kwentong OFW this week: 1 new post (${randomUUID().slice(0, 8)})`;
  const copyId = await deadDigestCopy(email, subject);

  const session = await signedInOwner(baseURL!, E2E_DATA_DIR);
  await context.addCookies([{ name: session.name, value: session.value, url: baseURL! }]);
  await page.goto(`/admin/outbox/${copyId}`);
  await page.getByRole('button', { name: 'Retry' }).click();
  const [job] = await query<{ name: string }>('select j.name from email_outbox o join pgboss.job j on j.id = o.job_id where o.id = $1', [copyId]);
  expect(job?.name, 'the Retry goes on the digest’s queue, at its rate').toBe('newsletter-email');

  const link = await linkInMailbox(email, /https?:\/\/[^\s]+\/newsletter\/unsubscribe\/[\w-]{43}/);
  const mail = mailsTo(email).at(-1)!;
  expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  const path = new URL(link).pathname;

  // A GET (a link scanner, or the reader) shows a page with a button and changes nothing.
  await context.clearCookies();
  await quietVisitor(context, baseURL);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Unsubscribe from the weekly digest?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  expect(await state(email)).toBe('confirmed');

  // Another site's POST to the link that names an action, or carries anything but the one-click body: refused.
  const crossSite = await request.post(`${path}?_action=newsletterSubscribe`, {
    form: { email: uniqueEmail('cross-site'), language: 'en', website: '' },
    headers: { Origin: 'https://evil.example' },
  });
  expect(crossSite.status()).toBe(403);
  const noOrigin = await request.post(`${path}?_action=newsletterSubscribe`, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(noOrigin.status()).toBe(403);
  const otherBody = await request.post(path, { form: { email: uniqueEmail('cross-site'), language: 'en', website: '' } });
  expect(otherBody.status()).toBe(403);
  expect(await state(email)).toBe('confirmed');

  // The mailbox's one-click POST, from its own servers: no Origin.
  const oneClick = await request.post(path, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(oneClick.status()).toBe(200);
  expect(await state(email)).toBe('unsubscribed');

  // The owner's page: this digest went to one reader, who left since.
  await context.addCookies([{ name: session.name, value: session.value, url: baseURL! }]);
  await page.goto('/admin/newsletter');
  const row = page.getByRole('region', { name: 'Digests sent' }).getByRole('row').filter({ hasText: subject });
  await expect(row.getByRole('cell')).toHaveText([/\S/, 'English', subject, '1', '1', '1', '0', '1']);

  // Subscribing again: the same double opt-in.
  await context.clearCookies();
  await quietVisitor(context, baseURL);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Your e-mail for the digest').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  expect(await state(email)).toBe('pending');
  await linkInMailbox(email, /https?:\/\/[^\s]+\/newsletter\/confirm\/[\w-]{43}/);
});

test('the owner’s preview shows the digest’s HTML, in a sandbox that runs no script, beside its plain text', async ({ page, context, baseURL }) => {
  const session = await signedInOwner(baseURL!, E2E_DATA_DIR);
  await context.addCookies([{ name: session.name, value: session.value, url: baseURL! }]);
  await page.goto('/admin/newsletter?preview=fil');
  const frame = page.getByTitle('The digest as HTML');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(page.frameLocator('iframe[title="The digest as HTML"]').getByText('Ito ang mga bago sa Kwentong OFW mula noong huling digest namin.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Plain text' })).toBeVisible();
  await expect(page.getByText('Ito ang mga bago sa Kwentong OFW mula noong huling digest namin.', { exact: false }).first()).toBeVisible();
});
