import { enquiryMessages, ebookMessages, storyMessages, surveyMessages } from '../../src/i18n/form-messages.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { validateEnquiry } from '../../src/features/enquiries/schema.ts';
import { validateEbook } from '../../src/features/ebook/schema.ts';
import type { Validation } from '../../src/ui/forms/fields.ts';
import { validateStory } from '../../src/features/stories/schema.ts';
import { validateSurvey } from '../../src/features/reviews/schema.ts';
import { getDb, getFormPool, getPool } from '../../src/platform/db/client.ts';
import { isDatabaseUnavailable, rejectedConstraint } from '../../src/platform/db/errors.ts';
import { surveyResponses } from '../../src/platform/db/schema.ts';
import { saveEbookSignup } from '../../src/features/ebook/signups.server.ts';
import { saveEnquiry } from '../../src/features/enquiries/enquiries.server.ts';
import { saveSurveyResponse } from '../../src/features/reviews/responses.server.ts';
import { saveStory } from '../../src/features/stories/submissions.server.ts';
import { truncateAll, validEnquiry, validEbook, validStory, validSurvey } from '../factories.ts';

const ok = <T>(result: Validation<T>): T => {
  if (!result.ok) throw new Error(`expected valid input, got ${JSON.stringify(result.problem)}`);
  return result.data;
};

const query = async <R extends object>(sql: string, params: unknown[] = []) => (await getPool().query<R>(sql, params)).rows;

const count = async (table: string) => Number((await query<{ n: string }>(`select count(*) as n from ${table}`))[0]?.n);

/** The UTF-8 bytes PostgreSQL holds for each text column, so "equal" means byte-for-byte. */
const storedBytes = async (table: string, columns: string[], where: string, params: unknown[]) => {
  const select = columns.map((c) => `convert_to(${c}, 'UTF8') as ${c}`).join(', ');
  const [row] = await query<Record<string, Buffer | null>>(`select ${select} from ${table} where ${where}`, params);
  if (!row) throw new Error(`no row in ${table}`);
  return row;
};

const utf8 = (value: string | null) => (value === null ? null : Buffer.from(value, 'utf8'));

// Text outside ASCII, including astral characters and combining marks, with inner spacing kept.
const UNICODE = 'Mabuhay! 👩🏽‍⚕️ Ñoño, São Paulo — 日本語, Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̗';

beforeEach(truncateAll);

/**
 * Opens every connection of the forms' pool, one after another, as a site that has been up has them
 * (they stay open once opened). Ten opened at once by a burst took over the pool's 2 s limit once, on
 * this two-core machine running every suite at the same time. What a visitor gets when no connection
 * comes in time (503 and "try again") is the fault tests' subject, not this one's.
 */
async function openFormConnections() {
  const pool = getFormPool();
  const clients = [];
  for (let i = 0; i < pool.options.max; i++) clients.push(await pool.connect());
  for (const client of clients) client.release();
}

describe('saveSurveyResponse', () => {
  it('stores exactly what was validated', async () => {
    const data = ok(
      validateSurvey(
        validSurvey({
          name: `  ${UNICODE}  `,
          feedback: `${UNICODE}\r\nSecond line\n\tindented`,
          interviewExperience: 'Line 1\nLine 2',
          interviewSuggestions: '   ',
          rating: '3',
        }),
        surveyMessages,
      ),
    );
    await saveSurveyResponse(data);

    const [row] = await query<Record<string, unknown>>(
      `select name, email, rating, feedback, interview_experience, interview_suggestions, interview_favorite,
              status, submission_id from survey_responses`,
    );
    expect(row).toEqual({
      name: data.name,
      email: data.email,
      rating: 3,
      feedback: data.feedback,
      interview_experience: data.interviewExperience,
      interview_suggestions: null,
      interview_favorite: null,
      status: 'published',
      submission_id: data.submissionId,
    });
    const bytes = await storedBytes('survey_responses', ['name', 'email', 'feedback', 'interview_experience'], 'submission_id = $1', [
      data.submissionId,
    ]);
    expect(bytes).toEqual({
      name: utf8(data.name),
      email: utf8(data.email),
      feedback: utf8(data.feedback),
      interview_experience: utf8(data.interviewExperience),
    });
  });

  it('stores one row when the same submission is sent twice', async () => {
    const data = ok(validateSurvey(validSurvey(), surveyMessages));
    await saveSurveyResponse(data);
    await saveSurveyResponse(data);
    await Promise.all([saveSurveyResponse(data), saveSurveyResponse({ ...data, feedback: 'changed' })]);
    expect(await count('survey_responses')).toBe(1);
    expect((await query<{ feedback: string }>('select feedback from survey_responses'))[0]?.feedback).toBe(data.feedback);
  });

  it('stores 50 concurrent responses with distinct ids as 50 rows', async () => {
    await openFormConnections();
    const inputs = Array.from({ length: 50 }, (_, i) => ok(validateSurvey(validSurvey({ feedback: `Response ${i}` }), surveyMessages)));
    await Promise.all(inputs.map((input) => saveSurveyResponse(input)));
    expect(await count('survey_responses')).toBe(50);
    const stored = await query<{ feedback: string }>('select feedback from survey_responses order by feedback');
    expect(stored.map((r) => r.feedback).sort()).toEqual(inputs.map((i) => i.feedback).sort());
  });
});

