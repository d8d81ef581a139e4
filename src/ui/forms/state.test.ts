import { describe, expect, it } from 'vitest';
import { formState } from './state.ts';
import { survey } from '../../i18n/en/survey.ts';

const typed = { email: 'liza@example.com', feedback: 'Salamat!' };

describe('formState after a POST without JavaScript', () => {
  it('shows nothing on a first visit, and the thank-you after success', () => {
    expect(formState(undefined, undefined, survey.form.failed)).toMatchObject({ succeeded: false, problems: [], values: {} });
    expect(formState({ data: { ok: true } }, { values: typed }, survey.form.failed)).toMatchObject({ succeeded: true, problems: [], values: {} });
  });

  it('shows every field problem the server found, with what was typed', () => {
    const problems = [
      { field: 'rating', title: 'Rating Required', message: 'Please select a rating from 1 to 5 stars.' },
      { field: 'feedback', title: 'Feedback Required', message: 'Please provide your feedback.' },
    ];
    const state = formState({ error: { message: problems[0]!.message, status: 400 } }, { values: typed, problems }, survey.form.failed);
    expect(state).toMatchObject({ succeeded: false, problems, values: typed });
  });

  it('words a server failure as the form does with JavaScript, but keeps the rate limit’s wait', () => {
    const down = formState({ error: { message: 'We could not save your form just now.', status: 503 } }, { values: typed }, survey.form.failed);
    expect(down.problems).toEqual([{ field: '', ...survey.form.failed }]);
    expect(down.values).toEqual(typed);

    const wait = 'You have sent this form several times in a minute. Please wait 42 seconds and try again.';
    const limited = formState({ error: { message: wait, status: 429 } }, { values: typed }, survey.form.failed);
    expect(limited.problems).toEqual([{ field: '', title: 'Submission Failed', message: wait }]);
  });

  it('shows the server’s own words where the form has none of its own', () => {
    const state = formState({ error: { message: 'We could not save your form just now.', status: 503 } }, { values: typed }, { title: 'Submission failed' });
    expect(state.problems).toEqual([{ field: '', title: 'Submission failed', message: 'We could not save your form just now.' }]);
  });

  it('issues a fresh submission id for every render', () => {
    const a = formState(undefined, undefined, survey.form.failed).submissionId;
    const b = formState(undefined, undefined, survey.form.failed).submissionId;
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(a).not.toBe(b);
  });
});
