import { describe, expect, it } from 'vitest';
import { validEnquiry, validEbook, validStory, validSurvey, type FormBody } from '../../../tests/factories.ts';
import { enquiryMessages, ebookMessages, storyMessages, surveyMessages } from '../../i18n/form-messages.ts';
import type { Validation } from './fields.ts';
import { validateEnquiry } from '../../features/enquiries/schema.ts';
import { validateEbook } from '../../features/ebook/schema.ts';
import { validateStory } from '../../features/stories/schema.ts';
import { validateSurvey } from '../../features/reviews/schema.ts';

// Each public form, as the server validates it: the messages of every language are at hand.
const FORMS: Record<string, { build: (o?: FormBody) => FormBody; validate: (input: unknown) => Validation<{ locale: string }> }> = {
  survey: { build: validSurvey, validate: (input) => validateSurvey(input, surveyMessages) },
  contact: { build: validEnquiry, validate: (input) => validateEnquiry(input, enquiryMessages) },
  ebook: { build: validEbook, validate: (input) => validateEbook(input, ebookMessages) },
  story: { build: validStory, validate: (input) => validateStory(input, storyMessages) },
};

describe.each(Object.entries(FORMS))('the language of a %s form', (_name, { build, validate }) => {
  it('is English when the form sends none (a page rendered before the field existed)', () => {
    expect(validate(build())).toMatchObject({ ok: true, data: { locale: 'en' } });
  });

  it('is passed on with the data when the form was on a Filipino page', () => {
    expect(validate(build({ language: 'fil' }))).toMatchObject({ ok: true, data: { locale: 'fil' } });
  });

  it('is refused when it is not one of ours, before anything else is checked', () => {
    for (const language of ['de', 'FIL', '', 'tl']) {
      const unknown = { field: 'locale', title: 'Invalid form', message: 'Unknown language.' };
      expect(validate(build({ language, email: 'not-an-email' }))).toEqual({ ok: false, problem: unknown, problems: [unknown] });
    }
  });
});

describe('a form posted from a Filipino page is answered in Filipino, checks in the same order', () => {
  const problem = (result: Validation<unknown>) => (result.ok ? undefined : result.problem);

  it('survey: e-mail, then rating, then feedback', () => {
    const survey = (o: FormBody) => problem(validateSurvey(validSurvey({ language: 'fil', ...o }), surveyMessages));
    expect(survey({ email: '', rating: '', feedback: '' })).toEqual({
      field: 'email',
      title: 'Mali ang E-mail',
      message: 'Maglagay ng tamang e-mail address.',
    });
    expect(survey({ rating: '', feedback: '' })).toEqual({
      field: 'rating',
      title: 'Kailangan ng Rating',
      message: 'Pumili ng rating mula 1 hanggang 5 bituin.',
    });
    expect(survey({ feedback: ' ' })).toEqual({ field: 'feedback', title: 'Kailangan ng Feedback', message: 'Isulat ang feedback mo.' });
    expect(survey({ name: 'a'.repeat(101) })).toMatchObject({ field: 'name', message: 'Hanggang 100 character lang ang Pangalan.' });
    expect(survey({ submissionId: 'old' })).toMatchObject({
      field: 'submissionId',
      message: 'Nag-expire na ang form na ito. Paki-reload ang page at subukan ulit.',
    });
    expect(survey({ approved: 'true' })).toEqual({ field: '', title: 'Hindi tamang form', message: 'Hindi inaasahang field: approved' });
  });

  it('enquiry: name, e-mail, phone, service, message', () => {
    const contact = (o: FormBody) => problem(validateEnquiry(validEnquiry({ language: 'fil', ...o }), enquiryMessages));
    expect(contact({ name: '', email: '' })).toEqual({ field: 'name', title: 'Pakitingnan ulit ang form', message: 'Ilagay ang pangalan mo.' });
    expect(contact({ email: 'Ana <ana@example.com>' })).toMatchObject({
      field: 'email',
      message: 'Isang e-mail address lang ang ilagay, walang pangalan, comma, semicolon, quotation mark o angle bracket.',
    });
    expect(contact({ phone: 'call me' })).toMatchObject({
      field: 'phone',
      message: 'Ilagay ang numero ng telepono gamit lang ang mga digit, space, +, - o bracket.',
    });
    expect(contact({ service: 'x', message: '' })).toMatchObject({ field: 'service', message: 'Pumili ng isa sa mga serbisyong nakalista.' });
    expect(contact({ message: 'a\u0000' })).toMatchObject({
      field: 'message',
      message: 'May mga character sa Mensahe na hindi namin matatanggap. Pakitanggal ang mga ito at subukan ulit.',
    });
  });

  it('e-book: e-mail, with the popup’s title', () => {
    expect(problem(validateEbook(validEbook({ language: 'fil', email: 'ana@' }), ebookMessages))).toEqual({
      field: 'email',
      title: 'May problema',
      message: 'Maglagay ng tamang e-mail address.',
    });
  });

  it('story: e-mail, country, story (and its length), consent', () => {
    const story = (o: FormBody) => problem(validateStory(validStory({ language: 'fil', ...o }), storyMessages));
    expect(story({ email: '', country: '' })).toMatchObject({ field: 'email', message: 'Maglagay ng tamang e-mail address.' });
    expect(story({ country: '' })).toMatchObject({ field: 'country', message: 'Sabihin sa amin ang bansang pinagtatrabahuhan mo.' });
    expect(story({ story: 'Maikli.' })).toMatchObject({ field: 'story', message: 'Dagdagan mo pa nang kaunti: kahit 50 na character.' });
    expect(story({ consent: '' })).toMatchObject({
      field: 'consent',
      message: 'Payagan mo kaming ilathala ang kuwento mo; kung wala ang pahintulot mo, hindi namin ito maibabahagi.',
    });
  });
});
