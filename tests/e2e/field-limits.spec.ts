// Every free-text field of every public form, at its maximum length and one past it, with and without
// JavaScript: the maximum is stored, one more character is refused with that field's own message
// (never the generic "could not be accepted" a database check would lead to). The maxima are written
// out here, not imported: a schema that loses its limit, or a database check tighter than the form,
// fails here.
import type { Locator, Page } from '@playwright/test';
import { validEnquiry, validEbook, validStory, validSurvey, type FormBody } from '../factories.ts';
import { closeDb, query } from './support/db.ts';
import { expect, test } from './support/client.ts';
import { postForm, uniqueEmail } from '../support/index.ts';

test.afterAll(closeDb);

interface LimitedField {
  field: string;
  column: string;
  label: string;
  max: number;
  /** What the visitor is told one character past the maximum. */
  message: string;
}

interface LimitedForm {
  page: string;
  action: string;
  table: string;
  build: (overrides: FormBody) => FormBody;
  /** Fills what the form requires with valid values (with JavaScript). */
  fillRequired: (page: Page, email: string) => Promise<void>;
  submit: string;
  thanks: (page: Page) => Locator;
  fields: LimitedField[];
}

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters.`;

const FORMS: Record<string, LimitedForm> = {
  survey: {
    page: '/survey',
    action: '/survey?_action=survey',
    table: 'survey_responses',
    build: validSurvey,
    fillRequired: async (page, email) => {
      await page.getByLabel('Email *', { exact: true }).fill(email);
      const star = page.getByRole('group', { name: 'Rating *' }).getByRole('radio', { name: '5 stars', exact: true });
      await star.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await star.check({ force: true });
      await page.getByLabel('Feedback *', { exact: true }).fill('Salamat po sa mga kwento.');
    },
    submit: 'Submit Feedback',
    thanks: (page) => page.getByRole('heading', { name: 'Thank You!' }),
    fields: [
      { field: 'name', column: 'name', label: 'Name (optional)', max: 100, message: tooLong('Name', 100) },
      { field: 'feedback', column: 'feedback', label: 'Feedback *', max: 5000, message: tooLong('Feedback', 5000) },
      {
        field: 'interviewExperience',
        column: 'interview_experience',
        label: 'How would you describe your experience with our interviews and episodes?',
        max: 2000,
        message: tooLong('Your answer', 2000),
      },
      {
        field: 'interviewSuggestions',
        column: 'interview_suggestions',
        label: 'Which topics or guests would you like us to feature next?',
        max: 2000,
        message: tooLong('Your answer', 2000),
      },
      {
        field: 'interviewFavorite',
        column: 'interview_favorite',
        label: 'Which episode or story has been your favourite, and why?',
        max: 2000,
        message: tooLong('Your answer', 2000),
      },
    ],
  },
  enquiry: {
    page: '/contact',
    action: '/contact?_action=contact',
    table: 'contact_submissions',
    build: validEnquiry,
    fillRequired: async (page, email) => {
      await page.getByLabel('Name *', { exact: true }).fill('Ana Reyes');
      await page.getByLabel('Email *', { exact: true }).fill(email);
      await page.getByLabel('Phone *', { exact: true }).fill('+63 917 123 4567');
      await page.getByRole('combobox', { name: 'Service *' }).selectOption({ label: 'Advertising' });
      await page.getByLabel('Message *', { exact: true }).fill('We would like to sponsor an episode.');
    },
    submit: 'Send Message',
    thanks: (page) => page.getByRole('region', { name: 'Thank you!' }).filter({ hasText: 'Your message has been sent.' }),
    fields: [
      { field: 'name', column: 'name', label: 'Name *', max: 100, message: tooLong('Name', 100) },
      { field: 'phone', column: 'phone', label: 'Phone *', max: 40, message: tooLong('Phone', 40) },
      { field: 'message', column: 'message', label: 'Message *', max: 5000, message: tooLong('Message', 5000) },
    ],
  },
  ebook: {
    page: '/ebook',
    action: '/ebook?_action=ebook',
    table: 'ebook_signups',
    build: validEbook,
    fillRequired: async (page, email) => {
      await page.getByLabel('Email Address *', { exact: true }).fill(email);
    },
    submit: 'Get the E-book',
    thanks: (page) => page.getByRole('region', { name: 'Thank you!' }),
    fields: [{ field: 'name', column: 'name', label: 'Name (optional)', max: 100, message: tooLong('Name', 100) }],
  },
  story: {
    page: '/connect',
    action: '/connect?_action=story',
    table: 'stories',
    build: validStory,
    fillRequired: async (page, email) => {
      await page.getByLabel('Email *', { exact: true }).fill(email);
      await page.getByLabel('Country where you work *', { exact: true }).fill('Hong Kong');
      await page.getByLabel('Your story *', { exact: true }).fill('Nagsimula ako bilang household service worker sa Hong Kong noong 2015.');
      await page.getByRole('checkbox', { name: /may publish my story/ }).check();
    },
    submit: 'Share My Story',
    thanks: (page) => page.getByRole('region', { name: 'Thank you for sharing!' }),
    fields: [
      { field: 'name', column: 'name', label: 'Name (optional)', max: 100, message: tooLong('Name', 100) },
      { field: 'country', column: 'country', label: 'Country where you work *', max: 80, message: tooLong('Country', 80) },
      { field: 'story', column: 'story', label: 'Your story *', max: 5000, message: tooLong('Your story', 5000) },
    ],
  },
};

/**
 * Text of exactly `length` characters that the form keeps as it is (nothing to trim at either end),
 * with a letter outside ASCII, so characters and bytes differ. A phone number is digits.
 */
function textOf(field: string, length: number): string {
  if (field === 'phone') return '6'.repeat(length);
  return `${'Kwentong OFW ñ '.repeat(Math.ceil(length / 15))}`.slice(0, length - 1) + '.';
}

/** Every limited field at its maximum, the rest valid. */
const atMaximum = (form: LimitedForm, email: string) =>
  form.build({ email, ...Object.fromEntries(form.fields.map(({ field, max }) => [field, textOf(field, max)])) });

async function storedLengths(form: LimitedForm, email: string) {
  const columns = form.fields.map(({ column }) => `char_length(${column}) as ${column}`).join(', ');
  const rows = await query<Record<string, number>>(`select ${columns} from ${form.table} where email = $1`, [email]);
  return rows.map((row) => Object.fromEntries(Object.entries(row).map(([column, n]) => [column, Number(n)])));
}

const expectedLengths = (form: LimitedForm) => Object.fromEntries(form.fields.map(({ column, max }) => [column, max]));

/** The text the page shows as the description of the control named `field` (its hint and its error), and whether it is marked invalid. */
function describedControl(html: string, field: string): { invalid: boolean; description: string } {
  const tag = new RegExp(`<(?:input|textarea)\\b[^>]*\\bname="${field}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no control named ${field}`);
  const ids = /aria-describedby="([^"]+)"/.exec(tag)?.[1]?.split(' ') ?? [];
  const description = ids.map((id) => new RegExp(`\\bid="${id}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? '').join(' ');
  return { invalid: /\baria-invalid="true"/.test(tag), description: description.trim() };
}

const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

for (const [name, form] of Object.entries(FORMS)) {
  test.describe(`${name}: free-text fields at their maximum and one past it`, () => {
    test('without JavaScript: the maximum of every field is stored; one more is refused with the field’s own message', async ({ request, baseURL }) => {
      const email = uniqueEmail(`max-${name}`);
      const stored = await postForm(request, baseURL, form.action, atMaximum(form, email));
      expect(stored.status(), 'every field at its maximum').toBe(200);
      expect(await storedLengths(form, email)).toEqual([expectedLengths(form)]);

      for (const { field, max, message } of form.fields) {
        const over = uniqueEmail(`over-${name}`);
        const res = await postForm(request, baseURL, form.action, form.build({ email: over, [field]: textOf(field, max + 1) }));
        expect(res.status(), `${field} at ${max + 1}`).toBe(400);
        const control = describedControl(await res.text(), field);
        expect(control.invalid, `${field} is marked invalid`).toBe(true);
        expect(control.description, `${field} says what is wrong with it`).toMatch(escaped(message));
        expect(await query(`select 1 from ${form.table} where email = $1`, [over])).toHaveLength(0);
      }
    });

    test('with JavaScript: one more than the maximum is refused next to the field; every field at its maximum is sent and stored', async ({ page }) => {
      const email = uniqueEmail(`max-js-${name}`);
      await page.goto(form.page);
      await form.fillRequired(page, email);
      for (const { label, field, max, message } of form.fields) {
        const control = page.getByLabel(label, { exact: true });
        const before = await control.inputValue();
        // The browser stops typing at `maxlength`; a value put in some other way must still be refused.
        await control.evaluate((el) => el.removeAttribute('maxlength'));
        await control.fill(textOf(field, max + 1));
        await page.getByRole('button', { name: form.submit }).click();
        await expect(control, `${field} at ${max + 1}`).toHaveAccessibleDescription(escaped(message));
        await expect(control).toHaveAttribute('aria-invalid', 'true');
        await control.fill(before);
      }
      expect(await query(`select 1 from ${form.table} where email = $1`, [email])).toHaveLength(0);

      for (const { label, field, max } of form.fields) await page.getByLabel(label, { exact: true }).fill(textOf(field, max));
      await page.getByRole('button', { name: form.submit }).click();
      await expect(form.thanks(page)).toBeVisible();
      expect(await storedLengths(form, email)).toEqual([expectedLengths(form)]);
    });
  });
}
