// The one form pipeline (src/platform/form-submission.ts) as a public form takes it: the answers the
// visitor gets, and what it leaves for the page a plain POST comes back to. The owner's forms are in
// admin-actions.test.ts, a locked table in form-locked-table.test.ts.
import { beforeEach, describe, expect, it } from 'vitest';
import { surveyMessages } from '../../src/i18n/form-messages.ts';
import { messagesFor } from '../../src/i18n/messages.ts';
import { validateSurvey } from '../../src/features/reviews/schema.ts';
import { saveSurveyResponse } from '../../src/features/reviews/responses.server.ts';
import { getPool } from '../../src/platform/db/client.ts';
import { FORM_POINTS } from '../../src/platform/http/rate-limit.ts';
import { publicForm, submitForm } from '../../src/platform/form-submission.ts';
import { truncateAll, validSurvey, type FormBody } from '../factories.ts';

const survey = publicForm('survey', (values) => validateSurvey(values, surveyMessages), saveSurveyResponse);

const formOf = (body: FormBody) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) form.append(key, value);
  return form;
};

/** A post from `ip`, with the request's locals the page reads afterwards. */
async function post(body: FormBody, ip = '198.51.100.1') {
  const locals: App.Locals = {};
  const answer = await submitForm(survey, formOf(body), { headers: new Headers(), ip, locals });
  return { answer, locals };
}

const stored = async () => (await getPool().query<{ feedback: string }>('select feedback from survey_responses')).rows.map((r) => r.feedback);

beforeEach(truncateAll);

describe('a public form through the pipeline', () => {
  it('answers success once the row is stored, and keeps what was posted for the page', async () => {
    const body = validSurvey({ feedback: 'Salamat po sa inyong mga kwento.' });
    const { answer, locals } = await post(body);
    expect(answer).toEqual({ ok: true, data: { ok: true, stored: undefined } });
    expect(await stored()).toEqual(['Salamat po sa inyong mga kwento.']);
    expect(locals.form).toEqual({ name: 'survey', values: body });
  });

  it('refuses with 400, keeps every problem and what was typed for the page, answers the first, and stores nothing', async () => {
    const body = validSurvey({ rating: '9', feedback: '' });
    const { answer, locals } = await post(body);
    expect(answer).toMatchObject({ ok: false, status: 400 });
    expect(locals.form).toMatchObject({ name: 'survey', values: body, problem: { field: 'rating' } });
    expect(locals.form?.problems?.map((problem) => problem.field)).toEqual(['rating', 'feedback']);
    expect(answer.ok ? undefined : answer.message).toBe(locals.form?.problem?.message);
    expect(await stored()).toEqual([]);
  });

  it('thanks a filled honeypot and drops the post, without spending the client’s rate limit', async () => {
    for (let i = 0; i <= FORM_POINTS; i += 1) {
      const { answer } = await post(validSurvey({ website: 'https://spam.example' }), '198.51.100.2');
      expect(answer).toEqual({ ok: true, data: { ok: true } });
    }
    expect(await stored()).toEqual([]);
    expect((await post(validSurvey(), '198.51.100.2')).answer.ok).toBe(true);
  });

  it('answers 429 past the per-client limit, with the seconds to wait for the page and its header', async () => {
    for (let i = 0; i < FORM_POINTS; i += 1) expect((await post(validSurvey(), '198.51.100.3')).answer.ok).toBe(true);
    const { answer, locals } = await post(validSurvey(), '198.51.100.3');
    expect(answer).toMatchObject({ ok: false, status: 429 });
    const retryAfter = locals.retryAfter!;
    expect(retryAfter).toBeGreaterThan(0);
    expect(answer).toEqual({ ok: false, status: 429, message: messagesFor('en').forms.server.rateLimited(retryAfter), retryAfter });
    expect(await stored()).toHaveLength(FORM_POINTS);
    // Another client is not held back.
    expect((await post(validSurvey(), '198.51.100.4')).answer.ok).toBe(true);
  });
});
