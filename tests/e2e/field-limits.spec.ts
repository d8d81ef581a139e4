// Every free-text field of every public form, the e-mail fields included, and the corrections of a
// privacy request, at its maximum length and one past it, with and without JavaScript: the maximum is
// stored, one more character is refused with that field's own message (never the generic "could not be
// accepted" a database check would lead to). The maxima are written out here, not imported: a schema
// that loses its limit, or a database check tighter than the form, fails here.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { validEnquiry, validEbook, validStory, validSurvey, type FormBody } from '../factories.ts';
import { closeDb, query } from './support/db.ts';
import { linkInMailbox } from './support/mailbox.ts';
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
const BAD_ADDRESS = 'Please enter a valid email address.';
// An address is at most 254 characters (RFC 5321's path, and the tables' checks).
const emailField = (label: string): LimitedField => ({ field: 'email', column: 'email', label, max: 254, message: BAD_ADDRESS });

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
      emailField('Email *'),
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
      emailField('Email *'),
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
    fields: [emailField('Email Address *'), { field: 'name', column: 'name', label: 'Name (optional)', max: 100, message: tooLong('Name', 100) }],
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
      emailField('Email *'),
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

/**
 * `email` made exactly `length` characters long by a longer domain: labels of at most 63 characters, as
 * DNS allows, so the address is one a mail server would take.
 */
function addressOf(email: string, length: number): string {
  const [local, domain] = email.split('@') as [string, string];
  const labels: string[] = [];
  for (let pad = length - email.length; pad > 0; ) {
    let n = Math.min(64, pad);
    if (pad - n === 1) n -= 1;
    if (n < 2) throw new Error(`cannot make ${email} ${length} characters long`);
    labels.push(`${'k'.repeat(n - 1)}.`);
    pad -= n;
  }
  return `${local}@${labels.join('')}${domain}`;
}

/** What a field holds at `length` characters: for the e-mail field, this test's own address made that long. */
const valueOf = (field: string, length: number, email: string) => (field === 'email' ? addressOf(email, length) : textOf(field, length));

/** The address a form at its maximum was sent with (every form here has an e-mail field). */
const storedAddress = (email: string) => addressOf(email, 254);

/** Every limited field at its maximum, the rest valid. */
const atMaximum = (form: LimitedForm, email: string) =>
  form.build({ email, ...Object.fromEntries(form.fields.map(({ field, max }) => [field, valueOf(field, max, email)])) });

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
      expect(await storedLengths(form, storedAddress(email))).toEqual([expectedLengths(form)]);

      for (const { field, max, message } of form.fields) {
        const over = uniqueEmail(`over-${name}`);
        const value = valueOf(field, max + 1, over);
        const res = await postForm(request, baseURL, form.action, form.build({ email: over, [field]: value }));
        expect(res.status(), `${field} at ${max + 1}`).toBe(400);
        const control = describedControl(await res.text(), field);
        expect(control.invalid, `${field} is marked invalid`).toBe(true);
        expect(control.description, `${field} says what is wrong with it`).toMatch(escaped(message));
        expect(await query(`select 1 from ${form.table} where email in ($1, $2)`, [over, value])).toHaveLength(0);
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
        await control.fill(valueOf(field, max + 1, email));
        await page.getByRole('button', { name: form.submit }).click();
        await expect(control, `${field} at ${max + 1}`).toHaveAccessibleDescription(escaped(message));
        await expect(control).toHaveAttribute('aria-invalid', 'true');
        await control.fill(before);
      }
      expect(await query(`select 1 from ${form.table} where email in ($1, $2)`, [email, valueOf('email', 255, email)])).toHaveLength(0);

      for (const { label, field, max } of form.fields) await page.getByLabel(label, { exact: true }).fill(valueOf(field, max, email));
      await page.getByRole('button', { name: form.submit }).click();
      await expect(form.thanks(page)).toBeVisible();
      expect(await storedLengths(form, storedAddress(email))).toEqual([expectedLengths(form)]);
    });
  });
}

