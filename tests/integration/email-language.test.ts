import { describe, expect, it } from 'vitest';
import { validateEnquiry } from '../../src/features/enquiries/schema.ts';
import { validateEbook } from '../../src/features/ebook/schema.ts';
import { validateStory } from '../../src/features/stories/schema.ts';
import { validateSurvey } from '../../src/features/reviews/schema.ts';
import { validatePrepareStory, validateStoryRemovalRequest } from '../../src/features/stories/publishing-schema.ts';
import { getPool } from '../../src/platform/db/client.ts';
import { checkEbookLink } from '../../src/features/ebook/download-links.server.ts';
import { saveEbookSignup } from '../../src/features/ebook/signups.server.ts';
import { saveEnquiry } from '../../src/features/enquiries/enquiries.server.ts';
import { askTeller, prepareStory } from '../../src/features/stories/prepare.server.ts';
import { removalPage, requestStoryRemoval } from '../../src/features/stories/removal.server.ts';
import { saveStory } from '../../src/features/stories/submissions.server.ts';
import { answerApproval, approvalPage } from '../../src/features/stories/approval.server.ts';
import { saveSurveyResponse } from '../../src/features/reviews/responses.server.ts';
import { validEnquiry, validEbook, validStory, validSurvey } from '../factories.ts';
import { enquiryMessages, ebookMessages, storyMessages, surveyMessages } from '../../src/i18n/form-messages.ts';
import { mailsTo as mailsIn } from '../fakes/smtp-server.ts';
import { useMailDelivery } from './support/mail-delivery.ts';

const smtp = await useMailDelivery();

const valid = <T>(result: { ok: true; data: T } | { ok: false; problem: { message: string } }): T => {
  if (!result.ok) throw new Error(`expected valid input: ${result.problem.message}`);
  return result.data;
};

const query = async <R extends object>(sql: string, params: unknown[] = []) => (await getPool().query<R>(sql, params)).rows;

/** The mails one address received so far, as read. */
const mailsTo = (address: string) => mailsIn(smtp.received, address);

const waitForMails = (address: string, n: number) =>
  expect.poll(() => mailsTo(address).length, { message: `waiting for ${n} mail(s) to ${address}`, timeout: 20_000 }).toBe(n);

const ENGLISH_WORDS = /\b(Thank you|We received|What happens next|Download it here|If you did not)\b/;

