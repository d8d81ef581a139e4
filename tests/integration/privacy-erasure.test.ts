// A person with a survey review, an enquiry, an e-book signup and a published story asks for a copy
// (each is in it) and then for deletion, confirmed through the mailed link: afterwards nothing of theirs
// is on any public page, in search, the assistant or the owner area (the privacy list's tombstone
// aside), and nothing more is mailed to them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { answerQuestion } from '../../src/features/assistant/answer.server.ts';
import { validateEbook } from '../../src/features/ebook/schema.ts';
import { saveEbookSignup } from '../../src/features/ebook/signups.server.ts';
import { saveEnquiry } from '../../src/features/enquiries/enquiries.server.ts';
import { validateEnquiry } from '../../src/features/enquiries/schema.ts';
import { carryOutPrivacyRequest, listPrivacyRequests, requestPrivacy, validatePrivacyConfirm, validatePrivacyRequest } from '../../src/features/privacy/index.server.ts';
import { ERASED_SUBJECT } from '../../src/features/privacy/erase.server.ts';
import { latestReviews, listResponses, saveSurveyResponse } from '../../src/features/reviews/responses.server.ts';
import { validateSurvey } from '../../src/features/reviews/schema.ts';
import { searchSite } from '../../src/features/search/query.server.ts';
import { answerApproval } from '../../src/features/stories/approval.server.ts';
import { askTeller, prepareStory } from '../../src/features/stories/prepare.server.ts';
import { validatePrepareStory } from '../../src/features/stories/publishing-schema.ts';
import { latestPublishedStories, publishedStoriesPage, publishedStory, storySitemapEntries } from '../../src/features/stories/published.server.ts';
import { validateStory } from '../../src/features/stories/schema.ts';
import { listStories, saveStory } from '../../src/features/stories/submissions.server.ts';
import { ebookMessages, enquiryMessages, privacyMessages, storyMessages, surveyMessages } from '../../src/i18n/form-messages.ts';
import { getPool } from '../../src/platform/db/client.ts';
import { PERSONAL_DATA } from '../../src/platform/db/schema.ts';
import { linkTokensIn, mailboxOf, mailsTo, readableMail } from '../fakes/smtp-server.ts';
import { validEbook, validEnquiry, validStory, validSurvey } from '../factories.ts';
import { eventually } from '../support/index.ts';
import { useMailDelivery } from './support/mail-delivery.ts';

vi.stubEnv('RATE_LIMIT_DISABLED', '1');
const smtp = await useMailDelivery();

const query = async <R extends object>(sql: string, params: unknown[] = []) => (await getPool().query<R>(sql, params)).rows;
const valid = <T>(result: { ok: true; data: T } | { ok: false; problem: { message: string } }): T => {
  if (!result.ok) throw new Error(`expected valid input: ${result.problem.message}`);
  return result.data;
};

// Mail libraries lower-case the domain; the local part keeps its capitals.
const PERSON = 'Rosalinda.Bautista@example.com';
const person = PERSON.toLowerCase();
// Words nothing else on the site uses, so search and the assistant find this person's things or nothing.
const WORDS = 'tarlac nursing dialysis riyadh';
const REVIEW = 'The dialysis nurse episode from Riyadh made me cry, salamat po.';

async function everythingOf(): Promise<{ slug: string }> {
  await saveSurveyResponse(valid(validateSurvey(validSurvey({ email: PERSON, name: 'Rosalinda B.', feedback: REVIEW }), surveyMessages)));
  await saveEnquiry(valid(validateEnquiry(validEnquiry({ email: PERSON, name: 'Rosalinda Bautista', message: 'Can I be a guest about dialysis nursing?' }), enquiryMessages)));
  await saveEbookSignup(valid(validateEbook(validEbook({ email: PERSON, name: 'Rosa' }), ebookMessages)));
  await saveStory(valid(validateStory(validStory({ email: PERSON, story: 'I was a dialysis nurse from Tarlac in Riyadh for eleven years and I learned to sleep in the day.' }), storyMessages)));
  const [row] = await query<{ id: string }>('select id from stories');
  await prepareStory(
    valid(
      validatePrepareStory({ id: row!.id, title: 'A nurse from Tarlac', excerpt: 'Eleven years of dialysis shifts in Riyadh.', text: 'I was a dialysis nurse from Tarlac, working nights in Riyadh.', byline: 'Rosa', country: 'Saudi Arabia', pullQuote: '' }),
    ),
  );
  await askTeller(row!.id);
  const review = await eventually('the approval link', () => linkTokensIn(smtp.received, PERSON, 'https://kwento.example/stories/review').at(-1));
  const outcome = await answerApproval(review, 'approve');
  if (outcome.state !== 'approved') throw new Error(`not published: ${outcome.state}`);
  return { slug: outcome.slug };
}