describe('saveEnquiry', () => {
  it('stores exactly what was validated, with status new', async () => {
    const data = ok(
      validateEnquiry(validEnquiry({ name: ` ${UNICODE} `, message: `${UNICODE}\n\nRegards`, service: 'interview-guesting' }), enquiryMessages),
    );
    await saveEnquiry(data);
    const [row] = await query<Record<string, unknown>>(
      'select name, email, phone, service, message, status, submission_id from contact_submissions',
    );
    expect(row).toEqual({
      name: data.name,
      email: data.email,
      phone: data.phone,
      service: 'interview-guesting',
      message: data.message,
      status: 'new',
      submission_id: data.submissionId,
    });
    const bytes = await storedBytes('contact_submissions', ['name', 'message'], 'submission_id = $1', [data.submissionId]);
    expect(bytes).toEqual({ name: utf8(data.name), message: utf8(data.message) });
  });

  it('stores one row when the same submission is sent twice', async () => {
    const data = ok(validateEnquiry(validEnquiry(), enquiryMessages));
    await Promise.all([saveEnquiry(data), saveEnquiry(data)]);
    await saveEnquiry(data);
    expect(await count('contact_submissions')).toBe(1);
  });
});

describe('saveEbookSignup', () => {
  it('stores exactly what was validated', async () => {
    const data = ok(validateEbook(validEbook({ email: 'Ana.Cruz@Example.com', name: UNICODE, source: 'popup' }), ebookMessages));
    await saveEbookSignup(data);
    const [row] = await query<Record<string, unknown>>('select email, name, source, list_type from ebook_signups');
    expect(row).toEqual({ email: 'Ana.Cruz@Example.com', name: UNICODE, source: 'popup', list_type: 'ebook' });
    const bytes = await storedBytes('ebook_signups', ['email', 'name'], 'email = $1', [data.email]);
    expect(bytes).toEqual({ email: utf8(data.email), name: utf8(UNICODE) });
  });

  it('keeps one row per address, whatever the letter case', async () => {
    const first = ok(validateEbook(validEbook({ email: 'ana@example.com', name: 'Ana' }), ebookMessages));
    await saveEbookSignup(first);
    await saveEbookSignup(first);
    await saveEbookSignup(ok(validateEbook(validEbook({ email: 'ANA@Example.COM', name: 'Someone else', source: 'popup' }), ebookMessages)));
    await Promise.all([
      saveEbookSignup(ok(validateEbook(validEbook({ email: 'Ana@example.com' }), ebookMessages))),
      saveEbookSignup(ok(validateEbook(validEbook({ email: 'aNa@example.com' }), ebookMessages))),
    ]);
    const rows = await query<{ email: string; name: string; source: string }>('select email, name, source from ebook_signups');
    expect(rows).toEqual([{ email: 'ana@example.com', name: 'Ana', source: 'ebook_page' }]);
  });
});

