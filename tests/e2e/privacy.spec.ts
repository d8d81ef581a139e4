import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { closeDb, query } from './support/db.ts';
import { expect, test } from './support/client.ts';
import { FORM_PATHS, postForm, uniqueEmail } from '../support/index.ts';
import { validEbook, validEnquiry, validSurvey } from '../factories.ts';
import { linkInMailbox, mailsTo } from './support/mailbox.ts';
import { quietVisitor } from './support/visitor.ts';
import { axe } from './support/axe.ts';
import { mailsInFolder, mailboxOf, readableMail } from '../fakes/smtp-server.ts';
import { E2E_MAIL_DIR } from './support/e2e-server.ts';
import { eventually } from '../support/index.ts';
import { useOwnerSession } from './support/owner.ts';

// The "Done when": a person with a survey review, an enquiry, an e-book signup and a published
// story asks for a copy (each is in it), then for deletion, confirmed through the mailed link; afterwards
// nothing of theirs is on any public page, in search, the assistant or the owner area (the privacy
// list's "erased on" aside), and nothing more is mailed to them.

test.afterAll(closeDb);

const ownerSession = useOwnerSession();

/** A word no article has: search, the assistant and the pages show this person's things by it, or nothing. */
const rareWord = () => `kw${Array.from({ length: 8 }, () => 'abcdefghijklmnopqrstuvwxyz'[randomInt(26)]).join('')}`;

/** An attachment of a raw MIME message, decoded. */
function attachment(raw: string, filename: string): string {
  const at = Math.max(raw.indexOf(`filename=${filename}`), raw.indexOf(`filename="${filename}"`));
  expect(at, `the mail carries ${filename}`).toBeGreaterThan(0);
  const part = raw.slice(raw.lastIndexOf('\n--', at), raw.indexOf('\n--', at));
  const split = part.search(/\r?\n\r?\n/);
  const head = part.slice(0, split);
  const content = part.slice(split).trim();
  if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
  return readableMail(content);
}

interface Person {
  email: string;
  word: string;
  /** The name they gave on every form, with their rare word in it. */
  name: string;
  title: string;
  slug: string;
}

/** Everything one person sent: a review, an enquiry, an e-book signup (through the forms) and a story they approved. */
async function personWithEverything(request: APIRequestContext, baseURL: string | undefined): Promise<Person> {
  const word = rareWord();
  const email = uniqueEmail('privacy');
  const name = `Liza ${word[0]!.toUpperCase()}${word.slice(1)}`;
  expect((await postForm(request, baseURL, FORM_PATHS.survey, validSurvey({ email, name, feedback: `The ${word} episode helped me a lot.`, submissionId: randomUUID() }))).status()).toBe(200);
  expect((await postForm(request, baseURL, FORM_PATHS.contact, validEnquiry({ email, name, message: `Sponsorship about ${word}, please.`, submissionId: randomUUID() }))).status()).toBe(200);
  expect((await postForm(request, baseURL, FORM_PATHS.ebook, validEbook({ email, name: `Reader ${word}` }))).status()).toBe(200);
  const title = `A caregiver in Haifa ${word}`;
  const [row] = await query<{ id: string }>(
    `insert into stories (name, email, country, story, consent, submission_id, status, title, excerpt, edited_story, byline, shown_country)
     values ($7, $1, 'Israel', $2, true, $3, 'waiting', $4, $5, $6, 'Liza', 'Israel') returning id`,
    [email, `I cared for an old man in Haifa for six years and I want to tell you how it was. ${word}`, randomUUID(), title, `Six years in Haifa. ${word}`, `I cared for an old man in Haifa, ${word}.`, name],
  );
  const token = randomBytes(32).toString('base64url');
  await query(`insert into story_links (story_id, purpose, token_hash, expires_at) values ($1, 'review', $2, now() + interval '14 days')`, [
    row!.id,
    createHash('sha256').update(token).digest('hex'),
  ]);
  expect((await postForm(request, baseURL, `/stories/review/${token}?_action=storyReview`, { token, decision: 'approve' })).status()).toBe(200);
  const [{ slug }] = (await query<{ slug: string }>(`select slug from stories where id = $1 and status = 'published'`, [row!.id])) as [{ slug: string }];
  return { email, word, name, title, slug };
}

