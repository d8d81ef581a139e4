import { beforeEach, describe, expect, it } from 'vitest';
import { unfinishedJobs } from './support/jobs.ts';
import { useMailDelivery } from './support/mail-delivery.ts';
import { validEnquiry } from '../factories.ts';
import { enquiryMessages } from '../../src/i18n/form-messages.ts';
import { validateEnquiry } from '../../src/features/enquiries/schema.ts';
import { saveEnquiry } from '../../src/features/enquiries/enquiries.server.ts';
import { answerEnquiry, answersOf, ANSWER_FAILURES } from '../../src/features/enquiries/answers.server.ts';
import { enquiryDetail } from '../../src/features/enquiries/detail.server.ts';
import { describeMail } from '../../src/features/mail/state.server.ts';
import { answerTemplate } from '../../src/features/enquiries/answer-templates.ts';
import { validateAnswerEnquiry } from '../../src/features/enquiries/answer-schema.ts';
import { getPool } from '../../src/platform/db/client.ts';
import { EMAIL_DEAD_QUEUE, EMAIL_QUEUE } from '../../src/platform/email/outbox.ts';
import { LIMITS } from '../../src/platform/limits.ts';
import { submitForm } from '../../src/platform/form-submission.ts';
import { answerEnquiryAction } from '../../src/features/owner/owner-actions.server.ts';

// "Send reply" on an enquiry's page: the owner's text is stored in the outbox as a mail to the visitor,
// and the enquiry becomes "replied" only when the mail server has taken it.

const smtp = await useMailDelivery();

beforeEach(async () => {
  await smtp.start();
});

