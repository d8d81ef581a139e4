import { beforeEach, describe, expect, it, vi } from 'vitest';

// Before the site's modules read their settings: the digest's mails go out fast in tests.
vi.stubEnv('NEWSLETTER_RATE_PER_SECOND', '50');

const { getPool } = await import('../../src/platform/db/client.ts');
const { confirmPage, confirmSubscription, sendDigests, subscribe, subscribeInTransaction, unsubscribe, unsubscribePage, validateSubscribe } = await import(
  '../../src/features/newsletter/index.server.ts'
);
const { newsletterMessages } = await import('../../src/i18n/form-messages.ts');
const { EMAIL_DEAD_QUEUE, EMAIL_QUEUE, NEWSLETTER_EMAIL_QUEUE } = await import('../../src/platform/email/outbox.ts');
const { isFromOurSite } = await import('../../src/platform/http/same-origin.ts');
const { getDb } = await import('../../src/platform/db/client.ts');
const { linkTokensIn, mailsTo, readableMail, subjectOf } = await import('../fakes/smtp-server.ts');
const { eventually } = await import('../support/index.ts');
const { queuesDrained } = await import('./support/jobs.ts');
const { useMailDelivery } = await import('./support/mail-delivery.ts');

const smtp = await useMailDelivery();
const drained = () => queuesDrained(getPool(), [EMAIL_QUEUE, EMAIL_DEAD_QUEUE, NEWSLETTER_EMAIL_QUEUE]);

const EPISODE_GUID = 'newsletter-test-episode';

beforeEach(async () => {
  await smtp.start();
  await getPool().query('delete from spotify_episodes where guid like $1', [`${EPISODE_GUID}%`]);
});

const subscribed = async (email: string, locale: 'en' | 'fil' = 'en') => {
  const input = validateSubscribe({ email, language: locale, website: '' }, newsletterMessages);
  if (!input.ok) throw new Error('expected a valid form');
  await subscribe(input.data);
  await eventually('the confirmation mail', () => linkTokensIn(smtp.received, email, locale === 'fil' ? '/fil/newsletter/confirm' : '/newsletter/confirm').length > 0);
  const [token] = linkTokensIn(smtp.received, email, locale === 'fil' ? '/fil/newsletter/confirm' : '/newsletter/confirm');
  return token!;
};

const newEpisode = (suffix: string, publishedAt = new Date(Date.now() - 60_000)) =>
  getPool().query(`insert into spotify_episodes (guid, slug, name, description, published_at) values ($1, $2, $3, 'An episode for the test.', $4)`, [
    `${EPISODE_GUID}-${suffix}`,
    `newsletter-test-${suffix}`,
    `Episode ${suffix}`,
    publishedAt,
  ]);

const subscription = async (email: string) =>
  (await getPool().query<{ state: string; language: string; consent_text: string; consent_version: string; confirmed_at: Date | null }>('select * from newsletter_subscriptions where lower(email) = lower($1)', [email])).rows[0];

