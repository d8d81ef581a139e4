// The forms cannot be turned into a mailer (nothing typed is echoed, one plain address, a few mails per address a day): the built site posts its
// e-mails to a real SMTP server on loopback, and a stranger posts the forms over HTTP with a
// victim's address, from as many client addresses as they like.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fakeSmtp, freePort, mailboxOf as mailboxIn, mailsTo as mailsIn, type FakeSmtp } from '../fakes/smtp-server.ts';
import { validEnquiry, validEbook, validStory, validSurvey } from '../factories.ts';
import { eventually, FORM_PATHS, postForm, uniqueEmail, uniqueMarker } from '../support/index.ts';
import { query } from './support/postgres.ts';
import { Teardown, type FaultSite } from './support/site.ts';

const OWNER = 'owner@example.com';
const SPAM_LINK = 'https://win-a-prize.example/claim';
const ONE_ADDRESS = 'Please enter one email address only, without a name, commas, semicolons, quotes or angle brackets.';

const teardown = new Teardown();
let site: FaultSite;
let mail: FakeSmtp;

beforeAll(async () => {
  mail = fakeSmtp(await freePort());
  await mail.start();
  teardown.add(() => mail.stop());
  site = await teardown.site({
    port: await freePort(),
    dataDir: teardown.dataDir('mail-limits'),
    // The owner's notification 3 seconds after the first arrival it lists, not ten minutes.
    env: { SMTP_URL: `smtp://127.0.0.1:${mail.port}`, EMAIL_RETRY_DELAY_SECONDS: '1', OWNER_EMAIL: OWNER, OWNER_NOTIFICATION_SECONDS: '3' },
  });
});
afterAll(() => teardown.run());

const mailboxOf = (address: string) => mailboxIn(mail.received, address);
const mailsTo = (address: string) => mailsIn(mail.received, address);

/**
 * Waits until everything the site wrote to its outbox for these addresses is delivered (the owner's
 * notification written first, once its window has passed), then returns how many were.
 */
async function settled(addresses: string[]) {
  await eventually('the owner notified of everything', async () => {
    const [noted] = await query<{ n: number }>(site.dataDir, 'select count(*)::int as n from owner_notifications');
    return noted!.n === 0;
  }, { timeout: 60_000 });
  const rows = await eventually('every e-mail delivered', async () => {
    const r = await query<{ status: string; message_id: string }>(
      site.dataDir,
      'select status, message_id from email_outbox where lower(recipient) = any($1)',
      [addresses.map((a) => a.toLowerCase())],
    );
    const arrived = mail.received.map((m) => /^Message-ID:\s*(<[^>\s]+>)/im.exec(m.raw)?.[1]);
    return r.length > 0 && r.every((m) => m.status === 'sent' && arrived.includes(m.message_id)) && r;
  }, { timeout: 60_000 });
  return rows.length;
}

async function post(path: string, fields: Record<string, string>) {
  const answer = await postForm(site.url, path, fields);
  expect(answer.status, answer.body.slice(0, 300)).toBe(200);
}

