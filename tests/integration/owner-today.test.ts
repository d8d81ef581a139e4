// The owner's "Today" (what waits for an answer), the truth about mail on the owner's pages, Decline
// with a note, and a story's language read from its words. Real PostgreSQL, the site's real job queue
// and a real SMTP server on loopback (support/mail-delivery.ts).
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { getPool } from '../../src/platform/db/client.ts';
import { loadToday, waitingCounts } from '../../src/features/owner/today.server.ts';
import { mailsAbout } from '../../src/features/mail/state.server.ts';
import { askTeller } from '../../src/features/stories/prepare.server.ts';
import { declineStory } from '../../src/features/stories/decline.server.ts';
import { declineNoteDraft } from '../../src/features/stories/mail.server.ts';
import { DECLINE_NOTE_MISSING, validateDeclineStory } from '../../src/features/stories/publishing-schema.ts';
import { saveStory } from '../../src/features/stories/submissions.server.ts';
import { saveEnquiry } from '../../src/features/enquiries/enquiries.server.ts';
import { saveSurveyResponse, setReviewStatus } from '../../src/features/reviews/responses.server.ts';
import { validateStory } from '../../src/features/stories/schema.ts';
import { validateEnquiry } from '../../src/features/enquiries/schema.ts';
import { validateSurvey } from '../../src/features/reviews/schema.ts';
import { reference } from '../../src/platform/email/messages.ts';
import { enquiryMessages, storyMessages, surveyMessages } from '../../src/i18n/form-messages.ts';
import { validEnquiry, validStory, validSurvey } from '../factories.ts';
import { useMailDelivery } from './support/mail-delivery.ts';

const smtp = await useMailDelivery();

beforeEach(async () => {
  await smtp.start();
});

const query = async <R extends object>(sql: string, params: unknown[] = []) => (await getPool().query<R>(sql, params)).rows;

const valid = <T>(result: { ok: true; data: T } | { ok: false }): T => {
  if (!result.ok) throw new Error('expected valid input');
  return result.data;
};

/** The message as the recipient reads it: quoted-printable soft breaks and escapes undone, UTF-8 decoded. */
const decoded = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const waitFor = (what: string, condition: () => boolean | Promise<boolean>, timeout = 20_000) =>
  expect.poll(condition, { message: `waiting for ${what}`, timeout }).toBe(true);

const TEXT = 'I left Batangas in 2015 to work as a nurse in Riyadh, and I want to share what the first year was like.';

async function story(status: string, { email = `teller-${randomUUID()}@example.com`, age = '1 hour', language = 'en' } = {}) {
  const [row] = await query<{ id: string }>(
    `insert into stories (name, email, country, story, consent, submission_id, status, language, title, excerpt, edited_story, byline, shown_country, created_at)
     values ('Liza', $1, 'Saudi Arabia', $2, true, $3, $4, $5, 'A nurse in the Gulf', 'The first year.', 'The prepared text.', 'Liza', 'Saudi Arabia',
             now() - $6::interval)
     returning id`,
    [email, TEXT, randomUUID(), status, language, age],
  );
  return { id: row!.id, email };
}

async function mail(status: string, { age = '1 hour', attempts = 1, about = null as string | null, kind = 'story-receipt', purged = false, error = 'connect ECONNREFUSED' } = {}) {
  const [row] = await query<{ id: string }>(
    `insert into email_outbox (kind, recipient, recipient_key, subject, text_body, html_body, message_id, status, attempts, last_error, about_id, created_at, purged_at)
     values ($1, 'someone@example.com', 'someone@example.com', 'We received your story', 'Hi,', '<p>Hi,</p>', $2, $3, $4, $5, $6, now() - $7::interval,
             case when $8 then now() end)
     returning id`,
    [kind, `<${randomUUID()}@kwento.example>`, status, attempts, status === 'sent' ? null : error, about, age, purged],
  );
  return row!.id;
}

