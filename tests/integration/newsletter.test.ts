import { beforeEach, describe, expect, it, vi } from 'vitest';

// Before the site's modules read their settings: the digest's mails go out fast in tests.
vi.stubEnv('NEWSLETTER_RATE_PER_SECOND', '50');

const { getPool } = await import('../../src/platform/db/client.ts');
const { confirmPage, confirmSubscription, consentVersion, consentWording, newsletterOverview, saveNewsletterSettings, sendDigests, sendTestDigest, subscribe, subscribeInTransaction, unsubscribe, unsubscribePage, validateSubscribe } = await import(
  '../../src/features/newsletter/index.server.ts'
);
const { EMAIL_DEAD_QUEUE, EMAIL_QUEUE, NEWSLETTER_EMAIL_QUEUE, retryEmail } = await import('../../src/platform/email/outbox.ts');
const { isFromOurSite } = await import('../../src/platform/http/same-origin.ts');
const { getDb } = await import('../../src/platform/db/client.ts');
const { linkTokensIn, mailsTo, readableMail, subjectOf } = await import('../fakes/smtp-server.ts');
const { eventually } = await import('../support/index.ts');
const { queuesDrained } = await import('./support/jobs.ts');
const { useMailDelivery } = await import('./support/mail-delivery.ts');
const { ebookMessages, newsletterMessages, surveyMessages } = await import('../../src/i18n/form-messages.ts');
const { validateEbook } = await import('../../src/features/ebook/schema.ts');
const { saveEbookSignup } = await import('../../src/features/ebook/signups.server.ts');
const { validateSurvey } = await import('../../src/features/reviews/schema.ts');
const { saveSurveyResponse } = await import('../../src/features/reviews/index.server.ts');
const { messagesFor } = await import('../../src/i18n/messages.ts');
const { validEbook, validSurvey } = await import('../factories.ts');

const smtp = await useMailDelivery();
const drained = () => queuesDrained(getPool(), [EMAIL_QUEUE, EMAIL_DEAD_QUEUE, NEWSLETTER_EMAIL_QUEUE]);

const EPISODE_GUID = 'newsletter-test-episode';

beforeEach(async () => {
  await smtp.start();
  await getPool().query('delete from spotify_episodes where guid like $1', [`${EPISODE_GUID}%`]);
});

