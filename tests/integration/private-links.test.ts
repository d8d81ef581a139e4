// A private link (the e-book download, the teller's review and removal links) lives only in its
// recipient's mailbox (ADR 039): made when the mail is handed to the SMTP server, stored as a hash,
// never in the outbox, the owner's list, any database row or a backup.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { validateEbook } from '../../src/features/ebook/schema.ts';
import { validateStory } from '../../src/features/stories/schema.ts';
import { validatePrepareStory, validateStoryRemovalRequest } from '../../src/features/stories/publishing-schema.ts';
import { getPool } from '../../src/platform/db/client.ts';
import { checkEbookLink } from '../../src/features/ebook/download-links.server.ts';
import { saveEbookSignup } from '../../src/features/ebook/signups.server.ts';
import { PRIVATE_LINK_PLACEHOLDER } from '../../src/platform/email/messages.ts';
import { EMAIL_DEAD_QUEUE, EMAIL_QUEUE, listOutbox, purgeOldEmailBodies, retryEmail } from '../../src/platform/email/outbox.ts';
import { NO_LINK_REASONS } from '../../src/features/mail/private-links.server.ts';
import { hashToken } from '../../src/platform/link-tokens.ts';
import { askTeller, prepareStory } from '../../src/features/stories/prepare.server.ts';
import { removalPage, removeStory, requestStoryRemoval } from '../../src/features/stories/removal.server.ts';
import { saveStory } from '../../src/features/stories/submissions.server.ts';
import { answerApproval, approvalPage } from '../../src/features/stories/approval.server.ts';
import { ebookMessages, storyMessages } from '../../src/i18n/form-messages.ts';
import { validEbook, validStory } from '../factories.ts';
import { linkTokensIn, mailsTo, subjectOf } from '../fakes/smtp-server.ts';
import { eventually, runScript } from '../support/index.ts';
import { queuesDrained } from './support/jobs.ts';
import { useMailDelivery } from './support/mail-delivery.ts';

vi.stubEnv('RATE_LIMIT_DISABLED', '1');
const smtp = await useMailDelivery();

// A test may have stopped the SMTP server to make delivery wait.
beforeEach(async () => {
  await smtp.start();
});

const backups = fs.mkdtempSync(path.join(os.tmpdir(), 'kwento-private-links-'));
afterAll(() => fs.rmSync(backups, { recursive: true, force: true }));

const query = async <R extends object>(sql: string, params: unknown[] = []) => (await getPool().query<R>(sql, params)).rows;

const valid = <T>(result: { ok: true; data: T } | { ok: false; problem: { message: string } }): T => {
  if (!result.ok) throw new Error(`expected valid input: ${result.problem.message}`);
  return result.data;
};

const LINKS = { ebook: 'ebook/download', review: 'stories/review', removal: 'stories/remove' } as const;

/** The tokens of this kind of link in the mails the address received, oldest first. */
const tokensInMailbox = (address: string, kind: keyof typeof LINKS) => linkTokensIn(smtp.received, address, `https://kwento.example/${LINKS[kind]}`);

const tokenInMailbox = (address: string, kind: keyof typeof LINKS, nth = 1) => eventually(`${kind} link ${nth} in the mail to ${address}`, () => tokensInMailbox(address, kind)[nth - 1]);

const queueDrained = () => queuesDrained(getPool(), [EMAIL_QUEUE, EMAIL_DEAD_QUEUE]);