// A correction confirmed from a privacy request's link: the new name and the new address, on what the
// address sent (here an e-book signup). A refusal leaves the link unused and what was typed in place.
test.describe('privacy correction: the new name and address at their maximum and one past it', () => {
  const NEW_NAME = { label: 'Your name', max: 100, message: tooLong('Your name', 100) };
  const NEW_EMAIL = { label: 'Your new email address', max: 254, message: BAD_ADDRESS };

  /** An e-book signup for a new address, and the path of the link its correction request mailed. */
  async function correctionLink(request: APIRequestContext, baseURL: string | undefined, prefix: string) {
    const email = uniqueEmail(prefix);
    expect((await postForm(request, baseURL, FORMS['ebook']!.action, validEbook({ email }))).status()).toBe(200);
    expect((await postForm(request, baseURL, '/privacy/request?_action=privacyRequest', { email, kind: 'correct', website: '' })).status()).toBe(200);
    const link = await linkInMailbox(email, /https?:\/\/\S+\/privacy\/confirm\/[\w-]{43}/);
    const [signup] = await query<{ id: string }>('select id from ebook_signups where email = $1', [email]);
    const { pathname } = new URL(link);
    return { email, signup: signup!.id, path: pathname, token: pathname.split('/').at(-1)! };
  }

  /** The signup's name (its length in characters) and address now. */
  const signupOf = async (id: string) =>
    (await query<{ name: number | null; email: string }>('select char_length(name) as name, email from ebook_signups where id = $1', [id])).map((row) => ({
      name: row.name === null ? null : Number(row.name),
      email: row.email,
    }));

  test('without JavaScript: one more character is refused next to its field and spends nothing; the maximum is saved', async ({ request, baseURL }) => {
    const { email, signup, path, token } = await correctionLink(request, baseURL, 'max-correct');
    const action = `${path}?_action=privacyConfirm`;
    const newEmail = addressOf(uniqueEmail('max-new'), NEW_EMAIL.max);
    const cases = [
      { field: 'newName', body: { token, newName: textOf('name', NEW_NAME.max + 1), newEmail: '' }, message: NEW_NAME.message },
      { field: 'newEmail', body: { token, newName: '', newEmail: addressOf(uniqueEmail('over-new'), NEW_EMAIL.max + 1) }, message: NEW_EMAIL.message },
    ];
    for (const { field, body, message } of cases) {
      const res = await postForm(request, baseURL, action, body);
      expect(res.status(), `${field} one past its maximum`).toBe(400);
      const html = await res.text();
      const control = describedControl(html, field);
      expect(control.invalid, `${field} is marked invalid`).toBe(true);
      expect(control.description, `${field} says what is wrong with it`).toMatch(escaped(message));
      expect(html, 'what was typed is kept').toContain(`value="${body[field as 'newName' | 'newEmail']}"`);
    }
    expect(await signupOf(signup), 'nothing changed').toEqual([{ name: expect.any(Number), email }]);

    const saved = await postForm(request, baseURL, action, { token, newName: textOf('name', NEW_NAME.max), newEmail });
    expect(saved.status(), 'both at their maximum, with the same link').toBe(200);
    expect(await saved.text()).toContain('Your corrections are saved.');
    expect(await signupOf(signup)).toEqual([{ name: NEW_NAME.max, email: newEmail }]);
  });

  test('with JavaScript: one more character is refused next to its field; the maximum is saved', async ({ page, request, baseURL }) => {
    const { email, signup, path } = await correctionLink(request, baseURL, 'max-js-correct');
    const newEmail = addressOf(uniqueEmail('max-js-new'), NEW_EMAIL.max);
    await page.goto(path);
    for (const { label, max, message } of [NEW_NAME, NEW_EMAIL]) {
      const control = page.getByLabel(label, { exact: true });
      await control.evaluate((el) => el.removeAttribute('maxlength'));
      const over = label === NEW_NAME.label ? textOf('name', max + 1) : addressOf(uniqueEmail('over-js-new'), max + 1);
      await control.fill(over);
      await page.getByRole('button', { name: 'Save my corrections' }).click();
      await expect(control, `${label} one past its maximum`).toHaveAccessibleDescription(escaped(message));
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control, 'what was typed is kept').toHaveValue(over);
      await control.fill('');
    }
    expect(await signupOf(signup), 'nothing changed').toEqual([{ name: expect.any(Number), email }]);

    await page.getByLabel(NEW_NAME.label, { exact: true }).fill(textOf('name', NEW_NAME.max));
    await page.getByLabel(NEW_EMAIL.label, { exact: true }).fill(newEmail);
    await page.getByRole('button', { name: 'Save my corrections' }).click();
    await expect(page.getByRole('status')).toContainText('Your corrections are saved.');
    expect(await signupOf(signup)).toEqual([{ name: NEW_NAME.max, email: newEmail }]);
  });
});