describe('saveStory', () => {
  it('stores exactly what was validated, with status new', async () => {
    const story = `${UNICODE}\n\n${'Kwento ko ito. '.repeat(10)}`;
    const data = ok(validateStory(validStory({ name: '', story: `  ${story}  `, country: ' Hong Kong ' }), storyMessages));
    await saveStory(data);
    const [row] = await query<Record<string, unknown>>(
      'select name, email, country, story, interview_ok, consent, status, submission_id from stories',
    );
    expect(row).toEqual({
      name: null,
      email: data.email,
      country: 'Hong Kong',
      story: story.trim(),
      interview_ok: true,
      consent: true,
      status: 'new',
      submission_id: data.submissionId,
    });
    const bytes = await storedBytes('stories', ['story', 'country'], 'submission_id = $1', [data.submissionId]);
    expect(bytes).toEqual({ story: utf8(data.story), country: utf8(data.country) });
  });

  it('stores a story of 50 astral characters, which the database counts as 50', async () => {
    const data = ok(validateStory(validStory({ story: '𝐓'.repeat(50) }), storyMessages));
    await saveStory(data);
    expect((await query<{ story: string }>('select story from stories'))[0]?.story).toBe(data.story);
  });

  it('stores one row when the same submission is sent twice', async () => {
    const data = ok(validateStory(validStory(), storyMessages));
    await saveStory(data);
    await saveStory(data);
    expect(await count('stories')).toBe(1);
  });
});

describe('database checks mirror the form rules', () => {
  const insertSurvey = (rating: number) =>
    getPool().query(
      `insert into survey_responses (email, rating, feedback, submission_id) values ($1, $2, $3, gen_random_uuid())`,
      ['a@example.com', rating, 'ok'],
    );

  it('rejects a rating of 6 or 0 inserted directly', async () => {
    await expect(insertSurvey(6)).rejects.toMatchObject({ code: '23514', constraint: 'survey_rating_range' });
    await expect(insertSurvey(0)).rejects.toMatchObject({ code: '23514', constraint: 'survey_rating_range' });
    await insertSurvey(5);
    expect(await count('survey_responses')).toBe(1);
  });

  it('rejects blank feedback, an unknown service, a short story and a story without consent', async () => {
    await expect(
      getPool().query(
        `insert into survey_responses (email, rating, feedback, submission_id) values ('a@example.com', 3, '   ', gen_random_uuid())`,
      ),
    ).rejects.toMatchObject({ constraint: 'survey_feedback_length' });
    await expect(
      getPool().query(
        `insert into contact_submissions (name, email, phone, service, message, submission_id)
         values ('n', 'a@example.com', '12345', 'consulting', 'm', gen_random_uuid())`,
      ),
    ).rejects.toMatchObject({ constraint: 'contact_service_known' });
    const story = (text: string, consent: boolean) =>
      getPool().query(
        `insert into stories (email, country, story, consent, submission_id) values ('a@example.com', 'PH', $1, $2, gen_random_uuid())`,
        [text, consent],
      );
    await expect(story('s'.repeat(49), true)).rejects.toMatchObject({ constraint: 'story_text_length' });
    await expect(story('s'.repeat(5001), true)).rejects.toMatchObject({ constraint: 'story_text_length' });
    await expect(story('s'.repeat(50), false)).rejects.toMatchObject({ constraint: 'story_consent_given' });
  });

  it('rejects a name of 101 characters', async () => {
    await expect(
      getPool().query(`insert into ebook_signups (email, name, source) values ('a@example.com', $1, 'popup')`, ['n'.repeat(101)]),
    ).rejects.toMatchObject({ constraint: 'ebook_name_length' });
  });

  it('names the refused constraint through Drizzle’s wrapper, so the form answers 400 and not "try again"', async () => {
    const error = await getDb()
      .insert(surveyResponses)
      .values({ email: 'a@example.com', rating: 9, feedback: 'ok', submissionId: crypto.randomUUID() })
      .catch((e: unknown) => e);
    expect(rejectedConstraint(error)).toBe('survey_rating_range');
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(await count('survey_responses')).toBe(0);
  });
});

describe('a connection that dies while a form holds it', () => {
  it('between two queries of a transaction: the process lives on and the next query fails as "database unavailable"', async () => {
    const client = await getPool().connect();
    await client.query('begin');
    const { pid } = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!;
    const ended = new Promise((resolve) => client.once('end', resolve));
    await query('select pg_terminate_backend($1)', [pid]);
    await ended;
    const error = await client.query('select 1').catch((e: unknown) => e);
    client.release(error as Error);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(await count('survey_responses')).toBe(0);
  });
});
