// The forms cannot be turned into a mailer (nothing typed is echoed, one plain address, a few mails per address a day): the built site posts its
// e-mails to a real SMTP server on loopback, and a stranger posts the forms over HTTP with a
// victim's address, from as many client addresses as they like.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fakeSmtp, freePort, type FakeSmtp, type ReceivedMail } from '../fakes/smtp-server.ts';
import { validContact, validEbook, validStory, validSurvey } from '../factories.ts';
import { FORM_PATHS, eventually, postForm, uniqueEmail } from './support/forms.ts';
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
    env: { SMTP_URL: `smtp://127.0.0.1:${mail.port}`, EMAIL_RETRY_DELAY_SECONDS: '1', OWNER_EMAIL: OWNER },
  });
});
afterAll(() => teardown.run());

/** The message as its reader sees it: quoted-printable soft breaks and escapes undone. */
const decoded = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const mailsTo = (address: string): ReceivedMail[] =>
  mail.received.filter((m) => m.recipients.some((r) => r.toLowerCase() === address.toLowerCase()));

/** Waits until everything the site wrote to its outbox for these addresses is delivered, then returns what arrived. */
async function settled(addresses: string[]) {
  const rows = await eventually('every e-mail delivered', 60_000, async () => {
    const r = await query<{ status: string; message_id: string }>(
      site.dataDir,
      'select status, message_id from email_outbox where lower(recipient) = any($1)',
      [addresses.map((a) => a.toLowerCase())],
    );
    const arrived = mail.received.map((m) => /^Message-ID:\s*(<[^>\s]+>)/im.exec(m.raw)?.[1]);
    return r.length > 0 && r.every((m) => m.status === 'sent' && arrived.includes(m.message_id)) && r;
  });
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
    await post(FORM_PATHS.contact, validContact({ email: visitor, name: `Bank notice ${SPAM_LINK}`, message, submissionId: randomUUID() }));
    const story = `Dear customer, ${SPAM_LINK} — your parcel is waiting for you at the post office, pay the fee to release it.`;
    await post(FORM_PATHS.story, validStory({ email: visitor, name: `Courier ${SPAM_LINK}`, story, submissionId: randomUUID() }));
    await settled([visitor, OWNER]);

    const toVisitor = mailsTo(visitor).map((m) => decoded(m.raw));
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
    const notification = mailsTo(OWNER).map((m) => decoded(m.raw)).find((t) => t.includes(message));
    expect(notification).toBeDefined();
    expect(notification).toContain(/Reference: (KW-[0-9A-F]{8})/.exec(reply!)![1]);
  });

  test('at most 3 e-mails per address in 24 hours across all forms, whatever the client address; every submission is stored and the owner notified of each enquiry', async () => {
    const victim = uniqueEmail('victim');
    const spelled = [victim, victim.toUpperCase(), victim.replace(/^v/, 'V')];
    // Every post comes from its own client address (postForm gives each a new one).
    await post(FORM_PATHS.ebook, validEbook({ email: victim }));
    for (let i = 0; i < 4; i++) await post(FORM_PATHS.contact, validContact({ email: spelled[i % 3]!, submissionId: randomUUID() }));
    for (let i = 0; i < 2; i++) await post(FORM_PATHS.story, validStory({ email: spelled[i % 3]!, submissionId: randomUUID() }));
    await post(FORM_PATHS.ebook, validEbook({ email: victim.toUpperCase(), source: 'popup' }));
    await settled([victim, OWNER]);

    expect(mailsTo(victim), 'e-mails to the victim').toHaveLength(3);
    expect(mailsTo(victim).every((m) => m.recipients.length === 1)).toBe(true);
    // The e-book mail came first, and still carries a link that downloads the guide.
    const ebookMail = mailsTo(victim).map((m) => decoded(m.raw)).find((t) => /^Subject: Your free /m.test(t));
    const token = /\/ebook\/download\/([\w.-]+)/.exec(ebookMail ?? '')?.[1];
    expect(token, 'a download link in the e-book mail').toBeDefined();
    const pdf = await fetch(`${site.url}/ebook/download/${token}`);
    expect(pdf.status).toBe(200);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');

    const stored = async (table: string) =>
      (await query<{ n: number }>(site.dataDir, `select count(*)::int as n from ${table} where lower(email) = $1`, [victim.toLowerCase()]))[0]!.n;
    expect(await stored('contact_submissions')).toBe(4);
    expect(await stored('stories')).toBe(2);
    expect(await stored('ebook_signups')).toBe(1);
    const notifications = mailsTo(OWNER).filter((m) => decoded(m.raw).toLowerCase().includes(`email: ${victim.toLowerCase()}`));
    expect(notifications, 'owner notifications of the enquiries').toHaveLength(4);
  });
});

describe('an e-mail field carries exactly one address', () => {
  const list = 'postmaster,injected1@example.com';

  test.each([
    ['enquiry', FORM_PATHS.contact, () => validContact({ email: list, submissionId: randomUUID() }), ONE_ADDRESS],
    ['story', FORM_PATHS.story, () => validStory({ email: 'Liza <liza@example.com>, injected2@example.com', submissionId: randomUUID() }), ONE_ADDRESS],
    ['e-book', FORM_PATHS.ebook, () => validEbook({ email: 'reader@example.com;injected3@example.com' }), ONE_ADDRESS],
    // The survey's wording is the specification's.
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
    await post(FORM_PATHS.contact, validContact({ email: visitor, submissionId: randomUUID() }));
    await post(FORM_PATHS.story, validStory({ email: visitor, submissionId: randomUUID() }));
    await settled([visitor]);
    expect(mailsTo(visitor).map((m) => m.recipients)).toEqual([[visitor], [visitor]]);
    expect(mail.received.filter((m) => m.recipients.length !== 1)).toEqual([]);
  });
});
