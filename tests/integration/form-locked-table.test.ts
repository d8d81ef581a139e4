// A form whose table is locked (a long migration, a vacuum full, a stuck transaction) answers "try
// again" (503) within its deadline, never success: success means the row committed (store first, ADR 009).
// The lock is real, taken by another connection; nothing of ours is mocked.
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enquiryMessages, surveyMessages } from '../../src/i18n/form-messages.ts';
import { messagesFor } from '../../src/i18n/messages.ts';
import { validateEnquiry } from '../../src/features/enquiries/schema.ts';
import type { Validation } from '../../src/ui/forms/fields.ts';
import { validateSurvey } from '../../src/features/reviews/schema.ts';
import { getPool } from '../../src/platform/db/client.ts';
import { saveEnquiry } from '../../src/features/enquiries/enquiries.server.ts';
import { storeSubmission } from '../../src/platform/form-submission.ts';
import { saveSurveyResponse } from '../../src/features/reviews/responses.server.ts';
import { truncateAll, validEnquiry, validSurvey } from '../factories.ts';

const MESSAGES = messagesFor('en').forms.server;
const UNAVAILABLE = 'We could not save your form just now. Nothing was lost on your side: please try again in a moment.';

const ok = <T>(result: Validation<T>): T => {
  if (!result.ok) throw new Error(`expected valid input, got ${JSON.stringify(result.problem)}`);
  return result.data;
};

let locker: pg.Client | undefined;

/** Another connection takes `table` in a lock that lets readers in but keeps every writer waiting. */
async function lock(table: string) {
  locker = new pg.Client({ connectionString: process.env['DATABASE_URL'] });
  await locker.connect();
  await locker.query('begin');
  await locker.query(`lock table ${table} in share row exclusive mode`);
}

async function unlock() {
  await locker?.query('rollback');
  await locker?.end();
  locker = undefined;
}

const rows = async (table: string, column: string, value: string) =>
  (await getPool().query(`select 1 from ${table} where ${column} = $1`, [value])).rows.length;

beforeEach(truncateAll);
afterEach(unlock);

describe('a form while its table is locked', () => {
  it('survey: 503 with its message and a retry time, and no row while it waited', async () => {
    expect(MESSAGES.unavailable).toBe(UNAVAILABLE);
    const data = ok(validateSurvey(validSurvey(), surveyMessages));
    await lock('survey_responses');
    const answer = await storeSubmission('survey', '192.0.2.1', () => saveSurveyResponse(data), MESSAGES);
    expect(answer).toEqual({ ok: false, code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE, retryAfter: 5 });
    expect(await rows('survey_responses', 'submission_id', data.submissionId)).toBe(0);
  });

  it('enquiry: 503 with its message and a retry time, and no row while it waited', async () => {
    const data = ok(validateEnquiry(validEnquiry(), enquiryMessages));
    await lock('contact_submissions');
    const answer = await storeSubmission('contact', '192.0.2.2', () => saveEnquiry(data), MESSAGES);
    expect(answer).toEqual({ ok: false, code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE, retryAfter: 5 });
    expect(await rows('contact_submissions', 'submission_id', data.submissionId)).toBe(0);
  });

  it('answers the visitor trying again after the lock is gone with success, and one row', async () => {
    const data = ok(validateSurvey(validSurvey(), surveyMessages));
    await lock('survey_responses');
    expect(await storeSubmission('survey', '192.0.2.3', () => saveSurveyResponse(data), MESSAGES)).toMatchObject({ ok: false });
    await unlock();
    expect(await storeSubmission('survey', '192.0.2.3', () => saveSurveyResponse(data), MESSAGES)).toEqual({ ok: true });
    expect(await rows('survey_responses', 'submission_id', data.submissionId)).toBe(1);
  });
});