describe('what waits for the owner', () => {
  it('lists new enquiries, stories to prepare or waiting for the teller, held reviews and e-mails that did not go out, oldest first; the badges count the same', async () => {
    const [enquiry] = await query<{ id: string }>(
      `insert into contact_submissions (name, email, phone, service, message, submission_id, created_at)
       values ('Mario', 'mario@example.com', '12345', 'advertising', 'Hello', $1, now() - interval '3 days') returning id`,
      [randomUUID()],
    );
    await query(
      `insert into contact_submissions (name, email, phone, service, message, submission_id, status) values ('Answered', 'a@example.com', '12345', 'others', 'Hi', $1, 'replied')`,
      [randomUUID()],
    );
    const fresh = await story('new', { age: '2 days' });
    const preparing = await story('preparing', { age: '40 hours' });
    const waiting = await story('waiting', { age: '30 days' });
    // Asked 20 hours ago, and the request did not go out: the story waits since it was asked.
    const request = await mail('dead', { age: '20 hours', kind: 'story-review', about: waiting.id, error: '550 Recipient address rejected' });
    await story('declined');
    const [held] = await query<{ id: string }>(
      `insert into survey_responses (name, email, rating, feedback, submission_id, status, created_at)
       values ('Agency', 'x@example.com', 5, 'Call 0917 123 4567', $1, 'held', now() - interval '10 hours') returning id`,
      [randomUUID()],
    );
    await query(`insert into survey_responses (email, rating, feedback, submission_id) values ('p@example.com', 4, 'Salamat', $1)`, [randomUUID()]);
    const retrying = await mail('queued', { age: '5 hours', attempts: 2 });
    const notSent = await mail('not-sent', { age: '4 hours', attempts: 0, error: 'not sent (no SMTP configured)' });
    await mail('queued', { attempts: 0 });
    await mail('sent');
    await mail('dead', { purged: true });

    const today = await loadToday();
    expect(today.items.map((i) => [i.kind, i.href])).toEqual([
      ['enquiry', `/admin/enquiries/${enquiry!.id}`],
      ['story', `/admin/stories/${fresh.id}`],
      ['story', `/admin/stories/${preparing.id}`],
      ['mail', `/admin/outbox/${request}`],
      ['story-waiting', `/admin/stories/${waiting.id}`],
      ['review', '/admin/reviews'],
      ['mail', `/admin/outbox/${retrying}`],
      ['mail', `/admin/outbox/${notSent}`],
    ]);
    expect(today.total).toBe(8);
    const asked = today.items.find((i) => i.kind === 'story-waiting')!;
    expect(asked.mail).toMatchObject({ id: request, statusLabel: 'dead', state: expect.stringContaining('550 Recipient address rejected') });
    expect(today.items.find((i) => i.id === held!.id)!.detail).toBe('Rated 5/5. Held because it contains a phone number.');
    expect(today.items.find((i) => i.id === notSent)!.mail!.state).toBe('Not sent: no mail server is configured (SMTP_URL).');
    expect(await waitingCounts()).toEqual({ enquiries: 1, stories: 3, reviews: 1, mail: 3 });
  });

  it('a held review reaches the owner’s notification; one approved before it goes is left out', async () => {
    const scam = (n: number) => valid(validateSurvey(validSurvey({ name: `Agency ${n}`, feedback: `Jobs in Dubai, no fee! www.jobs${n}.example.com` }), surveyMessages));
    await saveSurveyResponse(scam(1));
    await saveSurveyResponse(scam(2));
    const [second] = await query<{ id: string }>(`select id from survey_responses where name = 'Agency 2'`);
    await setReviewStatus([second!.id], 'published');
    await waitFor('the owner’s notification', () => smtp.received.some((m) => m.recipients.includes('owner@kwento.example')));
    const [notification] = smtp.received.filter((m) => m.recipients.includes('owner@kwento.example')).map((m) => decoded(m.raw));
    const [first] = await query<{ id: string }>(`select id from survey_responses where name = 'Agency 1'`);
    expect(notification).toMatch(/^Subject: New on Kwentong OFW: 1 held review$/m);
    expect(notification).toContain(`Review ${reference(first!.id)}`);
    expect(notification).toContain('rated 5/5. Held because it contains a link.');
    expect(notification).toContain('https://kwento.example/admin/reviews');
    expect(notification).not.toContain(reference(second!.id));
    // The review's own words (its link) never reach the owner's inbox: the owner reads it in the owner area.
    expect(notification).not.toContain('jobs1.example.com');
  });
});

