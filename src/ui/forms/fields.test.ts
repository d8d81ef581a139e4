import { describe, expect, it } from 'vitest';
import { validSurvey } from '../../../tests/factories.ts';
import { formValues } from './fields.ts';
import { surveyMessages } from '../../i18n/form-messages.ts';
import { validateSurvey } from '../../features/reviews/schema.ts';

/** A survey as the browser posts it, plus `extra` fields. */
function postedSurvey(extra: [string, string][]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(validSurvey())) form.append(key, value);
  for (const [key, value] of extra) form.append(key, value);
  return form;
}

const validated = (form: FormData) => {
  const values = formValues(form);
  if (!values.ok) return values;
  return validateSurvey(values.data, surveyMessages);
};

describe('formValues then a form schema', () => {
  it('refuses a `__proto__` field like any other unknown field', () => {
    const unexpected = { field: '', title: 'Invalid form', message: 'Unexpected field: __proto__' };
    expect(validated(postedSurvey([['__proto__', 'x']]))).toEqual({ ok: false, problem: unexpected, problems: [unexpected] });
    expect(validated(postedSurvey([['approved', 'true']]))).toMatchObject({ ok: false, problem: { message: 'Unexpected field: approved' } });
  });

  it('refuses `constructor` and `toString` fields, and still accepts the plain form', () => {
    expect(validated(postedSurvey([['constructor', 'x']]))).toMatchObject({ ok: false, problem: { message: 'Unexpected field: constructor' } });
    expect(validated(postedSurvey([['toString', 'x']]))).toMatchObject({ ok: false, problem: { message: 'Unexpected field: toString' } });
    expect(validated(postedSurvey([]))).toMatchObject({ ok: true });
  });
});

describe('formValues with list fields', () => {
  const posted = (entries: [string, string][]) => {
    const form = new FormData();
    for (const [key, value] of entries) form.append(key, value);
    return form;
  };

  it('gathers every value of a list field, one or several, and keeps other fields single', () => {
    expect(formValues(posted([['id', 'a'], ['status', 'hidden'], ['id', 'b']]), ['id'])).toEqual({ ok: true, data: { id: ['a', 'b'], status: 'hidden' } });
    expect(formValues(posted([['id', 'a']]), ['id'])).toEqual({ ok: true, data: { id: ['a'] } });
    expect(formValues(posted([['status', 'hidden']]), ['id'])).toEqual({ ok: true, data: { status: 'hidden' } });
  });

  it('still refuses a repeated field that is not a list, and files', () => {
    expect(formValues(posted([['id', 'a'], ['status', 'hidden'], ['status', 'published']]), ['id'])).toMatchObject({ ok: false, problem: { field: 'status' } });
    const withFile = posted([]);
    withFile.append('id', new Blob(['x']));
    expect(formValues(withFile, ['id'])).toMatchObject({ ok: false, problem: { field: 'id' } });
  });
});

describe('validateWith', () => {
  const posted = (values: Record<string, string>) => validateSurvey({ ...validSurvey(), ...values }, surveyMessages);

  it('reports every field that has a problem at once, each with its own message, in the order it checks them', () => {
    const result = posted({ email: 'not-an-email', rating: '', feedback: ' ', name: 'n'.repeat(101) });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      { field: 'email', title: 'Invalid Email', message: 'Please enter a valid email address.' },
      { field: 'rating', title: 'Rating Required', message: 'Please select a rating from 1 to 5 stars.' },
      { field: 'feedback', title: 'Feedback Required', message: 'Please provide your feedback.' },
      { field: 'name', title: 'Please check the form', message: 'Name must be at most 100 characters.' },
    ]);
    expect(result.problem).toEqual(result.problems[0]);
  });

  it('reports one problem per field, the first its checks find', () => {
    expect(posted({ feedback: `a\u0000${'b'.repeat(6000)}` })).toMatchObject({
      ok: false,
      problems: [{ field: 'feedback', message: 'Feedback contains characters we cannot accept. Please remove them and try again.' }],
    });
  });

  it('reports only the unexpected field when the form itself is not ours, whatever else is wrong', () => {
    const unexpected = { field: '', title: 'Invalid form', message: 'Unexpected field: approved' };
    expect(posted({ approved: 'true', email: '' })).toEqual({ ok: false, problem: unexpected, problems: [unexpected] });
  });
});