describe('the weekly digest, double opt-in and one-click unsubscribe', () => {
  it('subscribes with a mailed link whose page changes nothing until its button, storing the consent and the language', async () => {
    const token = await subscribed('reader@example.com', 'fil');
    const [mail] = mailsTo(smtp.received, 'reader@example.com');
    expect(subjectOf(mail!)).toContain('Kumpirmahin');
    expect(await subscription('reader@example.com')).toMatchObject({ state: 'pending', language: 'fil', consent_version: '2026-11-26', confirmed_at: null });
    expect((await subscription('reader@example.com'))!.consent_text).toContain('lingguhang digest');

    // Opening the page (a mail scanner, or the reader) changes nothing.
    expect(await confirmPage(token)).toEqual({ state: 'valid' });
    expect((await subscription('reader@example.com'))!.state).toBe('pending');

    expect(await confirmSubscription({ token, locale: 'fil' })).toEqual({ state: 'done' });
    const after = await subscription('reader@example.com');
    expect(after).toMatchObject({ state: 'confirmed' });
    expect(after!.confirmed_at).toBeInstanceOf(Date);
    expect(await confirmSubscription({ token, locale: 'fil' })).toEqual({ state: 'invalid' });
  });

  it('sends a digest carrying List-Unsubscribe (https and mailto) and List-Unsubscribe-Post; a POST to the link ends the subscription, and the reader can subscribe again', async () => {
    const token = await subscribed('ana@example.com');
    await confirmSubscription({ token, locale: 'en' });
    await newEpisode('one');
    const runs = await sendDigests();
    expect(runs.find((r) => r.locale === 'en')).toMatchObject({ recipients: 1 });
    await eventually('the digest', () => mailsTo(smtp.received, 'ana@example.com').length === 2);
    await drained();

    const raw = smtp.received.filter((m) => m.recipients.includes('ana@example.com')).at(-1)!.raw;
    const digest = readableMail(raw);
    expect(digest).toContain('Episode one');
    expect(digest).toContain('https://kwento.example/podcast/newsletter-test-one');
    // The header block, its folded lines unfolded (a long header continues on lines that start with a space).
    const headers = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    const header = /^List-Unsubscribe: *(.*)$/m.exec(headers)?.[1];
    expect(header).toMatch(/<https:\/\/kwento\.example\/newsletter\/unsubscribe\/[\w-]{43}>/);
    expect(header).toMatch(/<mailto:[^>]+>/);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    // The same link in the body.
    const [unsubscribeToken] = linkTokensIn(smtp.received, 'ana@example.com', 'https://kwento.example/newsletter/unsubscribe');
    expect(unsubscribeToken).toBeDefined();
    expect(header).toContain(unsubscribeToken);
    // The outbox keeps no working link.
    const stored = await getPool().query<{ text_body: string }>("select text_body from email_outbox where kind = 'newsletter-digest'");
    expect(stored.rows[0]!.text_body).not.toContain(unsubscribeToken);

    // Mailbox providers POST without an Origin: the middleware lets that one address through.
    const oneClick = new Request(`https://kwento.example/newsletter/unsubscribe/${unsubscribeToken}`, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
    expect(isFromOurSite(oneClick, 'https://kwento.example')).toBe(true);
    expect(isFromOurSite(new Request('https://kwento.example/newsletter?_action=newsletterSubscribe', { method: 'POST' }), 'https://kwento.example')).toBe(false);

    // GET shows a page and changes nothing; the POST ends the subscription at once.
    expect(await unsubscribePage(unsubscribeToken!)).toEqual({ state: 'valid' });
    expect((await subscription('ana@example.com'))!.state).toBe('confirmed');
    expect(await unsubscribe(unsubscribeToken!)).toEqual({ state: 'done' });
    expect((await subscription('ana@example.com'))!.state).toBe('unsubscribed');
    expect(await unsubscribe(unsubscribeToken!)).toEqual({ state: 'done' });

    // No more digests.
    await newEpisode('two');
    const second = await sendDigests();
    expect(second.find((r) => r.locale === 'en')).toMatchObject({ recipients: 0 });

    // Subscribing again: a new confirmation, then digests again.
    smtp.received.length = 0;
    const again = await subscribed('ana@example.com');
    expect((await subscription('ana@example.com'))!.state).toBe('pending');
    await confirmSubscription({ token: again, locale: 'en' });
    expect((await subscription('ana@example.com'))!.state).toBe('confirmed');
  });

  it('sends no digest when nothing is new since the last one', async () => {
    const token = await subscribed('ben@example.com');
    await confirmSubscription({ token, locale: 'en' });
    await newEpisode('three');
    await sendDigests();
    await eventually('the first digest', () => mailsTo(smtp.received, 'ben@example.com').length === 2);

    const runs = await sendDigests();
    expect(runs.every((r) => r.digestId === undefined && r.recipients === 0)).toBe(true);
    await drained();
    expect(mailsTo(smtp.received, 'ben@example.com')).toHaveLength(2);
    const digests = await getPool().query<{ n: number }>("select count(*)::int as n from newsletter_digests where language = 'en'");
    expect(digests.rows[0]!.n).toBe(1);
  });

  it('never stores or mails an address on the suppression list, and a 5xx refusal of a digest ends that subscription', async () => {
    const { addressHash, mailboxHash } = await import('../../src/platform/email/address.ts');
    await getPool().query('insert into email_suppressions (key_hash, email_hash) values ($1, $2)', [mailboxHash('erased@example.com'), addressHash('erased@example.com')]);
    await getDb().transaction((tx) => subscribeInTransaction(tx, 'erased@example.com', 'en', 'footer'));
    expect(await subscription('erased@example.com')).toBeUndefined();

    // A mailbox that no longer exists: the server refuses it for good.
    await getPool().query(
      "insert into newsletter_subscriptions (email, language, state, source, consent_text, consent_version, confirmed_at) values ('gone@example.com', 'en', 'confirmed', 'footer', 'x', 'v', now())",
    );
    const refusing = (await import('../fakes/smtp-server.ts')).fakeSmtp(await (await import('../fakes/smtp-server.ts')).freePort(), { refuses: (a) => a === 'gone@example.com' });
    await refusing.start();
    vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${refusing.port}`);
    try {
      await newEpisode('four');
      await sendDigests();
      await eventually('the refusal to be recorded', async () => (await subscription('gone@example.com'))!.state === 'bounced');
      const row = await getPool().query<{ status: string; attempts: number }>("select status, attempts from email_outbox where kind = 'newsletter-digest' and recipient = 'gone@example.com'");
      expect(row.rows[0]).toMatchObject({ status: 'dead', attempts: 1 });
    } finally {
      vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${smtp.port}`);
      await refusing.stop();
    }
  });

  it('a subscription is in the privacy copy with its consent, and goes with the erasure (links too)', async () => {
    const { personalCopy } = await import('../../src/features/privacy/copy.server.ts');
    const { erasePerson } = await import('../../src/features/privacy/erase.server.ts');
    const { hashesOf } = await import('../../src/features/privacy/personal-data.server.ts');
    const token = await subscribed('cora@example.com');
    await confirmSubscription({ token, locale: 'en' });
    const copy = await personalCopy('cora@example.com');
    expect(copy.tables['newsletter_subscriptions']).toEqual([expect.objectContaining({ email: 'cora@example.com', state: 'confirmed', consent_version: '2026-11-26', source: 'footer' })]);
    expect(copy.consents.newsletter).toBe('subscribed');

    const erased = await getDb().transaction((tx) => erasePerson(tx, hashesOf('cora@example.com')));
    expect(erased['newsletter_subscriptions']).toBe(1);
    expect(await subscription('cora@example.com')).toBeUndefined();
    expect((await getPool().query('select 1 from newsletter_links')).rowCount).toBe(0);
  });

  it('retention deletes subscriptions left unconfirmed for 7 days, not confirmed ones', async () => {
    const { runRetention } = await import('../../src/features/privacy/retention.server.ts');
    await subscribed('late@example.com');
    const confirmedToken = await subscribed('kept@example.com');
    await confirmSubscription({ token: confirmedToken, locale: 'en' });
    const run = await runRetention(new Date(Date.now() + 8 * 86_400_000));
    expect(run.unconfirmedNewsletterSubscriptions).toBe(1);
    expect(await subscription('late@example.com')).toBeUndefined();
    expect((await subscription('kept@example.com'))!.state).toBe('confirmed');
  });

  it('the hourly check sends on the owner’s day and hour (Asia/Manila by default), not when paused, not twice', async () => {
    const { digestIfDue, saveNewsletterSettings, zonedWeekHour } = await import('../../src/features/newsletter/index.server.ts');
    const token = await subscribed('dina@example.com');
    await confirmSubscription({ token, locale: 'en' });
    await newEpisode('five');
    const now = new Date();
    const at = zonedWeekHour(now, 'Asia/Manila');
    await saveNewsletterSettings({ weekday: (at.weekday + 1) % 7, hour: at.hour, paused: false });
    expect(await digestIfDue(now)).toBeUndefined();
    await saveNewsletterSettings({ weekday: at.weekday, hour: at.hour, paused: true });
    expect(await digestIfDue(now)).toBeUndefined();
    await saveNewsletterSettings({ paused: false });
    const runs = await digestIfDue(now);
    expect(runs?.find((r) => r.locale === 'en')).toMatchObject({ recipients: 1 });
    await newEpisode('six');
    expect(await digestIfDue(new Date(now.getTime() + 60_000)), 'not twice within a day').toBeUndefined();
  });
});