async function confirmThroughMail(kind: string): Promise<unknown> {
  const before = linkTokensIn(smtp.received, PERSON.toLowerCase(), 'https://kwento.example/privacy/confirm').length;
  await requestPrivacy(valid(validatePrivacyRequest({ email: PERSON, kind, website: '' }, privacyMessages)));
  const token = await eventually(`the ${kind} link`, () => linkTokensIn(smtp.received, PERSON.toLowerCase(), 'https://kwento.example/privacy/confirm')[before]);
  return carryOutPrivacyRequest(valid(validatePrivacyConfirm({ token }, privacyMessages)));
}

/** An attachment of a raw MIME message, decoded. */
function attachment(raw: string, filename: string): string {
  const at = raw.indexOf(`filename=${filename}`) >= 0 ? raw.indexOf(`filename=${filename}`) : raw.indexOf(`filename="${filename}"`);
  if (at < 0) throw new Error(`no attachment ${filename}`);
  const part = raw.slice(raw.lastIndexOf('\r\n--', at), raw.indexOf('\r\n--', at));
  const [head, ...body] = part.split('\r\n\r\n');
  const content = body.join('\r\n\r\n');
  if (/Content-Transfer-Encoding: base64/i.test(head!)) return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
  return readableMail(content);
}

async function whereShown(slug: string) {
  const url = `/stories/${slug}`;
  return {
    page: (await publishedStory(slug)) !== undefined,
    stories: (await publishedStoriesPage(1)).stories.some((s) => s.slug === slug),
    feedAndHome: (await latestPublishedStories(50)).some((s) => s.slug === slug),
    sitemap: (await storySitemapEntries()).some((s) => s.slug === slug),
    search: (await searchSite(WORDS, 1)).hits.some((hit) => hit.url === url),
    assistant: (await answerQuestion(WORDS)).links.some((link) => link.url === url),
    review: (await latestReviews()).reviews.some((r) => JSON.stringify(r).includes('dialysis')),
  };
}

