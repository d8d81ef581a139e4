// Mail caps (ADR 015, ADR 039) against the real SMTP server on loopback: they count per mailbox, not per
// spelling; the mails a person asks for about their own data have caps of their own that nobody else's
// use of the address can spend; and the owner gets one notification per window, listing everything.
import { describe, expect, it, vi } from 'vitest';
import { validateEnquiry } from '../../src/features/enquiries/schema.ts';
import { validateEbook } from '../../src/features/ebook/schema.ts';
import { validateStory } from '../../src/features/stories/schema.ts';
import { validatePrepareStory, validateStoryRemovalRequest } from '../../src/features/stories/publishing-schema.ts';
import { getPool } from '../../src/platform/db/client.ts';
import { saveEbookSignup } from '../../src/features/ebook/signups.server.ts';
import { reference } from '../../src/platform/email/messages.ts';
import { saveEnquiry } from '../../src/features/enquiries/enquiries.server.ts';
import { askTeller, prepareStory } from '../../src/features/stories/prepare.server.ts';
import { removalPage, requestStoryRemoval } from '../../src/features/stories/removal.server.ts';
import { saveStory } from '../../src/features/stories/submissions.server.ts';
import { answerApproval } from '../../src/features/stories/approval.server.ts';
import { requestPrivacy, validatePrivacyRequest } from '../../src/features/privacy/index.server.ts';
import { enquiryMessages, ebookMessages, privacyMessages, storyMessages } from '../../src/i18n/form-messages.ts';
import { validEnquiry, validEbook, validStory } from '../factories.ts';
import { mailsTo as mailsIn, subjectOf } from '../fakes/smtp-server.ts';
import { useMailDelivery } from './support/mail-delivery.ts';

vi.stubEnv('RATE_LIMIT_DISABLED', '1');
const smtp = await useMailDelivery();
const OWNER = 'owner@kwento.example';

const query = async <R extends object>(sql: string, params: unknown[] = []) => (await getPool().query<R>(sql, params)).rows;

const valid = <T>(result: { ok: true; data: T } | { ok: false; problem: { message: string } }): T => {
  if (!result.ok) throw new Error(`expected valid input: ${result.problem.message}`);
  return result.data;
};

const mailsTo = (address: string) => mailsIn(smtp.received, address);
const subjects = (address: string) => mailsTo(address).map(subjectOf);

const waitForMails = (address: string, n: number, timeout = 20_000) =>
  expect.poll(() => mailsTo(address).length, { message: `waiting for ${n} mail(s) to ${address}`, timeout }).toBe(n);

/** Nothing left to send: no outbox row queued, nothing noted for the owner. */
const settled = () =>
  expect
    .poll(async () => (await query<{ n: number }>(`select ((select count(*) from email_outbox where status = 'queued') + (select count(*) from owner_notifications))::int as n`))[0]!.n, {
      message: 'waiting for every mail to be sent',
      timeout: 20_000,
    })
    .toBe(0);

const enquiry = (email: string, overrides: Record<string, string> = {}) =>
  saveEnquiry(valid(validateEnquiry(validEnquiry({ email, submissionId: crypto.randomUUID(), ...overrides }), enquiryMessages)));