const subscribed = async (email: string, locale: 'en' | 'fil' = 'en', place?: 'footer' | 'page') => {
  const input = validateSubscribe({ email, language: locale, website: '', ...(place ? { place } : {}) }, newsletterMessages);
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
    // The words the reader saw in the footer, in Filipino, and their version.
    const footerWords = consentWording('fil', 'footer');
    expect(footerWords).toContain('Lingguhang digest');
    expect(await subscription('reader@example.com')).toMatchObject({ state: 'pending', language: 'fil', consent_text: footerWords, consent_version: consentVersion(footerWords), confirmed_at: null });

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

    // Mailbox providers POST without an Origin: the middleware lets that one request through.
    const oneClick = new Request(`https://kwento.example/newsletter/unsubscribe/${unsubscribeToken}`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await isFromOurSite(oneClick, 'https://kwento.example')).toBe(true);
    expect(await isFromOurSite(new Request('https://kwento.example/newsletter?_action=newsletterSubscribe', { method: 'POST' }), 'https://kwento.example')).toBe(false);

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
    const refusing = (await import('../fakes/smtp-server.ts')).fakeSmtp(0, { refuses: (a) => a === 'gone@example.com' });
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
    expect(copy.tables['newsletter_subscriptions']).toEqual([
      expect.objectContaining({ email: 'cora@example.com', state: 'confirmed', consent_text: consentWording('en', 'footer'), consent_version: consentVersion(consentWording('en', 'footer')), source: 'footer' }),
    ]);
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
    const { digestIfDue, zonedWeekHour } = await import('../../src/features/newsletter/index.server.ts');
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

describe('the digest: what the reader agreed to, pause, the owner’s figures and tests, Retry', () => {

  const valid = <T,>(result: { ok: true; data: T } | { ok: false; problem: { message: string } }): T => {
    if (!result.ok) throw new Error(`expected valid input: ${result.problem.message}`);
    return result.data;
  };
  const confirmed = async (email: string, locale: 'en' | 'fil' = 'en') => {
    await confirmSubscription({ token: await subscribed(email, locale), locale });
    expect((await subscription(email))!.state).toBe('confirmed');
  };
  const confirmLinkArrives = (email: string, locale: 'en' | 'fil') =>
    eventually(`the confirmation mail to ${email}`, () => linkTokensIn(smtp.received, email, `https://kwento.example${locale === 'fil' ? '/fil' : ''}/newsletter/confirm`).length === 1);

  it('stores the very words shown where the reader asked (footer, /newsletter, the e-book page’s box, the popup’s, the survey’s), in their language, with their version', async () => {
    await subscribed('footer@example.com', 'en', 'footer');
    await subscribed('page@example.com', 'fil', 'page');
    await saveEbookSignup(valid(validateEbook(validEbook({ email: 'ebook@example.com', newsletter: 'on', language: 'en' }), ebookMessages)));
    await saveEbookSignup(valid(validateEbook(validEbook({ email: 'popup@example.com', source: 'popup', newsletter: 'on', language: 'fil' }), ebookMessages)));
    await saveSurveyResponse(valid(validateSurvey(validSurvey({ email: 'survey@example.com', newsletter: 'on', language: 'fil' }), surveyMessages)));
      const expected = [
      ['footer@example.com', 'en', 'footer', 'footer', messagesFor('en').layout.footer.newsletter.intro],
      ['page@example.com', 'fil', 'page', 'footer', messagesFor('fil').newsletter.page.intro],
      ['ebook@example.com', 'en', 'ebook_page', 'ebook', messagesFor('en').ebook.signup.newsletterOptIn],
      ['popup@example.com', 'fil', 'popup', 'ebook', messagesFor('fil').ebook.popup.newsletterOptIn],
      ['survey@example.com', 'fil', 'survey', 'survey', messagesFor('fil').survey.form.newsletterOptIn],
    ] as const;
    for (const [email, locale, place, source, shown] of expected) {
      await confirmLinkArrives(email, locale);
      const row = await subscription(email);
      expect(row, email).toMatchObject({ state: 'pending', language: locale, source, consent_text: consentWording(locale, place), consent_version: consentVersion(consentWording(locale, place)) });
      expect(row!.consent_text, email).toContain(shown);
    }
    // The same words, the same version; other words, another.
    const words = expected.map(([, locale, place]) => consentWording(locale, place));
    expect(new Set(words.map(consentVersion)).size).toBe(new Set(words).size);
  });

  it('a box left unticked subscribes nobody', async () => {
    await saveEbookSignup(valid(validateEbook(validEbook({ email: 'nobox@example.com' }), ebookMessages)));
    await saveSurveyResponse(valid(validateSurvey(validSurvey({ email: 'nobox2@example.com' }), surveyMessages)));
    expect(await subscription('nobox@example.com')).toBeUndefined();
    expect(await subscription('nobox2@example.com')).toBeUndefined();
  });

  it('a digest lists new articles, episodes and published stories, and a Filipino reader gets it in Filipino', async () => {
    await confirmed('en-reader@example.com', 'en');
    await confirmed('fil-reader@example.com', 'fil');
    const minuteAgo = new Date(Date.now() - 60_000);
    for (const [locale, slug, title] of [
      ['en', 'digest-test-saving', 'Saving on a caregiver’s pay'],
      ['fil', 'digest-test-pag-iipon', 'Pag-iipon sa sahod ng caregiver'],
    ] as const) {
      const [article] = (await getPool().query<{ id: string }>('insert into articles default values returning id')).rows;
      await getPool().query(
        `insert into article_versions (article_id, language, slug, title, description, status, published_at, first_published_at) values ($1, $2, $3, $4, 'An article for the digest test.', 'published', $5, $5)`,
        [article!.id, locale, slug, title, minuteAgo],
      );
    }
    await getPool().query(
      `insert into stories (email, country, story, consent, submission_id, status, title, excerpt, edited_story, byline, shown_country, slug, published_at)
       values ('teller@example.com', 'Japan', $1, true, gen_random_uuid(), 'published', 'A welder in Osaka', 'His first winter.', 'The text.', 'Anonymous', 'Japan', 'digest-test-osaka', $2)`,
      ['I left Cebu in 2019 to weld ships in Osaka, and this is what my first winter there was like.', minuteAgo],
    );
    await newEpisode('seven');
    await sendDigests();
    await eventually('both digests', () => mailsTo(smtp.received, 'en-reader@example.com').length === 2 && mailsTo(smtp.received, 'fil-reader@example.com').length === 2);

    const english = mailsTo(smtp.received, 'en-reader@example.com').at(-1)!;
    expect(subjectOf(english)).toMatch(/^Kwentong OFW this week: \d+ new posts$/);
    for (const text of ['Articles', 'Saving on a caregiver’s pay', 'https://kwento.example/blog/digest-test-saving', 'Podcast episodes', 'Episode seven', 'Stories from OFWs', 'A welder in Osaka', 'https://kwento.example/stories/digest-test-osaka']) {
      expect(english).toContain(text);
    }
    expect(english).not.toContain('Pag-iipon sa sahod ng caregiver');

    const filipino = mailsTo(smtp.received, 'fil-reader@example.com').at(-1)!;
    expect(subjectOf(filipino)).toMatch(/^Kwentong OFW ngayong linggo: \d+ bago$/);
    for (const text of ['Ito ang mga bago sa Kwentong OFW', 'Mga artikulo', 'Pag-iipon sa sahod ng caregiver', 'https://kwento.example/fil/blog/digest-test-pag-iipon', 'Mga episode ng podcast', 'Mga kuwento ng OFW', 'https://kwento.example/fil/stories/digest-test-osaka', 'Mag-unsubscribe sa isang click:']) {
      expect(filipino).toContain(text);
    }
    expect(filipino).not.toContain('Saving on a caregiver’s pay');
    expect(linkTokensIn(smtp.received, 'fil-reader@example.com', 'https://kwento.example/fil/newsletter/unsubscribe')).toHaveLength(1);
  });

  it('“Send a test to me” delivers the next digest to OWNER_EMAIL, marked as a test, without a working unsubscribe link', async () => {
    await newEpisode('eight');
    expect(await sendTestDigest('fil')).toBe('queued');
    await eventually('the test digest', () => mailsTo(smtp.received, 'owner@kwento.example').length === 1);
    const [mail] = mailsTo(smtp.received, 'owner@kwento.example');
    expect(subjectOf(mail!)).toMatch(/^\[TEST\] Kwentong OFW ngayong linggo/);
    expect(mail).toContain('Episode eight');
    expect(mail).toContain('Test lang ito ng digest');
    expect(mail).toContain('[unsubscribe link]');
    expect(mail).not.toMatch(/newsletter\/unsubscribe\/[\w-]{43}/);
  });

  it('pause holds the copies of a digest under way: they wait in the outbox and go when the owner resumes', async () => {
    const readers = ['p1@example.com', 'p2@example.com', 'p3@example.com', 'p4@example.com'];
    for (const reader of readers) await confirmed(reader);
    await newEpisode('nine');
    // One a second: the copies are due over three seconds, time to pause in the middle.
    vi.stubEnv('NEWSLETTER_RATE_PER_SECOND', '1');
    try {
      await sendDigests();
      await saveNewsletterSettings({ paused: true });
    } finally {
      vi.stubEnv('NEWSLETTER_RATE_PER_SECOND', '50');
    }
    const digestsIn = () => readers.filter((r) => mailsTo(smtp.received, r).length === 2).length;
    // A copy being sent at the moment of the pause goes; every other one is held.
    await eventually('each copy sent or held', async () => digestsIn() + (await newsletterOverview()).held === readers.length);
    const sentBeforePause = digestsIn();
    expect(sentBeforePause).toBeLessThan(readers.length);
    // Longer than the whole digest would have taken: nothing more goes while paused.
    await new Promise((resolve) => setTimeout(resolve, 4500));
    expect(digestsIn()).toBe(sentBeforePause);
    const overview = await newsletterOverview();
    expect(overview.held).toBe(readers.length - sentBeforePause);

    await saveNewsletterSettings({ paused: false });
    await eventually('every copy, after resuming', () => digestsIn() === readers.length);
    await drained();
    expect(readers.map((r) => mailsTo(smtp.received, r).length)).toEqual(readers.map(() => 2));
    expect((await newsletterOverview()).held).toBe(0);
  });

  it('the owner sees, per digest, how many were sent, failed and unsubscribed since; Retry of a copy goes back on the digest’s own queue', async () => {
    for (const reader of ['f1@example.com', 'f2@example.com', 'f3@example.com']) await confirmed(reader);
    await newEpisode('ten');
    // No mail server for this digest: its copies are not sent, as the owner's outbox then shows.
    const smtpUrl = process.env['SMTP_URL'];
    delete process.env['SMTP_URL'];
    try {
      await sendDigests();
      await eventually('three copies not sent', async () => (await getPool().query("select 1 from email_outbox where kind = 'newsletter-digest' and status = 'not-sent'")).rowCount === 3);
    } finally {
      vi.stubEnv('SMTP_URL', smtpUrl!);
    }
    const englishDigest = async () => (await newsletterOverview()).digests.find((d) => d.locale === 'en');
    let digest = await englishDigest();
    expect(digest).toMatchObject({ recipients: 3, sent: 0, failed: 3, unsubscribed: 0 });

    // The owner's Retry of two copies: on the digest's queue, at its rate; they arrive with a working link.
    const copies = (await getPool().query<{ id: string; recipient: string }>("select id, recipient from email_outbox where kind = 'newsletter-digest' and recipient in ('f1@example.com', 'f2@example.com')")).rows;
    for (const copy of copies) expect(await retryEmail(copy.id)).toBe(true);
    const jobs = await getPool().query<{ name: string }>("select j.name from email_outbox o join pgboss.job j on j.id = o.job_id where o.id = any($1::uuid[])", [copies.map((c) => c.id)]);
    expect(jobs.rows.map((j) => j.name)).toEqual([NEWSLETTER_EMAIL_QUEUE, NEWSLETTER_EMAIL_QUEUE]);
    await eventually('the retried copies', () => mailsTo(smtp.received, 'f1@example.com').length === 2 && mailsTo(smtp.received, 'f2@example.com').length === 2);
    await drained();

    const [token] = linkTokensIn(smtp.received, 'f1@example.com', 'https://kwento.example/newsletter/unsubscribe');
    expect(await unsubscribe(token!)).toEqual({ state: 'done' });
    digest = await englishDigest();
    expect(digest).toMatchObject({ recipients: 3, sent: 2, failed: 1, unsubscribed: 1 });
  });

  describe('privacy requests about the digest', () => {
    const privacyRequest = async (email: string, kind: string, extra: Record<string, string> = {}) => {
      const { carryOutPrivacyRequest, requestPrivacy, validatePrivacyConfirm, validatePrivacyRequest } = await import('../../src/features/privacy/index.server.ts');
      const { privacyMessages } = await import('../../src/i18n/form-messages.ts');
      await requestPrivacy(valid(validatePrivacyRequest({ email, kind, language: 'en', website: '' }, privacyMessages)));
      const token = await eventually(`a privacy link for ${email}`, () => linkTokensIn(smtp.received, email, 'https://kwento.example/privacy/confirm').at(-1));
      return carryOutPrivacyRequest(valid(validatePrivacyConfirm({ token, ...extra }, privacyMessages)));
    };

    it('a corrected address takes the subscription with it: the next digest goes to the new address', async () => {
      await confirmed('old-address@example.com');
      expect(await privacyRequest('old-address@example.com', 'correct', { newEmail: 'New-Address@example.com' })).toEqual({ state: 'done', kind: 'correct' });
      expect((await getPool().query<{ email: string }>('select email from newsletter_subscriptions')).rows).toEqual([{ email: 'new-address@example.com' }]);
      await newEpisode('eleven');
      await sendDigests();
      await eventually('the digest at the new address', () => mailsTo(smtp.received, 'new-address@example.com').length === 1);
      await drained();
      expect(mailsTo(smtp.received, 'old-address@example.com').filter((m) => subjectOf(m)?.startsWith('Kwentong OFW this week'))).toHaveLength(0);
    });

    it('“No newsletter, ever” ends the subscription, and the address cannot be subscribed again from any form', async () => {
      await confirmed('never@example.com');
      expect(await privacyRequest('never@example.com', 'withdraw-newsletter')).toEqual({ state: 'done', kind: 'withdraw-newsletter' });
      expect((await subscription('never@example.com'))!.state).toBe('unsubscribed');
      smtp.received.length = 0;

      const input = validateSubscribe({ email: 'Never@Example.com', language: 'en', website: '' }, newsletterMessages);
      if (!input.ok) throw new Error('expected a valid form');
      await subscribe(input.data);
      await saveEbookSignup(valid(validateEbook(validEbook({ email: 'never@example.com', newsletter: 'on' }), ebookMessages)));
      await saveSurveyResponse(valid(validateSurvey(validSurvey({ email: 'never@example.com', newsletter: 'on' }), surveyMessages)));
      await eventually('the e-book mail', () => mailsTo(smtp.received, 'never@example.com').length === 1);
      await drained();
      expect((await subscription('never@example.com'))!.state).toBe('unsubscribed');
      expect(linkTokensIn(smtp.received, 'never@example.com', 'https://kwento.example/newsletter/confirm')).toHaveLength(0);

      // Asked without a subscription: recorded all the same.
      expect(await privacyRequest('stranger@example.com', 'withdraw-newsletter')).toEqual({ state: 'done', kind: 'withdraw-newsletter' });
      await subscribe(valid(validateSubscribe({ email: 'stranger@example.com', language: 'en', website: '' }, newsletterMessages)));
      expect(await subscription('stranger@example.com')).toBeUndefined();
    });
  });
});