async function whereShown(request: APIRequestContext, baseURL: string | undefined, person: Person) {
  const path = `/stories/${person.slug}`;
  const text = async (url: string) => (await request.get(url)).text();
  const assistant = await request.post('/assistant', { data: { question: `caregiver Haifa ${person.word}` }, headers: { Origin: new URL(baseURL!).origin } });
  const answer = (await assistant.json()) as { links: { url: string }[] };
  return {
    page: (await request.get(path)).status() === 200,
    stories: (await text('/stories')).includes(person.title),
    feeds: (await text('/stories/rss.xml')).includes(person.title) || (await text('/fil/stories/rss.xml')).includes(person.title),
    sitemap: (await text('/sitemap.xml')).includes(path),
    search: (await text(`/search?q=${person.word}`)).includes(person.title),
    assistant: answer.links.some((link) => link.url === path),
    home: (await text('/')).includes(person.word),
  };
}

test('a person gets a copy of everything, then erases it through the mailed link', async ({ page, context, request, baseURL }) => {
  test.setTimeout(120_000);
  const person = await personWithEverything(request, baseURL);
  await expect.poll(async () => (await whereShown(request, baseURL, person)).home, { timeout: 10_000 }).toBe(true);
  expect(await whereShown(request, baseURL, person)).toEqual({ page: true, stories: true, feeds: true, sitemap: true, search: true, assistant: true, home: true });

  // A copy, asked for in English from the footer's link.
  await page.goto('/privacy');
  await page.getByRole('contentinfo').getByRole('link', { name: 'YOUR DATA' }).click();
  await expect(page).toHaveURL(/\/privacy\/request$/);
  await page.getByLabel('Your email address').fill(person.email);
  await page.getByRole('radio', { name: /Send me a copy of my data/ }).check();
  await page.getByRole('button', { name: 'Send me the link' }).click();
  await expect(page.getByRole('region', { name: 'Check your e-mail' })).toContainText('We have e-mailed a private link');
  const copyLink = await linkInMailbox(person.email, /https?:\/\/\S+\/privacy\/confirm\/[\w-]{43}/);
  await page.goto(new URL(copyLink).pathname);
  await expect(page.getByRole('heading', { name: 'Send a copy of your data', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Send me the copy' }).click();
  await expect(page.getByRole('status')).toContainText('The copy is on its way');
  const copyMail = await eventually('the copy', () => mailboxOf(mailsInFolder(E2E_MAIL_DIR), person.email).find((mail) => mail.raw.includes('data.json'))?.raw, { timeout: 15_000 });
  const copy = attachment(copyMail, 'data.json');
  for (const piece of [`The ${person.word} episode`, `Sponsorship about ${person.word}`, `Reader ${person.word}`, person.title, 'I cared for an old man in Haifa']) expect(copy).toContain(piece);
  expect(attachment(copyMail, 'summary.txt')).toContain('Survey answers and reviews (1)');

  // Deletion, asked for in Filipino. Opening the link changes nothing; the button erases.
  await page.goto('/fil/privacy/request');
  await page.getByLabel('Ang e-mail address mo').fill(person.email);
  await page.getByRole('radio', { name: /Burahin ang lahat ng data ko/ }).check();
  await page.getByRole('button', { name: 'Ipadala ang link' }).click();
  await expect(page.getByRole('region', { name: 'Tingnan ang e-mail mo' })).toContainText('Nagpadala kami ng private link');
  const deleteLink = await eventually('the deletion link', () => {
    const links = mailsTo(person.email).flatMap((mail) => /https?:\/\/\S+\/fil\/privacy\/confirm\/[\w-]{43}/.exec(mail)?.[0] ?? []);
    return links[0];
  });
  await page.goto(new URL(deleteLink).pathname);
  await expect(page.getByRole('heading', { name: 'Burahin ang lahat ng data mo', level: 1 })).toBeVisible();
  await page.reload();
  expect(await whereShown(request, baseURL, person)).toMatchObject({ page: true, search: true });
  await page.getByRole('button', { name: 'Burahin na ang data ko' }).click();
  await expect(page.getByRole('status')).toContainText('Nabura na ang data mo');

  await expect.poll(async () => await whereShown(request, baseURL, person), { timeout: 10_000 }).toEqual({
    page: false,
    stories: false,
    feeds: false,
    sitemap: false,
    search: false,
    assistant: false,
    home: false,
  });

  // The owner area: nothing of theirs in any list, not even their name (erasure deletes the rows, so
  // there is no "erased" row in these lists); only the privacy list says when it was erased.
  await ownerSession.addTo(context, baseURL);
  for (const path of ['/admin/responses', '/admin/enquiries', '/admin/signups', '/admin/stories', '/admin/outbox']) {
    await page.goto(path);
    const content = await page.content();
    expect(content, path).not.toContain(person.word);
    expect(content, path).not.toContain(person.name);
    expect(content.toLowerCase(), path).not.toContain(person.email);
  }
  await page.goto('/admin/privacy');
  expect(await page.content()).not.toContain(person.name);
  const table = page.getByRole('region', { name: 'Privacy requests table' });
  await expect(table.getByRole('row').filter({ hasText: 'Delete all their data' }).first()).toContainText(`erased on ${new Date().toISOString().slice(0, 10)}`);

  // Nothing more is mailed to the address.
  const mails = mailsTo(person.email).length;
  expect((await postForm(request, baseURL, FORM_PATHS.ebook, validEbook({ email: person.email }))).status()).toBe(200);
  await page.waitForTimeout(3000);
  expect(mailsTo(person.email)).toHaveLength(mails);
});

test('the owner sees the deadline of a request that waits for them, in its own column', async ({ page, context, baseURL }) => {
  await ownerSession.addTo(context, baseURL);
  const newName = `Joy ${rareWord()}`;
  // Noon in Manila, the morning in UTC: the same day in the owner's clock, whichever it is.
  await query(
    `insert into privacy_requests (kind, email, email_hash, state, new_name, confirmed_at, due_at)
     values ('correct', $1, 'a-hash', 'owner', $2, now(), '2031-03-14T04:00:00Z')`,
    [uniqueEmail('deadline'), newName],
  );
  await page.goto('/admin/privacy');
  const table = page.getByRole('region', { name: 'Privacy requests table' });
  const columns = await table.getByRole('columnheader').allTextContents();
  expect(columns).toContain('Deadline');
  const row = table.getByRole('row').filter({ hasText: newName });
  await expect(row.getByRole('cell').nth(columns.indexOf('Deadline'))).toContainText('Mar 14, 2031');
  await expect(row.getByRole('button', { name: /^Mark KW-\w+ done$/ })).toBeVisible();
});

test('the request form refuses bad input with 400 and its own message', async ({ request, baseURL }) => {
  const bad = await postForm(request, baseURL, '/privacy/request?_action=privacyRequest', { email: 'not an address', kind: 'copy', website: '' });
  expect(bad.status()).toBe(400);
  const unknown = await postForm(request, baseURL, '/privacy/request?_action=privacyRequest', { email: 'a@example.com', kind: 'sell', website: '' });
  expect(unknown.status()).toBe(400);
  const extra = await postForm(request, baseURL, '/privacy/request?_action=privacyRequest', { email: 'a@example.com', kind: 'copy', website: '', admin: '1' });
  expect(extra.status()).toBe(400);
  const link = await postForm(request, baseURL, `/privacy/confirm/${'a'.repeat(43)}?_action=privacyConfirm`, { token: 'a'.repeat(43) });
  expect(link.status()).toBeLessThan(500);
});

test('the request page, its refusal, the confirmation page and a dead link pass axe, in both languages', async ({ page, context, baseURL }) => {
  await quietVisitor(context, baseURL);
  const expectNoViolations = async (label: string) => {
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const { violations } = await axe(page).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), label).toEqual([]);
  };
  for (const path of ['/privacy/request', '/fil/privacy/request']) {
    await page.goto(path);
    await expectNoViolations(path);
  }
  // A refused post comes back with the message (an address the browser takes and the server does not).
  const email = uniqueEmail('axe');
  await page.goto('/privacy/request');
  await page.getByLabel('Your email address').fill('someone@localhost');
  await page.getByRole('radio', { name: /Correct my name or e-mail address/ }).check();
  await page.getByRole('button', { name: 'Send me the link' }).click();
  await expect(page.getByText('Please enter a valid email address.').first()).toBeVisible();
  await expectNoViolations('the refusal');

  await page.getByLabel('Your email address').fill(email);
  await page.getByRole('radio', { name: /Correct my name or e-mail address/ }).check();
  await page.getByRole('button', { name: 'Send me the link' }).click();
  await expect(page.getByRole('region', { name: 'Check your e-mail' })).toContainText('We have e-mailed a private link');
  const link = await linkInMailbox(email, /https?:\/\/\S+\/privacy\/confirm\/[\w-]{43}/);
  await page.goto(new URL(link).pathname);
  await expect(page.getByLabel('Your new email address')).toBeVisible();
  await expectNoViolations('the correction page');
  const dead = await page.goto(`/fil/privacy/confirm/${'x'.repeat(43)}`);
  expect(dead!.status()).toBe(404);
  await expectNoViolations('a link that is not valid');
});
