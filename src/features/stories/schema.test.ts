import { describe, expect, it } from 'vitest';
import { validStory } from '../../../tests/factories.ts';
import { LIMITS } from '../../platform/limits.ts';
import { storyMessages } from '../../i18n/form-messages.ts';
import { validateStory } from './schema.ts';

const problemOf = (input: unknown) => {
  const result = validateStory(input, storyMessages);
  if (result.ok) throw new Error(`expected a problem, got ${JSON.stringify(result.data)}`);
  return result.problem;
};

const dataOf = (input: unknown) => {
  const result = validateStory(input, storyMessages);
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.problem)}`);
  return result.data;
};

const TOO_SHORT = `Please tell us a little more: at least ${LIMITS.storyMin} characters.`;

describe('validateStory', () => {
  it('accepts a complete story and turns the checkboxes into booleans', () => {
    const body = validStory();
    expect(dataOf(body)).toEqual({ ...body, interviewOk: true, consent: true, locale: 'en' });
  });

  it('treats a missing interview checkbox as false', () => {
    const { interviewOk: _omit, ...body } = validStory();
    expect(dataOf(body).interviewOk).toBe(false);
  });

  it('checks fields in form order and reports only the first failure', () => {
    const all = { name: 'x'.repeat(101), email: '', country: '', story: '', consent: '' };
    expect(problemOf(validStory(all))).toMatchObject({ field: 'name' });
    expect(problemOf(validStory({ ...all, name: '' }))).toMatchObject({ field: 'email' });
    expect(problemOf(validStory({ country: '', story: '', consent: '' }))).toMatchObject({
      field: 'country',
      message: 'Please tell us the country where you work.',
    });
    expect(problemOf(validStory({ story: '', consent: '' }))).toMatchObject({
      field: 'story',
      message: 'Please tell us your story.',
    });
  });

  it('needs at least 50 characters after trimming', () => {
    expect(dataOf(validStory({ story: 's'.repeat(50) })).story).toHaveLength(50);
    expect(problemOf(validStory({ story: 's'.repeat(49) }))).toMatchObject({ field: 'story', message: TOO_SHORT });
    expect(problemOf(validStory({ story: `  ${'s'.repeat(49)}  ` }))).toMatchObject({ message: TOO_SHORT });
  });

  it('counts characters, not UTF-16 units, for the minimum', () => {
    // 49 emoji are 98 UTF-16 units but 49 characters, as PostgreSQL's char_length counts them.
    expect(problemOf(validStory({ story: '😀'.repeat(49) }))).toMatchObject({ field: 'story', message: TOO_SHORT });
    expect(dataOf(validStory({ story: '😀'.repeat(50) })).story).toBe('😀'.repeat(50));
  });

  it('accepts 5000 characters and rejects more', () => {
    expect(dataOf(validStory({ story: 's'.repeat(LIMITS.storyMax) })).story).toHaveLength(5000);
    expect(problemOf(validStory({ story: 's'.repeat(LIMITS.storyMax + 1) }))).toMatchObject({
      field: 'story',
      message: 'Your story must be at most 5000 characters.',
    });
  });

  it('requires consent', () => {
    const message = 'Please allow us to publish your story, or we cannot share it.';
    expect(problemOf(validStory({ consent: '' }))).toMatchObject({ field: 'consent', message });
    const { consent: _omit, ...body } = validStory();
    expect(problemOf(body)).toMatchObject({ field: 'consent', message });
    expect(problemOf(validStory({ consent: 'yes' }))).toMatchObject({ field: 'consent' });
    expect(dataOf(validStory({ consent: 'true' })).consent).toBe(true);
  });

  it('trims text and turns a blank name into null', () => {
    const data = dataOf(validStory({ name: '   ', country: '  Qatar ', email: ' liza@example.com ' }));
    expect(data).toMatchObject({ name: null, country: 'Qatar', email: 'liza@example.com' });
  });

  it('rejects a name of 101 characters and a country over its limit', () => {
    expect(problemOf(validStory({ name: 'n'.repeat(101) }))).toMatchObject({ field: 'name' });
    expect(problemOf(validStory({ country: 'c'.repeat(LIMITS.country + 1) }))).toMatchObject({ field: 'country' });
  });

  it.each(['name', 'country', 'story'])('rejects NUL and lone surrogates in %s with a clear message', (field) => {
    const pad = field === 'story' ? 's'.repeat(60) : '';
    for (const bad of ['\u0000', '\ud800', '\udc00']) {
      expect(problemOf(validStory({ [field]: `${pad}a${bad}b` }))).toMatchObject({
        field,
        message: expect.stringMatching(/contains characters we cannot accept/),
      });
    }
  });

  it.each(['liza@example.com\r\nBcc: x@example.com', 'liza\n@example.com', 'liza\u0000@example.com'])(
    'rejects the email %j',
    (email) => {
      expect(problemOf(validStory({ email }))).toMatchObject({ field: 'email' });
    },
  );

  it('rejects unknown keys, including __proto__ as an own key', () => {
    expect(problemOf({ ...validStory(), status: 'approved' })).toMatchObject({
      title: 'Invalid form',
      message: 'Unexpected field: status',
    });
    expect(problemOf({ ...validStory(), approved: 'on' })).toMatchObject({ message: 'Unexpected field: approved' });
    const body: unknown = JSON.parse(`{"__proto__":{"status":"approved"},${JSON.stringify(validStory()).slice(1)}`);
    expect(problemOf(body)).toMatchObject({ title: 'Invalid form', message: expect.stringContaining('__proto__') });
  });
});