describe('caps count per mailbox', () => {
  it('Gmail dots, +tags, googlemail.com and case all reach one mailbox: 3 form mails a day in all', async () => {
    const spellings = ['ana.cruz@gmail.com', 'AnaCruz+jobs@googlemail.com', 'a.n.a.c.r.u.z@GMAIL.com'];
    for (const email of spellings) await enquiry(email);
    expect(await saveEbookSignup(valid(validateEbook(validEbook({ email: 'anacruz+ebook@gmail.com' }), ebookMessages)))).toBe('capped');
    await settled();
    expect(spellings.map((s) => mailsTo(s).length)).toEqual([1, 1, 1]);
    expect(mailsTo('anacruz+ebook@gmail.com')).toEqual([]);
    expect(await query(`select distinct recipient_key from email_outbox where kind = 'enquiry-reply'`)).toEqual([{ recipient_key: 'anacruz@gmail.com' }]);
    // Another mailbox is not held back.
    expect(await saveEbookSignup(valid(validateEbook(validEbook({ email: 'ana.cruz@example.com' }), ebookMessages)))).toBe('queued');
  });

  it('the e-book form answers what became of its mail: queued, sent minutes ago, or not sent today', async () => {
    const email = 'reader.outcomes@example.com';
    const signup = () => saveEbookSignup(valid(validateEbook(validEbook({ email }), ebookMessages)));
    expect(await signup()).toBe('queued');
    expect(await signup()).toBe('recently-sent');
    await query(`update email_outbox set created_at = now() - interval '11 minutes'`);
    await enquiry(email);
    await enquiry(email);
    expect(await signup()).toBe('capped');
    expect(await query('select count(*)::int as n from ebook_signups')).toEqual([{ n: 1 }]);
  });
});

describe('mails a person asks for about their own data', () => {
  const TELLER = 'liza.teller@gmail.com';

  async function publishedStory(): Promise<string> {
    await saveStory(valid(validateStory(validStory({ email: TELLER }), storyMessages)));
    const [{ id }] = (await query<{ id: string }>('select id from stories')) as [{ id: string }];
    const prepared = valid(
      validatePrepareStory({ id, title: 'A nurse in the Gulf', excerpt: 'The first year.', text: 'I left my province to work as a nurse.', byline: 'Liza', country: 'Saudi Arabia', pullQuote: '' }),
    );
    expect(await prepareStory(prepared)).toEqual({ ok: true });
    expect(await askTeller(id)).toEqual({ ok: true });
    await waitForMails(TELLER, 2);
    const token = /\/stories\/review\/([\w-]{43})\b/.exec(mailsTo(TELLER)[1]!)![1]!;
    const outcome = await answerApproval(token, 'approve');
    if (outcome.state !== 'approved') throw new Error(`not published: ${outcome.state}`);
    return outcome.slug;
  }

  const removalLinks = () => mailsTo(TELLER).flatMap((m) => /\/stories\/remove\/([\w-]{43})\b/.exec(m)?.[1] ?? []);

  it('enquiries sent with a published teller’s address (however spelled) do not block the teller’s "Remove my story" mail', async () => {
    const slug = await publishedStory(); // the receipt: 1 form mail
    for (const spelled of ['Liza.Teller+work@googlemail.com', 'lizateller@gmail.com', 'LIZA.TELLER@gmail.com']) await enquiry(spelled);
    await settled();
    expect(await query(`select count(*)::int as n from email_outbox where kind = 'enquiry-reply'`)).toEqual([{ n: 2 }]);

    await requestStoryRemoval(valid(validateStoryRemovalRequest({ slug, email: TELLER, website: '' })));
    await expect.poll(() => removalLinks().length, { timeout: 20_000 }).toBe(1);
    expect(await removalPage(removalLinks()[0]!)).toMatchObject({ state: 'valid' });
  });

  it('form mails that used up the teller’s form cap do not hold back the request to approve their story', async () => {
    await saveStory(valid(validateStory(validStory({ email: TELLER }), storyMessages))); // the receipt: 1 form mail
    for (const spelled of ['Liza.Teller+work@googlemail.com', 'lizateller@gmail.com', 'LIZA.TELLER@gmail.com']) await enquiry(spelled);
    await settled();
    expect(await query(`select count(*)::int as n from email_outbox where kind = 'enquiry-reply'`), 'the third enquiry met the form cap').toEqual([{ n: 2 }]);

    const [{ id }] = (await query<{ id: string }>('select id from stories')) as [{ id: string }];
    const prepared = valid(
      validatePrepareStory({ id, title: 'A driver in Riyadh', excerpt: 'The long road.', text: 'I drove for a family in Riyadh for six years.', byline: 'Liza', country: 'Saudi Arabia', pullQuote: '' }),
    );
    expect(await prepareStory(prepared)).toEqual({ ok: true });
    expect(await askTeller(id)).toEqual({ ok: true });
    await waitForMails(TELLER, 2);
    const token = /\/stories\/review\/([\w-]{43})\b/.exec(mailsTo(TELLER)[1]!)?.[1];
    expect(token, 'the request to approve carries its link').toBeDefined();
    expect(await answerApproval(token!, 'approve')).toMatchObject({ state: 'approved' });
  });

  it('form mails that used up an address’s form cap do not hold back a privacy request’s mail to it', async () => {
    const PERSON = 'rosa.privacy@gmail.com';
    for (const spelled of ['Rosa.Privacy@gmail.com', 'rosaprivacy+a@googlemail.com', 'r.o.s.a.privacy@gmail.com', 'ROSAPRIVACY@gmail.com']) await enquiry(spelled);
    await settled();
    expect(await query(`select count(*)::int as n from email_outbox where kind = 'enquiry-reply'`), 'the fourth enquiry met the form cap').toEqual([{ n: 3 }]);

    await requestPrivacy(valid(validatePrivacyRequest({ email: PERSON, kind: 'copy', language: 'en', website: '' }, privacyMessages)));
    await settled();
    const confirmations = mailsTo(PERSON).filter((m) => subjectOf(m) === 'Confirm your request about your data');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]).toMatch(/\/privacy\/confirm\/[\w-]{43}\b/);
  });

  it('removal mails have a cap of their own: past 3 a day nothing more is sent, and the form answers the same', async () => {
    const slug = await publishedStory();
    const request = () => requestStoryRemoval(valid(validateStoryRemovalRequest({ slug, email: TELLER, website: '' })));
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await request());
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    await expect.poll(async () => (await query<{ n: number }>(`select count(*)::int as n from pgboss.job where name = 'story-removal' and state <> 'completed'`))[0]!.n, { timeout: 20_000 }).toBe(0);
    await settled();
    expect(removalLinks()).toHaveLength(3);
    // The teller holds three working links: the cap leaves them one to use.
    expect(await removalPage(removalLinks()[2]!)).toMatchObject({ state: 'valid' });
    expect(subjects(TELLER).filter((s) => s === 'Remove your story from our website')).toHaveLength(3);
  });
});