describe('a copy, then erasure, of everything stored about one address', () => {
  it('the copy holds each kind of data; the erasure leaves nothing of it anywhere, and no more mail', async () => {
    const { slug } = await everythingOf();
    expect(await whereShown(slug)).toEqual({ page: true, stories: true, feedAndHome: true, sitemap: true, search: true, assistant: true, review: true });

    expect(await confirmThroughMail('copy')).toEqual({ state: 'done', kind: 'copy' });
    const copyMail = await eventually('the copy', () => mailboxOf(smtp.received, person).find((m) => m.raw.includes('data.json')));
    const data = JSON.parse(attachment(copyMail.raw, 'data.json')) as { tables: Record<string, Record<string, unknown>[]>; consents: Record<string, unknown> };
    expect(data.tables['survey_responses']?.[0]?.['feedback']).toBe(REVIEW);
    expect(data.tables['contact_submissions']?.[0]?.['message']).toContain('dialysis nursing');
    expect(data.tables['ebook_signups']?.[0]?.['name']).toBe('Rosa');
    expect(data.tables['stories']?.[0]).toMatchObject({ status: 'published', title: 'A nurse from Tarlac', edited_story: expect.stringContaining('working nights') as unknown });
    expect(data.tables['stories']?.[0]?.['story']).toContain('eleven years');
    expect(data.tables['email_outbox']?.length, 'the e-mails sent to the address, with dates and subjects').toBeGreaterThan(2);
    expect(data.tables['email_outbox']?.[0]).not.toHaveProperty('text_body');
    expect(data.tables['privacy_requests']?.[0]).toMatchObject({ kind: 'copy' });
    expect(data.consents).toMatchObject({ ebookList: true, newsletter: 'never asked' });
    const summary = attachment(copyMail.raw, 'summary.txt');
    expect(summary).toContain('Survey answers and reviews (1)');
    expect(summary).toContain('Enquiries (1)');
    expect(summary).toContain('A nurse from Tarlac');
    // The outbox kept no copy of it.
    expect(JSON.stringify(await query("select text_body from email_outbox where kind = 'privacy-copy'"))).not.toContain('dialysis');

    // The owner's notification of the enquiry quotes the person in its text, never in its subject.
    const notification = await eventually('the owner notified', () => mailsTo(smtp.received, 'owner@kwento.example').find((m) => m.includes('Rosalinda Bautista')));
    expect(/^Subject: .*$/m.exec(notification)?.[0]).not.toContain('Rosalinda');
    // One written before subjects named no one: its subject goes with its text.
    await query(
      `insert into email_outbox (kind, recipient, recipient_key, subject, text_body, html_body, message_id, status, sent_at)
       values ('owner-digest', 'owner@kwento.example', 'owner@kwento.example', 'New enquiry: Podcast Guest from Rosalinda Bautista', $1, $2, '<older-notification@kwento.example>', 'sent', now())`,
      [`Name: Rosalinda Bautista\nEmail: ${PERSON}`, `<p>Name: Rosalinda Bautista<br>Email: ${PERSON}</p>`],
    );

    expect(await confirmThroughMail('delete')).toEqual({ state: 'done', kind: 'delete' });
    expect(await whereShown(slug)).toEqual({ page: false, stories: false, feedAndHome: false, sitemap: false, search: false, assistant: false, review: false });
    // Every declared table that finds rows by an address holds nothing of it any more.
    for (const [table, declared] of Object.entries(PERSONAL_DATA)) {
      if (declared.holds !== 'person') continue;
      const rows = await query(`select * from ${table}`);
      expect(JSON.stringify(rows).toLowerCase(), table).not.toContain(person);
    }
    const outbox = JSON.stringify(await query('select * from email_outbox')).toLowerCase();
    expect(outbox).not.toContain('dialysis');
    expect(outbox, 'the name, in any subject or text of the outbox').not.toContain('rosalinda b');
    expect(await query("select subject, text_body from email_outbox where message_id = '<older-notification@kwento.example>'")).toEqual([{ subject: ERASED_SUBJECT, text_body: '' }]);
    // The owner area: the lists hold nothing of it; the privacy list says when it was erased.
    expect(JSON.stringify(await listResponses())).not.toContain('dialysis');
    expect(JSON.stringify(await listStories({}))).not.toContain('Tarlac');
    const requests = (await listPrivacyRequests({})).rows;
    expect(requests.find((r) => r.kind === 'delete')?.outcome).toMatch(new RegExp(`^erased on ${new Date().toISOString().slice(0, 10)}`));
    expect(JSON.stringify(requests).toLowerCase()).not.toContain(person);

    // Nothing more is mailed to it, under any spelling, whatever form it is typed into.
    const mailsBefore = mailboxOf(smtp.received, person).length;
    await saveEbookSignup(valid(validateEbook(validEbook({ email: 'rosalinda.bautista+again@example.com' }), ebookMessages)));
    await saveEbookSignup(valid(validateEbook(validEbook({ email: PERSON }), ebookMessages)));
    await requestPrivacy(valid(validatePrivacyRequest({ email: PERSON, kind: 'copy', website: '' }, privacyMessages)));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailboxOf(smtp.received, person).length).toBe(mailsBefore);
    expect(mailboxOf(smtp.received, 'rosalinda.bautista+again@example.com')).toHaveLength(0);
    expect(await query("select 1 from email_outbox where recipient_key = 'rosalinda.bautista@example.com'")).toHaveLength(0);
  });
});

describe('owner notifications written before their subjects named no one', () => {
  it("lose the sender's name by migration 0027, text purged or not, and running it again changes nothing", async () => {
    const insert = (messageId: string, text: string) =>
      query(
        `insert into email_outbox (kind, recipient, recipient_key, subject, text_body, html_body, message_id, status, sent_at)
         values ('owner-digest', 'owner@kwento.example', 'owner@kwento.example', 'New enquiry: Podcast Guest from Teodoro Macaraeg', $1, $1, $2, 'sent', now())`,
        [text, messageId],
      );
    await insert('<purged-notification@kwento.example>', '');
    await insert('<kept-notification@kwento.example>', 'Name: Teodoro Macaraeg');
    const migration = readFileSync(path.resolve(import.meta.dirname, '../../drizzle/0027_owner_digest_subjects_name_no_one.sql'), 'utf8');
    await query(migration);
    await query(migration);
    const subjects = await query<{ subject: string }>("select subject from email_outbox where message_id in ('<purged-notification@kwento.example>', '<kept-notification@kwento.example>')");
    expect(subjects.map((r) => r.subject)).toEqual(['New enquiry: Podcast Guest', 'New enquiry: Podcast Guest']);
  });
});