describe('the truth about mail', () => {
  it('after "Ask the teller" with the mail server down, the request is "retrying" with the reason and the next try, then "sent"', async () => {
    await smtp.stop();
    const { id } = await story('preparing');
    expect(await askTeller(id)).toEqual({ ok: true });
    const request = async () => (await mailsAbout([id])).get(id)![0];
    await waitFor('a failed attempt', async () => (await request())?.statusLabel === 'retrying');
    const failed = (await request())!;
    expect(failed).toMatchObject({ what: 'Request to approve', href: expect.stringMatching(/^\/admin\/outbox\/[\da-f-]{36}$/), pending: true });
    expect(failed.state).toMatch(/^Failed \d+ attempts? so far: .*(ECONNREFUSED|connect).*\. (Next try around \w{3} \d{2}, \d{4} at \d{1,2}:\d{2} [AP]M|It is being tried again now)\.$/);
    expect(failed.state).not.toMatch(/sent/i);

    await smtp.start();
    await waitFor('the request to be sent', async () => (await request())?.statusLabel === 'sent', 30_000);
    expect((await request())!.state).toMatch(/^Sent on /);
  });

  it('each form’s e-mail is about its enquiry or story, and a story keeps the language its words are in', async () => {
    await saveEnquiry(valid(validateEnquiry(validEnquiry(), enquiryMessages)));
    const filipino =
      'Umalis ako sa Pilipinas noong 2015 para magtrabaho bilang nurse sa Riyadh. Ang unang taon ang pinakamahirap sa buhay ko, pero kinaya ko para sa pamilya.';
    await saveStory(valid(validateStory(validStory({ story: filipino }), storyMessages)));
    const [enquiry] = await query<{ id: string }>('select id from contact_submissions');
    const [stored] = await query<{ id: string; language: string; detected_locale: string }>('select id, language, detected_locale from stories');
    // Sent from the English page: its e-mails stay English, while the owner reads that it is written in Filipino.
    expect(stored).toMatchObject({ language: 'en', detected_locale: 'fil' });
    expect(await query('select kind, about_id from email_outbox order by kind')).toEqual([
      { kind: 'enquiry-reply', about_id: enquiry!.id },
      { kind: 'story-receipt', about_id: stored!.id },
    ]);
  });
});

describe('Decline with care', () => {
  it('the owner’s note goes to the teller in their language, through the outbox; the link to approve stops working', async () => {
    const teller = await story('waiting', { language: 'fil' });
    const draft = declineNoteDraft(teller.id, 'fil', false);
    expect(draft).toContain(`reference ${reference(teller.id)}`);
    expect(draft).toContain('napagpasyahan naming hindi ito ilathala');
    const note = `${draft}\n\nP.S. Salamat ulit, Liza.`;
    expect(await declineStory(teller.id, note)).toEqual({ ok: true, note: 'queued' });
    expect(await query('select status from stories where id = $1', [teller.id])).toEqual([{ status: 'declined' }]);
    expect(await query(`select kind, language, about_id from email_outbox`)).toEqual([{ kind: 'story-declined', language: 'fil', about_id: teller.id }]);

    await waitFor('the note', () => smtp.received.some((m) => m.recipients.includes(teller.email)));
    const text = decoded(smtp.received.find((m) => m.recipients.includes(teller.email))!.raw);
    expect(text).toMatch(/^Subject: Tungkol sa kuwento mo$/m);
    expect(text).toContain('P.S. Salamat ulit, Liza.');
    expect(text).toContain('Binasa namin ito nang mabuti');

    expect(await declineStory(teller.id, 'Again')).toMatchObject({ ok: false, status: 409 });
  });

  it('without the note nothing is sent; a missing story is not found', async () => {
    const quiet = await story('new');
    expect(await declineStory(quiet.id, null)).toEqual({ ok: true, note: 'none' });
    expect(await query('select count(*)::int as n from email_outbox')).toEqual([{ n: 0 }]);
    expect(await declineStory(randomUUID(), null)).toMatchObject({ ok: false, status: 404 });
  });

  it('the form: a ticked note must say something, and is bounded', () => {
    const id = randomUUID();
    expect(validateDeclineStory({ id, note: '  ', sendNote: 'on' })).toMatchObject({ ok: false, problem: { field: 'note', message: DECLINE_NOTE_MISSING } });
    expect(validateDeclineStory({ id, note: '' })).toEqual({ ok: true, data: { id, note: null, sendNote: false } });
    expect(validateDeclineStory({ id, note: ' Thank you. ', sendNote: 'on' })).toEqual({ ok: true, data: { id, note: 'Thank you.', sendNote: true } });
    expect(validateDeclineStory({ id, note: 'x'.repeat(3001), sendNote: 'on' })).toMatchObject({
      ok: false,
      problem: { message: 'Note to the teller must be at most 3000 characters.' },
    });
    expect(validateDeclineStory({ id, note: 'Hi', sendNote: 'on', status: 'published' })).toMatchObject({ ok: false });
  });
});
