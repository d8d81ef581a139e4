import { describe, expect, it } from 'vitest';
import { validSurvey } from '../../../tests/factories.ts';
import { LIMITS } from '../../platform/limits.ts';
import { surveyMessages } from '../../i18n/form-messages.ts';
import { survey } from '../../i18n/en/survey.ts';
import { validateSurvey } from './schema.ts';

const SURVEY_MESSAGES = survey.validation;

const problemOf = (input: unknown) => {
  const result = validateSurvey(input, surveyMessages);
  if (result.ok) throw new Error(`expected a problem, got ${JSON.stringify(result.data)}`);
  return result.problem;
};

const dataOf = (input: unknown) => {
  const result = validateSurvey(input, surveyMessages);
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.problem)}`);
  return result.data;
};

describe('validateSurvey', () => {
  it('accepts a complete response and converts the rating to a number', () => {
    const body = validSurvey({ interviewFavorite: 'The episode about caregivers' });
    expect(dataOf(body)).toEqual({
      email: 'maria.santos@example.com',
      rating: 5,
      feedback: body['feedback'],
      name: 'Maria Santos',
      interviewExperience: null,
      interviewSuggestions: null,
      interviewFavorite: 'The episode about caregivers',
      submissionId: body['submissionId'],
      locale: 'en',
      newsletter: false,
      website: '',
    });
  });

  it('carries the language of the page the form was sent from', () => {
    expect(dataOf(validSurvey({ language: 'fil' })).locale).toBe('fil');
    expect(problemOf(validSurvey({ language: 'en-US' }))).toMatchObject({ field: 'locale' });
  });

  it('accepts a body without the optional fields', () => {
    const { email, rating, feedback, submissionId } = validSurvey();
    expect(dataOf({ email, rating, feedback, submissionId })).toMatchObject({ name: null, website: '' });
  });

  it('reports every failure at once, in the order email, rating, feedback', () => {
    const result = validateSurvey(validSurvey({ email: '', rating: '', feedback: '' }), surveyMessages);
    expect(result.ok || result.problems).toEqual([
      { field: 'email', ...SURVEY_MESSAGES.email },
      { field: 'rating', ...SURVEY_MESSAGES.rating },
      { field: 'feedback', ...SURVEY_MESSAGES.feedback },
    ]);
  });

  it('checks email first, then rating, then feedback: the first failure leads', () => {
    expect(problemOf(validSurvey({ email: '', rating: '', feedback: '' }))).toEqual({
      field: 'email',
      title: SURVEY_MESSAGES.email.title,
      message: SURVEY_MESSAGES.email.message,
    });
    expect(problemOf(validSurvey({ rating: '', feedback: '' }))).toEqual({
      field: 'rating',
      title: 'Rating Required',
      message: 'Please select a rating from 1 to 5 stars.',
    });
    expect(problemOf(validSurvey({ feedback: '   ' }))).toEqual({
      field: 'feedback',
      title: 'Feedback Required',
      message: 'Please provide your feedback.',
    });
  });

  it('uses the exact wording the original site used', () => {
    expect(problemOf(validSurvey({ email: 'not-an-email' }))).toMatchObject({
      title: 'Invalid Email',
      message: 'Please enter a valid email address.',
    });
  });

  it.each(['0', '6', '4.5', '', ' 5', '5 ', '05', 'five', '-1', '1e0'])('rejects the rating %j', (rating) => {
    expect(problemOf(validSurvey({ rating }))).toMatchObject({ field: 'rating', title: 'Rating Required' });
  });

  it('rejects a missing rating', () => {
    const { rating: _omit, ...body } = validSurvey();
    expect(problemOf(body)).toMatchObject({ field: 'rating' });
  });

  it.each(['1', '2', '3', '4', '5'])('accepts the rating %s', (rating) => {
    expect(dataOf(validSurvey({ rating })).rating).toBe(Number(rating));
  });

  it('trims text and turns a blank name into null', () => {
    const data = dataOf(
      validSurvey({ email: '  maria@example.com \t', name: '   ', feedback: '\n  Salamat po!  \n', interviewExperience: ' ' }),
    );
    expect(data.email).toBe('maria@example.com');
    expect(data.name).toBeNull();
    expect(data.feedback).toBe('Salamat po!');
    expect(data.interviewExperience).toBeNull();
  });

  it('keeps newlines inside multi-line answers', () => {
    expect(dataOf(validSurvey({ feedback: 'First line\r\nSecond line' })).feedback).toBe('First line\r\nSecond line');
  });

  it.each([
    ['approved', { approved: 'true' }],
    ['id', { id: '1' }],
    ['hidden', { hidden: 'false' }],
  ])('rejects the unknown key %s', (key, extra) => {
    const problem = problemOf({ ...validSurvey(), ...extra });
    expect(problem.title).toBe('Invalid form');
    expect(problem.message).toContain(key);
  });

  it('rejects __proto__ sent as an own key', () => {
    const body: unknown = JSON.parse(`{"__proto__":{"approved":true},${JSON.stringify(validSurvey()).slice(1)}`);
    expect(Object.hasOwn(body as object, '__proto__')).toBe(true);
    expect(problemOf(body)).toMatchObject({ title: 'Invalid form', message: expect.stringContaining('__proto__') });
  });

  it('rejects a name longer than 100 characters and accepts exactly 100', () => {
    expect(dataOf(validSurvey({ name: 'a'.repeat(LIMITS.name) })).name).toHaveLength(100);
    expect(problemOf(validSurvey({ name: 'a'.repeat(LIMITS.name + 1) }))).toMatchObject({
      field: 'name',
      message: 'Name must be at most 100 characters.',
    });
  });

  it('rejects feedback over the limit', () => {
    expect(problemOf(validSurvey({ feedback: 'x'.repeat(LIMITS.feedback + 1) }))).toMatchObject({ field: 'feedback' });
  });

  it.each(['name', 'feedback', 'interviewExperience', 'interviewSuggestions', 'interviewFavorite'])(
    'rejects NUL and lone surrogates in %s with a clear message',
    (field) => {
      for (const bad of ['a\u0000b', 'a\ud800b', '\udc00']) {
        const problem = problemOf(validSurvey({ [field]: bad }));
        expect(problem.field).toBe(field);
        expect(problem.message).toMatch(/contains characters we cannot accept/);
      }
    },
  );

  it.each(['a\u0000b@example.com', 'a\ud800@example.com', 'maria@example.com\ud800'])(
    'rejects the email %j',
    (email) => {
      expect(problemOf(validSurvey({ email }))).toMatchObject({ field: 'email', message: SURVEY_MESSAGES.email.message });
    },
  );

  it.each(['maria@example.com\r\nBcc: x@example.com', 'maria@exam\nple.com', 'maria\r@example.com'])(
    'rejects CR/LF inside the email %j',
    (email) => {
      expect(problemOf(validSurvey({ email }))).toMatchObject({ field: 'email' });
    },
  );

  it.each(['postmaster,victim1@example.com', 'Maria <maria@example.com>', 'maria@example.com;x@example.com', '"maria"@example.com'])(
    'refuses the address list or display name %j with the specification\'s message',
    (email) => {
      expect(problemOf(validSurvey({ email }))).toEqual({ field: 'email', title: SURVEY_MESSAGES.email.title, message: SURVEY_MESSAGES.email.message });
    },
  );

  it('rejects a missing or malformed submission id', () => {
    expect(problemOf(validSurvey({ submissionId: 'abc' }))).toMatchObject({ field: 'submissionId' });
    const { submissionId: _omit, ...body } = validSurvey();
    expect(problemOf(body)).toMatchObject({ field: 'submissionId' });
  });

  it('rejects values that are not strings', () => {
    expect(problemOf({ ...validSurvey(), rating: 5 })).toMatchObject({ field: 'rating' });
    expect(problemOf({ ...validSurvey(), feedback: ['a', 'b'] })).toMatchObject({ field: 'feedback' });
    expect(validateSurvey(null, surveyMessages).ok).toBe(false);
    expect(validateSurvey('email=a', surveyMessages).ok).toBe(false);
  });
});