/** Every row of every table of the site and its job queue, as text. */
async function everyDatabaseRow(): Promise<string> {
  const tables = await query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
      where table_schema in ('public', 'pgboss', 'drizzle') and table_type = 'BASE TABLE'`,
  );
  expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['email_outbox', 'ebook_links', 'story_links', 'job']));
  const rows: string[] = [];
  for (const { schema, name } of tables) {
    for (const row of await query<{ row: string }>(`select t::text as row from "${schema}"."${name}" t`)) rows.push(row.row);
  }
  return rows.join('\n');
}

/** `npm run db:backup` as the operator runs it, read back as text. */
function backupText(): string {
  const file = path.join(backups, `backup-${Date.now()}.sql.gz`);
  const result = runScript('db-backup', [file]);
  expect(result.code, result.out).toBe(0);
  return gunzipSync(fs.readFileSync(file)).toString('utf8');
}

const TELLER = 'liza.teller@example.com';

async function receivedStory(email = TELLER): Promise<string> {
  await saveStory(valid(validateStory(validStory({ email }), storyMessages)));
  return (await query<{ id: string }>('select id from stories where email = $1', [email]))[0]!.id;
}

const preparation = (id: string, title = 'My first year as a nurse in Riyadh') =>
  valid(
    validatePrepareStory({
      id,
      title,
      excerpt: 'Leaving Batangas was the hardest thing I ever did.',
      text: 'I left my province in 2015 to work as a nurse in a hospital in the Gulf.\n\nMy supervisor helped me through the first months.',
      byline: 'Liza',
      country: 'Saudi Arabia',
      pullQuote: '',
    }),
  );

async function askedStory(email = TELLER): Promise<string> {
  const id = await receivedStory(email);
  expect(await prepareStory(preparation(id))).toEqual({ ok: true });
  expect(await askTeller(id)).toEqual({ ok: true });
  return id;
}

async function publishedSlug(email = TELLER): Promise<string> {
  await askedStory(email);
  const outcome = await answerApproval(await tokenInMailbox(email, 'review'), 'approve');
  if (outcome.state !== 'approved') throw new Error(`not published: ${outcome.state}`);
  return outcome.slug;
}

const outboxRows = (kind: string) =>
  query<{ status: string; text_body: string; html_body: string; last_error: string | null; attempts: number }>(
    'select status, text_body, html_body, last_error, attempts from email_outbox where kind = $1 order by created_at',
    [kind],
  );

describe('each private link is in the mail the recipient received, and nowhere else', () => {
  it('the e-book, review and removal links work from the mail; no outbox body, owner list, database row or backup holds one', async () => {
    const reader = 'ana.reader@example.com';
    await saveEbookSignup(valid(validateEbook(validEbook({ email: reader }), ebookMessages)));
    const download = await tokenInMailbox(reader, 'ebook');
    expect(await checkEbookLink(download)).toBe('valid');

    const slug = await publishedSlug();
    const review = tokensInMailbox(TELLER, 'review')[0]!;
    await requestStoryRemoval(valid(validateStoryRemovalRequest({ slug, email: TELLER, website: '' })));
    const removal = await tokenInMailbox(TELLER, 'removal');
    expect(await removalPage(removal)).toMatchObject({ state: 'valid' });
    await queueDrained();

    for (const kind of ['ebook-delivery', 'story-review', 'story-removal']) {
      const [row] = await outboxRows(kind);
      expect(row, kind).toMatchObject({ status: 'sent' });
      expect(row!.text_body, kind).toContain(PRIVATE_LINK_PLACEHOLDER);
      expect(row!.html_body, kind).toContain(`<a href="${PRIVATE_LINK_PLACEHOLDER}"`);
    }
    const ownerList = JSON.stringify((await listOutbox({ page: 1 })).rows);
    const database = await everyDatabaseRow();
    const backup = backupText();
    expect(backup).toContain(hashToken(download));
    for (const [name, token] of Object.entries({ download, review, removal })) {
      expect(ownerList, `the owner's outbox holds the ${name} link`).not.toContain(token);
      expect(database, `a database row holds the ${name} link`).not.toContain(token);
      expect(backup, `the backup holds the ${name} link`).not.toContain(token);
    }
    // The link still works: nothing above used it up.
    expect(await removeStory(removal)).toEqual({ state: 'removed' });
  });

  it('a retry after a failed send makes a fresh link; the mail carries the newest', async () => {
    await smtp.stop();
    const reader = 'retry.reader@example.com';
    await saveEbookSignup(valid(validateEbook(validEbook({ email: reader }), ebookMessages)));
    await eventually('a failed attempt', async () => ((await outboxRows('ebook-delivery'))[0]?.attempts ?? 0) >= 1);
    const madeWhileDown = (await query<{ token_hash: string }>('select token_hash from ebook_links')).map((l) => l.token_hash);
    expect(madeWhileDown.length).toBeGreaterThanOrEqual(1);

    await smtp.start();
    const token = await tokenInMailbox(reader, 'ebook');
    expect(madeWhileDown).not.toContain(hashToken(token));
    expect(await checkEbookLink(token)).toBe('valid');
    expect(tokensInMailbox(reader, 'ebook')).toEqual([token]);
  });

  it('a review mail sent after the story moved on carries no link: the outbox says why, and every review link is closed', async () => {
    await smtp.stop();
    const id = await askedStory();
    await eventually('a failed attempt', async () => ((await outboxRows('story-review'))[0]?.attempts ?? 0) >= 1);
    expect(await prepareStory(preparation(id, 'Edited after asking'))).toEqual({ ok: true });

    await smtp.start();
    await eventually('the review mail cancelled', async () => (await outboxRows('story-review'))[0]?.status === 'cancelled');
    await queueDrained();
    expect((await outboxRows('story-review'))[0]).toMatchObject({ status: 'cancelled', last_error: NO_LINK_REASONS['story-review'] });
    expect(mailsTo(smtp.received, TELLER).map(subjectOf)).toEqual(['We received your story']);
    expect(await query('select 1 from story_links where story_id = $1 and used_at is null', [id])).toEqual([]);
    expect(await retryEmail((await query<{ id: string }>(`select id from email_outbox where kind = 'story-review'`))[0]!.id)).toBe(false);
  });

  it('a mail whose e-book signup was deleted is not sent', async () => {
    await smtp.stop();
    const reader = 'deleted.reader@example.com';
    await saveEbookSignup(valid(validateEbook(validEbook({ email: reader }), ebookMessages)));
    await eventually('a failed attempt', async () => ((await outboxRows('ebook-delivery'))[0]?.attempts ?? 0) >= 1);
    const [link] = await query<{ token_hash: string }>('select token_hash from ebook_links');
    await query('delete from ebook_signups where email = $1', [reader]);
    expect(await query('select 1 from ebook_links where token_hash = $1', [link!.token_hash])).toEqual([]);

    await smtp.start();
    await eventually('the e-book mail cancelled', async () => (await outboxRows('ebook-delivery'))[0]?.status === 'cancelled');
    expect((await outboxRows('ebook-delivery'))[0]!.last_error).toBe(NO_LINK_REASONS['ebook-download']);
    expect(smtp.received.filter((m) => m.recipients.includes(reader))).toEqual([]);
  });
});