describe('e-mails to an address a visitor typed', () => {
  test('an auto-reply and a story receipt say what was received, when, a reference and what happens next, and repeat nothing the visitor wrote', async () => {
    const visitor = uniqueEmail('echo');
    const message = `Hello, your account is locked. Sign in at ${SPAM_LINK} within 24 hours or lose your savings.`;
    await post(FORM_PATHS.contact, validEnquiry({ email: visitor, name: `Bank notice ${SPAM_LINK}`, message, submissionId: randomUUID() }));
    const story = `Dear customer, ${SPAM_LINK} — your parcel is waiting for you at the post office, pay the fee to release it.`;
    await post(FORM_PATHS.story, validStory({ email: visitor, name: `Courier ${SPAM_LINK}`, story, submissionId: randomUUID() }));
    await settled([visitor, OWNER]);

    const toVisitor = mailsTo(visitor);
    expect(toVisitor).toHaveLength(2);
    const today = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date());
    for (const text of toVisitor) {
      expect(text).not.toContain('win-a-prize');
      expect(text).not.toContain('locked');
      expect(text).not.toContain('parcel');
      expect(text).not.toContain('Bank notice');
      expect(text).not.toContain('Courier');
      expect(text).toContain(today);
      expect(text).toMatch(/Reference: KW-[0-9A-F]{8}\./);
      expect(text).toContain('What happens next');
    }
    const [reply] = toVisitor.filter((t) => /^Subject: We received your enquiry/m.test(t));
    expect(reply).toContain('the services form');
    expect(reply).toContain('within 72 hours');
    const [receipt] = toVisitor.filter((t) => /^Subject: We received your story/m.test(t));
    expect(receipt).toContain('"Share your story" form');

    // The owner, whose address is known, still reads the whole enquiry, under the same reference.
    const notification = mailsTo(OWNER).find((t) => t.includes(message));
    expect(notification).toBeDefined();
    expect(notification).toContain(/Reference: (KW-[0-9A-F]{8})/.exec(reply!)![1]);
  });

  test('at most 3 e-mails per address in 24 hours across all forms, whatever the client address; every submission is stored and the owner told of each enquiry', async () => {
    const victim = uniqueEmail('victim');
    const spelled = [victim, victim.toUpperCase(), victim.replace(/^v/, 'V')];
    // Every post comes from its own client address (postForm gives each a new one).
    await post(FORM_PATHS.ebook, validEbook({ email: victim }));
    for (let i = 0; i < 4; i++) await post(FORM_PATHS.contact, validEnquiry({ email: spelled[i % 3]!, submissionId: randomUUID() }));
    for (let i = 0; i < 2; i++) await post(FORM_PATHS.story, validStory({ email: spelled[i % 3]!, submissionId: randomUUID() }));
    await post(FORM_PATHS.ebook, validEbook({ email: victim.toUpperCase(), source: 'popup' }));
    await settled([victim, OWNER]);

    expect(mailboxOf(victim), 'e-mails to the victim').toHaveLength(3);
    expect(mailboxOf(victim).every((m) => m.recipients.length === 1)).toBe(true);
    // The e-book mail came first, and still carries a link that downloads the guide.
    const ebookMail = mailsTo(victim).find((t) => /^Subject: Your free /m.test(t));
    const token = /\/ebook\/download\/([\w-]{43})/.exec(ebookMail ?? '')?.[1];
    expect(token, 'a download link in the e-book mail').toBeDefined();
    const pdf = await fetch(`${site.url}/ebook/download/${token}`);
    expect(pdf.status).toBe(200);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');

    const stored = async (table: string) =>
      (await query<{ n: number }>(site.dataDir, `select count(*)::int as n from ${table} where lower(email) = $1`, [victim.toLowerCase()]))[0]!.n;
    expect(await stored('contact_submissions')).toBe(4);
    expect(await stored('stories')).toBe(2);
    expect(await stored('ebook_signups')).toBe(1);
    // However few notifications listed them, each enquiry is in one (counted in the text part).
    const textPart = (text: string) => text.split(/^Content-Type: text\/html/im)[0]!.toLowerCase();
    const listed = mailsTo(OWNER).flatMap((m) => textPart(m).split(`email: ${victim.toLowerCase()}`).slice(1));
    expect(listed, 'enquiries listed in the owner’s notifications').toHaveLength(4);
  });

  test('a burst of 5 enquiries from 5 client addresses: the owner gets one mail listing all 5', async () => {
    const before = mailboxOf(OWNER).length;
    const senders = Array.from({ length: 5 }, (_, i) => uniqueEmail(`burst${i}`));
    await Promise.all(senders.map((email) => post(FORM_PATHS.contact, validEnquiry({ email, submissionId: randomUUID() }))));
    await settled([...senders, OWNER]);
    const notifications = mailsTo(OWNER).slice(before);
    expect(notifications, 'owner notifications').toHaveLength(1);
    expect(notifications[0]).toMatch(/^Subject: New on Kwentong OFW: 5 enquiries$/m);
    for (const email of senders) expect(notifications[0]).toContain(`Email: ${email}`);
  });

  test('enquiries sent with a published teller’s address do not block that teller’s "Remove my story" mail, and the page answers as for anyone', async () => {
    const teller = uniqueEmail('teller');
    const slug = `a-teller-story-${uniqueMarker()}`;
    await query(
      site.dataDir,
      `insert into stories (email, country, story, consent, submission_id, status, title, excerpt, edited_story, byline, shown_country, slug, published_at)
       values ($1, 'Japan', $2, true, gen_random_uuid(), 'published', 'A caregiver in Osaka', 'The first year.', 'I came to Osaka as a caregiver.', 'Rosa', 'Japan', $3, now())`,
      [teller, 'I came to Osaka as a caregiver in 2018 and learned the language one shift at a time.', slug],
    );
    // A stranger uses up the teller's form mails for the day, and one more.
    for (let i = 0; i < 4; i++) await post(FORM_PATHS.contact, validEnquiry({ email: teller.toUpperCase(), submissionId: randomUUID() }));
    await settled([teller, OWNER]);
    expect(mailboxOf(teller)).toHaveLength(3);

    for (const email of [uniqueEmail('someone-else'), teller]) {
      const answer = await postForm(site.url, `/stories/${slug}/remove?_action=storyRemovalRequest`, { slug, email, website: '' });
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('If this address sent this story, we have e-mailed it a private link to remove it.');
    }
    const removal = await eventually('the removal mail', () => mailsTo(teller).find((t) => /^Subject: Remove your story/m.test(t)), { timeout: 30_000 });
    const link = /\/stories\/remove\/[\w-]{43}/.exec(removal)?.[0];
    expect(link, 'a removal link in the mail').toBeDefined();
    const page = await fetch(`${site.url}${link}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('A caregiver in Osaka');
  });
});

describe('an e-mail field carries exactly one address', () => {
  const list = 'postmaster,injected1@example.com';

  test.each([
    ['enquiry', FORM_PATHS.contact, () => validEnquiry({ email: list, submissionId: randomUUID() }), ONE_ADDRESS],
    ['story', FORM_PATHS.story, () => validStory({ email: 'Liza <liza@example.com>, injected2@example.com', submissionId: randomUUID() }), ONE_ADDRESS],
    ['e-book', FORM_PATHS.ebook, () => validEbook({ email: 'reader@example.com;injected3@example.com' }), ONE_ADDRESS],
    // The survey keeps one message for any bad address.
    ['survey', FORM_PATHS.survey, () => validSurvey({ email: '"maria" <injected4@example.com>', submissionId: randomUUID() }), 'Please enter a valid email address.'],
  ])('the %s form answers a list of addresses or a display name with 400 and says why; nothing is stored or sent', async (_form, path, body, message) => {
    const before = mail.received.length;
    const answer = await postForm(site.url, path, body());
    expect(answer.status).toBe(400);
    expect(answer.body).toContain(message);
    const rows = await query<{ n: number }>(
      site.dataDir,
      `select (select count(*) from contact_submissions where email like '%injected%') + (select count(*) from stories where email like '%injected%')
        + (select count(*) from ebook_signups where email like '%injected%') + (select count(*) from survey_responses where email like '%injected%')
        + (select count(*) from email_outbox where recipient like '%injected%') as n`,
    );
    expect(Number(rows[0]!.n)).toBe(0);
    expect(mail.received.slice(before).filter((m) => m.recipients.some((r) => r.includes('injected')))).toEqual([]);
  });

  test('every e-mail the site sends names one recipient in its SMTP envelope (RCPT TO)', async () => {
    const visitor = uniqueEmail('envelope');
    await post(FORM_PATHS.contact, validEnquiry({ email: visitor, submissionId: randomUUID() }));
    await post(FORM_PATHS.story, validStory({ email: visitor, submissionId: randomUUID() }));
    await settled([visitor]);
    expect(mailboxOf(visitor).map((m) => m.recipients)).toEqual([[visitor], [visitor]]);
    expect(mail.received.filter((m) => m.recipients.length !== 1)).toEqual([]);
  });
});
