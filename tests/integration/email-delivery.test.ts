import { beforeEach, describe, expect, it } from 'vitest';
import { unfinishedJobs } from './support/jobs.ts';
import { validateEnquiry } from '../../src/features/enquiries/schema.ts';
import { validateEbook } from '../../src/features/ebook/schema.ts';
import { validateStory } from '../../src/features/stories/schema.ts';
import { getPool } from '../../src/platform/db/client.ts';
import { saveEbookSignup } from '../../src/features/ebook/signups.server.ts';
import { checkEbookLink } from '../../src/features/ebook/download-links.server.ts';
import { saveEnquiry } from '../../src/features/enquiries/enquiries.server.ts';
import { EMAIL_DEAD_QUEUE, EMAIL_QUEUE } from '../../src/platform/email/outbox.ts';
import { saveStory } from '../../src/features/stories/submissions.server.ts';
import { validEnquiry, validEbook, validStory } from '../factories.ts';
import { enquiryMessages, ebookMessages, storyMessages } from '../../src/i18n/form-messages.ts';
import { useMailDelivery } from './support/mail-delivery.ts';

const smtp = await useMailDelivery();

// A test may have stopped the SMTP server to make delivery wait.
beforeEach(async () => {
  await smtp.start();
});

const valid = <T>(result: { ok: true; data: T } | { ok: false }): T => {
  if (!result.ok) throw new Error('expected valid input');
  return result.data;
};

/** The message as the recipient reads it: quoted-printable soft breaks and escapes undone. */
const decoded = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const outbox = async () =>
  (
    await getPool().query<{ kind: string; recipient: string; status: string; attempts: number; last_error: string | null; message_id: string }>(
      'select kind, recipient, status, attempts, last_error, message_id from email_outbox order by kind',
    )
  ).rows;

const waitFor = (what: string, condition: () => boolean | Promise<boolean>, timeout = 20_000) =>
  expect.poll(condition, { message: `waiting for ${what}`, timeout }).toBe(true);

/** Every e-mail job has finished: the mails received are all there will be. */
const queueDrained = () => waitFor('the e-mail queue to drain', async () => (await unfinishedJobs(getPool(), [EMAIL_QUEUE, EMAIL_DEAD_QUEUE])) === 0);

describe('e-mail delivery through SMTP', () => {
  it('sends the e-book mail with a private link that is valid for 7 days', async () => {
    const signup = valid(validateEbook(validEbook({ name: 'Ana Cruz' }), ebookMessages));
    await saveEbookSignup(signup);
    await waitFor('the e-book mail', () => smtp.received.length === 1);

    const [mail] = smtp.received;
    expect(mail!.recipients).toEqual([signup.email]);
    const text = decoded(mail!.raw);
    expect(text).toMatch(/^Subject: Your free Kwentong OFW e-book/m);
    expect(text).toMatch(/^Hi,$/m);
    expect(text).not.toContain('Ana Cruz');
    expect(text).toContain('the link works for 7 days');
    const token = /https:\/\/kwento\.example\/ebook\/download\/([\w-]{43})\b/.exec(text)?.[1];
    expect(token).toBeDefined();
    expect(await checkEbookLink(token!)).toBe('valid');
    expect(await checkEbookLink(token!, new Date(Date.now() + 6.9 * 86_400_000))).toBe('valid');
    expect(await checkEbookLink(token!, new Date(Date.now() + 7.1 * 86_400_000))).toBe('expired');

    await waitFor('the outbox to say sent', async () => (await outbox())[0]?.status === 'sent');
    const [row] = await outbox();
    expect(row).toMatchObject({ kind: 'ebook-delivery', recipient: signup.email, status: 'sent', attempts: 1, last_error: null });
    expect(text).toContain(`Message-ID: ${row!.message_id}`);
  });

  it('an enquiry gets the auto-reply promising 72 hours and the owner a notification; a story gets a receipt', async () => {
    const enquiry = valid(validateEnquiry(validEnquiry(), enquiryMessages));
    await saveEnquiry(enquiry);
    await saveEnquiry(enquiry); // the same form sent twice: one enquiry, one pair of mails
    await saveStory(valid(validateStory(validStory(), storyMessages)));
    await waitFor('three mails', () => smtp.received.length === 3);

    const byRecipient = (address: string) => smtp.received.filter((m) => m.recipients.includes(address)).map((m) => decoded(m.raw));
    const [reply] = byRecipient(enquiry.email);
    expect(reply).toContain('within 72 hours');
    expect(reply).not.toContain(enquiry.message);
    expect(reply).not.toContain(enquiry.name);
    const [notification] = byRecipient('owner@kwento.example');
    expect(notification).toContain(enquiry.message);
    expect(notification).toContain('https://kwento.example/admin/enquiries');
    const [receipt] = byRecipient('liza@example.com');
    expect(receipt).toMatch(/^Subject: We received your story/m);
    await queueDrained();
    expect(smtp.received).toHaveLength(3);
  });

  it('no field can add a header or a recipient', async () => {
    const enquiry = valid(validateEnquiry(validEnquiry(), enquiryMessages));
    await saveEnquiry({ ...enquiry, name: 'Jose\r\nBcc: victim@evil.example\r\nSubject: hacked', phone: '1\r\nCc: other@evil.example' });
    await waitFor('two mails', () => smtp.received.length === 2);
    for (const mail of smtp.received) {
      expect(mail.recipients).toHaveLength(1);
      expect(mail.recipients.join()).not.toContain('evil.example');
      const headers = mail.raw.split(/\r\n\r\n/)[0]!;
      expect(headers).not.toMatch(/^(Bcc|Cc):/im);
      expect(headers.match(/^Subject:/gim)).toHaveLength(1);
    }
  });

  it('with the SMTP server down the mail waits, and once it is back it arrives exactly once', async () => {
    await smtp.stop();
    const story = valid(validateStory(validStory({ email: 'waiting@example.com' }), storyMessages));
    await saveStory(story);
    const receipt = async () => (await outbox()).find((row) => row.kind === 'story-receipt');
    await waitFor('a failed attempt', async () => ((await receipt())?.attempts ?? 0) >= 1);
    const waiting = await receipt();
    expect(waiting).toMatchObject({ status: 'queued' });
    expect(waiting!.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(smtp.received).toHaveLength(0);

    await smtp.start();
    const toTeller = () => smtp.received.filter((m) => m.recipients.includes('waiting@example.com'));
    await waitFor('the mail after the server is back', () => toTeller().length === 1, 30_000);
    await waitFor('the outbox to say sent', async () => (await receipt())?.status === 'sent');
    await queueDrained();
    expect(toTeller()).toHaveLength(1);
  });
});