describe('a visitor on a Filipino page', () => {
  it('e-book: the signup is stored as Filipino and the link mail is in Filipino, says the book is, and links to /fil/', async () => {
    const signup = valid(validateEbook(validEbook({ email: 'ana.fil@example.com', language: 'fil' }), ebookMessages));
    await saveEbookSignup(signup);
    expect(await query('select language from ebook_signups where email = $1', [signup.email])).toEqual([{ language: 'fil' }]);

    await waitForMails(signup.email, 1);
    const [mail] = mailsTo(signup.email);
    expect(mail).toMatch(/^Subject: Ang libreng e-book mo mula sa Kwentong OFW/m);
    expect(mail).toContain('Nakasulat ito sa Filipino');
    expect(mail).toContain('I-download mo ito rito (gagana ang link nang 7 araw):');
    expect(mail).not.toMatch(ENGLISH_WORDS);
    const token = /https:\/\/kwento\.example\/fil\/ebook\/download\/([\w-]{43})\b/.exec(mail!)?.[1];
    expect(token, 'a link to the Filipino download page').toBeDefined();
    expect(await checkEbookLink(token!)).toBe('valid');
    expect(mail).not.toMatch(/https:\/\/kwento\.example\/ebook\//);
  });

  it('enquiry: stored as Filipino; the auto-reply is in Filipino, the owner is told in English which language to answer in', async () => {
    const enquiry = valid(validateEnquiry(validEnquiry({ email: 'jose.fil@example.com', service: 'mobile-app-development', language: 'fil' }), enquiryMessages));
    await saveEnquiry(enquiry);
    expect(await query('select language from contact_submissions where email = $1', [enquiry.email])).toEqual([{ language: 'fil' }]);

    await waitForMails(enquiry.email, 1);
    const [reply] = mailsTo(enquiry.email);
    expect(reply).toMatch(/^Subject: Natanggap namin ang inquiry mo: Paggawa ng Mobile App/m);
    expect(reply).toContain('sasagot kami sa loob ng 72 oras');
    expect(reply).toMatch(/Reference: KW-[0-9A-F]{8}\./);
    expect(reply).not.toMatch(ENGLISH_WORDS);
    // Still nothing the visitor typed.
    expect(reply).not.toContain(enquiry.name);
    expect(reply).not.toContain(enquiry.message);

    await waitForMails('owner@kwento.example', 1);
    const [notification] = mailsTo('owner@kwento.example');
    expect(notification).toMatch(/^Subject: New enquiry: Mobile App Development$/m);
    expect(notification).toContain('Language: Filipino');
  });

  it('story: stored as Filipino with a receipt in Filipino; the survey response is stored as Filipino', async () => {
    const story = valid(validateStory(validStory({ email: 'liza.fil@example.com', language: 'fil' }), storyMessages));
    await saveStory(story);
    expect(await query('select language from stories where email = $1', [story.email])).toEqual([{ language: 'fil' }]);
    await waitForMails(story.email, 1);
    const [receipt] = mailsTo(story.email);
    expect(receipt).toMatch(/^Subject: Natanggap namin ang kuwento mo/m);
    expect(receipt).toContain('Sinabi mong payag kang ma-interview');
    expect(receipt).toContain('Walang ilalathala hangga’t hindi ka namin nakakausap sa address na ito.');
    expect(receipt).not.toMatch(ENGLISH_WORDS);
    expect(receipt).not.toContain(story.story);

    const response = valid(validateSurvey(validSurvey({ email: 'maria.fil@example.com', language: 'fil' }), surveyMessages));
    await saveSurveyResponse(response);
    expect(await query('select language from survey_responses where email = $1', [response.email])).toEqual([{ language: 'fil' }]);
  });

  it('the teller who wrote in Filipino is asked to approve, and sent the removal link, in Filipino with /fil/ pages', async () => {
    const teller = 'nena.fil@example.com';
    await saveStory(valid(validateStory(validStory({ email: teller, language: 'fil' }), storyMessages)));
    const [{ id }] = (await query<{ id: string }>('select id from stories where email = $1', [teller])) as [{ id: string }];
    const prepared = valid(
      validatePrepareStory({
        id,
        title: 'Ang unang taon ko bilang nurse',
        excerpt: 'Pinakamahirap ang pag-alis sa probinsya.',
        text: 'Umalis ako sa probinsya noong 2015 para magtrabaho bilang nurse sa Gulf.\n\nTinulungan ako ng supervisor ko.',
        byline: 'Nena',
        country: 'Saudi Arabia',
        pullQuote: '',
      }),
    );
    expect(await prepareStory(prepared)).toEqual({ ok: true });
    expect(await askTeller(id)).toEqual({ ok: true });

    await waitForMails(teller, 2);
    const review = mailsTo(teller).find((m) => /^Subject: Handa na ang kuwento mo/m.test(m));
    expect(review, 'the approval request in Filipino').toBeDefined();
    expect(review).toContain('isang beses lang gagana ang link, sa loob ng 14 araw');
    expect(review).not.toMatch(ENGLISH_WORDS);
    const reviewToken = /https:\/\/kwento\.example\/fil\/stories\/review\/([\w-]{43})/.exec(review!)?.[1];
    expect(reviewToken, 'a link to the Filipino review page').toBeDefined();
    expect(await approvalPage(reviewToken!)).toMatchObject({ state: 'valid' });
    const approved = await answerApproval(reviewToken!, 'approve');
    if (approved.state !== 'approved') throw new Error(`not published: ${approved.state}`);

    await requestStoryRemoval(valid(validateStoryRemovalRequest({ slug: approved.slug, email: teller, website: '' })));
    await waitForMails(teller, 3);
    const removal = mailsTo(teller).find((m) => /^Subject: Alisin ang kuwento mo sa website namin/m.test(m));
    expect(removal, 'the removal link in Filipino').toBeDefined();
    expect(removal).toContain('mananatiling nakalathala ang kuwento mo');
    const removalToken = /https:\/\/kwento\.example\/fil\/stories\/remove\/([\w-]{43})/.exec(removal!)?.[1];
    expect(removalToken, 'a link to the Filipino removal page').toBeDefined();
    expect(await removalPage(removalToken!)).toEqual({ state: 'valid', title: 'Ang unang taon ko bilang nurse' });
  });
});

describe('a visitor on an English page (no language field)', () => {
  it('every form stores English, and the mails stay in English with links outside /fil/', async () => {
    const signup = valid(validateEbook(validEbook({ email: 'ana.en@example.com' }), ebookMessages));
    const enquiry = valid(validateEnquiry(validEnquiry({ email: 'jose.en@example.com' }), enquiryMessages));
    const story = valid(validateStory(validStory({ email: 'liza.en@example.com' }), storyMessages));
    const response = valid(validateSurvey(validSurvey({ email: 'maria.en@example.com' }), surveyMessages));
    await saveEbookSignup(signup);
    await saveEnquiry(enquiry);
    await saveStory(story);
    await saveSurveyResponse(response);
    expect(
      await query(`select language from ebook_signups union all select language from contact_submissions
        union all select language from stories union all select language from survey_responses`),
    ).toEqual([{ language: 'en' }, { language: 'en' }, { language: 'en' }, { language: 'en' }]);

    await waitForMails(signup.email, 1);
    await waitForMails(enquiry.email, 1);
    await waitForMails(story.email, 1);
    const [ebookMail] = mailsTo(signup.email);
    expect(ebookMail).toMatch(/^Subject: Your free Kwentong OFW e-book/m);
    expect(ebookMail).toContain('It is written in English');
    expect(ebookMail).toMatch(/https:\/\/kwento\.example\/ebook\/download\/[\w.-]+/);
    expect(ebookMail).not.toContain('/fil/');
    const [reply] = mailsTo(enquiry.email);
    expect(reply).toMatch(/^Subject: We received your enquiry: Advertising/m);
    expect(reply).toMatch(/^Hi,$/m);
    expect(reply).toContain('answers within 72 hours');
    expect(reply).toMatch(/Salamat,\r?\nThe Kwentong OFW team/);
    const [receipt] = mailsTo(story.email);
    expect(receipt).toMatch(/^Subject: We received your story/m);
    expect(receipt).toMatch(/on \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2} UTC\. Reference: KW-/);
  });
});