const decoded = (raw: string) =>
  Buffer.from(raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

const waitFor = (what: string, condition: () => boolean | Promise<boolean>, timeout = 30_000) =>
  expect.poll(condition, { message: `waiting for ${what}`, timeout, interval: 100 }).toBe(true);

const queueDrained = () => waitFor('the e-mail queue to drain', async () => (await unfinishedJobs(getPool(), [EMAIL_QUEUE, EMAIL_DEAD_QUEUE])) === 0);

async function storedEnquiry(overrides: Record<string, string> = {}) {
  const input = validateEnquiry(validEnquiry(overrides), enquiryMessages);
  if (!input.ok) throw new Error(input.problem.message);
  await saveEnquiry(input.data);
  const { rows } = await getPool().query<{ id: string; name: string; email: string; status: string }>(
    'select id, name, email, status from contact_submissions where submission_id = $1',
    [input.data.submissionId],
  );
  // The auto-reply and the owner's notification go first: the mailbox then holds only what follows.
  await queueDrained();
  smtp.received.length = 0;
  return rows[0]!;
}

const statusOf = async (id: string) => (await getPool().query<{ status: string }>('select status from contact_submissions where id = $1', [id])).rows[0]?.status;

const answerRow = async (outboxId: string) =>
  (
    await getPool().query<{ kind: string; recipient: string; subject: string; text_body: string; language: string; about_id: string; status: string; attempts: number; last_error: string | null }>(
      'select kind, recipient, subject, text_body, language, about_id, status, attempts, last_error from email_outbox where id = $1',
      [outboxId],
    )
  ).rows[0];

const answer = async (id: string, text: string) => {
  const input = validateAnswerEnquiry({ id, text });
  if (!input.ok) throw new Error(input.problem.message);
  const result = await answerEnquiry(input.data);
  if (!result.ok) throw new Error(result.message);
  return result.outboxId;
};

describe('the owner answers an enquiry from its page', () => {
  it('stores the reply in the enquiry’s language and marks the enquiry replied when the mail is sent, not when it is queued', async () => {
    const enquiry = await storedEnquiry({
      name: 'Ana Reyes',
      email: 'ana.reyes@example.com',
      service: 'interview-guesting',
      message: 'Gusto kong i-guest ang tita ko, nurse siya sa Dubai.',
      language: 'fil',
    });
    const template = answerTemplate('next-steps', { name: enquiry.name, service: 'interview-guesting', locale: 'fil' });
    expect(template).toMatch(/^Magandang araw, Ana Reyes!\n\nSalamat sa inquiry mo tungkol sa Pag-guest sa Interview\. /);
    // The owner's own text may quote the visitor's words.
    const text = `${template}\r\n\r\n> Gusto kong i-guest ang tita ko, nurse siya sa Dubai.`;

    // The mail server is down: the reply waits in the outbox and the enquiry is not answered yet.
    await smtp.stop();
    const outboxId = await answer(enquiry.id, text);
    const stored = await answerRow(outboxId);
    expect(stored).toMatchObject({
      kind: 'enquiry-answer',
      recipient: 'ana.reyes@example.com',
      subject: 'Re: Pag-guest sa Interview',
      language: 'fil',
      about_id: enquiry.id,
    });
    expect(stored!.text_body).toBe(`${template}\n\n> Gusto kong i-guest ang tita ko, nurse siya sa Dubai.\n\nSalamat,\nAng Kwentong OFW team\nIto ang kwento nyo`);
    await waitFor('a failed first attempt', async () => ((await answerRow(outboxId))?.attempts ?? 0) > 0);
    expect(await answerRow(outboxId)).toMatchObject({ status: 'queued', last_error: expect.stringMatching(/ECONNREFUSED|connect/i) });
    expect(await statusOf(enquiry.id)).toBe('new');
    expect(await answersOf(enquiry.id)).toMatchObject([{ id: outboxId, status: 'queued', subject: 'Re: Pag-guest sa Interview' }]);
    // The enquiry's page tells the truth: not sent, why, when it is tried again, and where it is in the outbox.
    const waiting = (await enquiryDetail(enquiry.id, { answered: outboxId }))!;
    const outboxPage = `/admin/outbox/${outboxId}`;
    expect(waiting.answers).toMatchObject([{ mail: { id: outboxId, href: outboxPage, subject: 'Re: Pag-guest sa Interview', status: 'retrying', pending: true } }]);
    const retrying = waiting.answers[0]!.mail.state;
    expect(retrying).toMatch(/^Failed 1 attempt so far: .*(ECONNREFUSED|connect).*\. (Next try around \w{3} \d{2}, \d{4} at \d{1,2}:\d{2} [AP]M|It is being tried again now)\.$/);
    expect(waiting.reply.notice).toEqual({
      message: `Your reply is not sent yet. ${retrying} The enquiry stays new until it is sent.`,
      tone: 'error',
      link: { href: outboxPage, label: 'Open it in the outbox' },
    });
    // Its last try used up (EMAIL_RETRY_LIMIT), it is not said to be tried again while the dead-letter job marks it dead.
    const [row] = await answersOf(enquiry.id);
    expect(describeMail(row!, 'never').state).toMatch(/^Failed 1 attempt so far: .*\. That was its last try: it is being given up on\.$/);

    // The mail server is back: the retry sends it, and only now is the enquiry replied.
    await smtp.start();
    await waitFor('the reply to be sent', async () => (await answerRow(outboxId))?.status === 'sent', 60_000);
    expect(await statusOf(enquiry.id)).toBe('replied');
    expect(await answerRow(outboxId)).toMatchObject({ status: 'sent', last_error: null });
    const sent = (await enquiryDetail(enquiry.id, { answered: outboxId }))!;
    expect(sent.answers[0]!.mail).toMatchObject({ href: outboxPage, status: 'sent', state: expect.stringMatching(/^Sent on \w{3} \d{2}, \d{4} at /) });
    expect(sent.reply.notice).toEqual({
      message: 'Your reply was sent to ana.reyes@example.com. The enquiry is marked replied.',
      tone: 'ok',
      link: { href: outboxPage, label: 'Open it in the outbox' },
    });

    const mails = smtp.received.filter((m) => m.recipients.includes('ana.reyes@example.com')).map((m) => decoded(m.raw));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^Subject: Re: Pag-guest sa Interview$/m);
    expect(mails[0]).toMatch(/^Reply-To: owner@kwento\.example$/m);
    expect(mails[0]).toContain('Magandang araw, Ana Reyes!');
    expect(mails[0]).toContain('Gusto kong i-guest ang tita ko, nurse siya sa Dubai.');
  });

  it('"Send reply" as the owner\'s form: refused without a session; with one, it returns once the first attempt was made', async () => {
    const enquiry = await storedEnquiry({ email: 'action.answer@example.com' });
    const form = new FormData();
    form.append('id', enquiry.id);
    form.append('text', 'Hi,\r\n\r\nThank you!');
    const request = { headers: new Headers(), ip: '203.0.113.7' };
    expect(await submitForm(answerEnquiryAction, form, request)).toMatchObject({ ok: false, status: 401 });
    const admin = { userId: 'owner', sessionId: 'session', name: 'Owner', signedInAt: new Date(), expiresAt: new Date(Date.now() + 3_600_000) };
    const result = await submitForm(answerEnquiryAction, form, { ...request, locals: { admin } as App.Locals });
    expect(result).toMatchObject({ ok: true, data: { id: enquiry.id } });
    const outboxId = result.ok ? result.data.outboxId : '';
    // The action waited for the delivery job (up to 5 s): a healthy mail server has taken it by now.
    expect(await answerRow(outboxId)).toMatchObject({ status: 'sent', text_body: expect.stringMatching(/^Hi,\n\nThank you!\n\nSalamat,\nThe Kwentong OFW team/) });
    expect(await statusOf(enquiry.id)).toBe('replied');
  });

  it('an English enquiry gets an English reply; an archived one becomes replied when its reply is sent', async () => {
    const enquiry = await storedEnquiry({ name: 'Jose', email: 'jose.answer@example.com', service: 'advertising' });
    await getPool().query(`update contact_submissions set status = 'archived' where id = $1`, [enquiry.id]);
    const outboxId = await answer(enquiry.id, answerTemplate('details', { name: 'Jose', service: 'advertising', locale: 'en' }));
    await waitFor('the reply to be sent', async () => (await answerRow(outboxId))?.status === 'sent');
    expect(await statusOf(enquiry.id)).toBe('replied');
    const [mail, ...more] = smtp.received.filter((m) => m.recipients.includes('jose.answer@example.com')).map((m) => decoded(m.raw));
    expect(more).toEqual([]);
    expect(mail).toMatch(/^Subject: Re: Advertising$/m);
    expect(mail).toContain('Hi Jose,');
    expect(mail).toContain('Thank you for your enquiry about Advertising. To give you a proper answer');
    expect(mail).toContain('The Kwentong OFW team');
  });

  it('has its own cap of 3 replies a day per mailbox, which the visitor’s own form posts do not spend', async () => {
    const enquiry = await storedEnquiry({ email: 'capped.answer@example.com' });
    // Two more enquiries from the same mailbox (its form mails' cap), then three replies.
    await storedEnquiry({ email: 'capped.answer@example.com' });
    await storedEnquiry({ email: 'Capped.Answer+again@example.com' });
    for (let i = 1; i <= 3; i++) await answer(enquiry.id, `Reply number ${i}.`);
    const refused = await answerEnquiry({ id: enquiry.id, text: 'A fourth reply.' });
    expect(refused).toEqual({ ok: false, status: 409, message: ANSWER_FAILURES.capped });
    expect(ANSWER_FAILURES.capped).toContain('3 replies from us in the last 24 hours');
    expect(await answersOf(enquiry.id)).toHaveLength(3);
  });

  it('refuses an unknown enquiry, an empty or too long reply and unknown fields, before storing anything', async () => {
    const enquiry = await storedEnquiry();
    expect(await answerEnquiry({ id: crypto.randomUUID(), text: 'Hello' })).toEqual({ ok: false, status: 404, message: 'That enquiry does not exist.' });
    const problem = (input: unknown) => {
      const result = validateAnswerEnquiry(input);
      return result.ok ? undefined : result.problem.message;
    };
    expect(problem({ id: enquiry.id, text: '' })).toBe('Write your reply before sending it.');
    expect(problem({ id: enquiry.id, text: ' \r\n\t ' })).toBe('Write your reply before sending it.');
    expect(problem({ id: enquiry.id })).toBe('Write your reply before sending it.');
    expect(problem({ id: enquiry.id, text: 'x'.repeat(LIMITS.answer + 1) })).toBe(`Your reply must be at most ${LIMITS.answer} characters.`);
    expect(problem({ id: enquiry.id, text: 'Hi\u0000' })).toMatch(/contains characters we cannot accept/);
    expect(problem({ id: 'nope', text: 'Hi' })).toBe('That enquiry does not exist.');
    expect(problem({ id: enquiry.id, text: 'Hi', status: 'replied' })).toBe('Unexpected field: status');
    // A browser's CR LF counts as one character, as the text area counted it.
    const lines = validateAnswerEnquiry({ id: enquiry.id, text: `${'x'.repeat(LIMITS.answer - 2)}\r\n\r\n` + 'y' });
    expect(lines.ok).toBe(false);
    const atLimit = validateAnswerEnquiry({ id: enquiry.id, text: `${'x'.repeat(LIMITS.answer - 3)}\r\n\r\ny` });
    expect(atLimit.ok && atLimit.data.text).toBe(`${'x'.repeat(LIMITS.answer - 3)}\n\ny`);
    expect(await answersOf(enquiry.id)).toEqual([]);
  });
});