describe('the owner’s notifications', () => {
  it('a burst of 5 enquiries and a story makes one mail listing them all; the next arrival opens the next window', async () => {
    vi.stubEnv('OWNER_NOTIFICATION_SECONDS', '3');
    try {
      for (let i = 1; i <= 5; i++) await enquiry(`burst${i}@example.com`, { name: `Sender ${i}`, message: `Message number ${i} of the burst.` });
      await saveStory(valid(validateStory(validStory({ email: 'burst.teller@example.com', country: 'Qatar' }), storyMessages)));
      await waitForMails(OWNER, 1);
      await settled();
      const ids = await query<{ id: string }>('select id from contact_submissions order by created_at');
      const [story] = await query<{ id: string }>('select id from stories');
      const [digest] = mailsTo(OWNER);
      expect(digest).toMatch(/^Subject: New on Kwentong OFW: 5 enquiries and 1 story$/m);
      for (const [i, { id }] of ids.entries()) {
        expect(digest).toContain(`Enquiry ${reference(id)}`);
        expect(digest).toContain(`Email: burst${i + 1}@example.com`);
        expect(digest).toContain(`Message number ${i + 1} of the burst.`);
      }
      expect(digest).toContain(`Story ${reference(story!.id)}`);
      expect(digest).toContain('from Qatar');

      await enquiry('later@example.com', { name: 'Later Sender' });
      await waitForMails(OWNER, 2);
      const [, next] = mailsTo(OWNER);
      expect(next).toMatch(/^Subject: New enquiry: Advertising$/m);
      expect(next).not.toContain('burst1@example.com');
    } finally {
      vi.stubEnv('OWNER_NOTIFICATION_SECONDS', '1');
    }
  });
});