describe('a used link is answered as used', () => {
  it('a review link: after Approve, both answers and the page say "used", and the story stays published', async () => {
    const id = await askedStory();
    const token = await tokenInMailbox(TELLER, 'review');
    expect(await answerApproval(token, 'approve')).toMatchObject({ state: 'approved' });
    expect(await approvalPage(token)).toEqual({ state: 'used' });
    expect(await answerApproval(token, 'decline')).toEqual({ state: 'used' });
    expect(await answerApproval(token, 'approve')).toEqual({ state: 'used' });
    expect(await query('select status from stories where id = $1', [id])).toEqual([{ status: 'published' }]);
  });

  it('a removal link: after removing, the page and a second removal say "used"', async () => {
    const slug = await publishedSlug();
    await requestStoryRemoval(valid(validateStoryRemovalRequest({ slug, email: TELLER, website: '' })));
    const token = await tokenInMailbox(TELLER, 'removal');
    expect(await removeStory(token)).toEqual({ state: 'removed' });
    expect(await removalPage(token)).toEqual({ state: 'used' });
    expect(await removeStory(token)).toEqual({ state: 'used' });
  });

  it('an e-book link is downloaded as often as needed until it expires; after that, or once its row is gone, it opens nothing', async () => {
    const reader = 'used.reader@example.com';
    await saveEbookSignup(valid(validateEbook(validEbook({ email: reader }), ebookMessages)));
    const token = await tokenInMailbox(reader, 'ebook');
    expect(await checkEbookLink(token)).toBe('valid');
    expect(await checkEbookLink(token)).toBe('valid');
    await query(`update ebook_links set expires_at = now() - interval '1 minute' where token_hash = $1`, [hashToken(token)]);
    expect(await checkEbookLink(token)).toBe('expired');
    await query('delete from ebook_links where token_hash = $1', [hashToken(token)]);
    expect(await checkEbookLink(token)).toBe('invalid');
  });
});

describe('message bodies are removed a set time after sending', () => {
  it(`after EMAIL_BODY_DAYS (30) the owner keeps who, what and when, not the text; it can no longer be retried`, async () => {
    const reader = 'old.reader@example.com';
    await saveEbookSignup(valid(validateEbook(validEbook({ email: reader }), ebookMessages)));
    await tokenInMailbox(reader, 'ebook');
    await saveEbookSignup(valid(validateEbook(validEbook({ email: 'new.reader@example.com' }), ebookMessages)));
    await tokenInMailbox('new.reader@example.com', 'ebook');
    await eventually('both sent', async () => (await outboxRows('ebook-delivery')).every((r) => r.status === 'sent'));
    await query(`update email_outbox set sent_at = now() - interval '31 days', status = 'dead' where recipient = $1`, [reader]);

    expect(await purgeOldEmailBodies()).toBe(1);
    const rows = await query<{ recipient: string; subject: string; text_body: string; html_body: string; purged: boolean }>(
      'select recipient, subject, text_body, html_body, purged_at is not null as purged from email_outbox order by recipient',
    );
    expect(rows).toEqual([
      { recipient: 'new.reader@example.com', subject: 'Your free Kwentong OFW e-book', text_body: expect.stringContaining('Hi,'), html_body: expect.stringContaining('<p>Hi,</p>'), purged: false },
      { recipient: reader, subject: 'Your free Kwentong OFW e-book', text_body: '', html_body: '', purged: true },
    ]);
    expect(await purgeOldEmailBodies()).toBe(0);
    expect(await retryEmail((await query<{ id: string }>('select id from email_outbox where recipient = $1', [reader]))[0]!.id)).toBe(false);
  });
});
