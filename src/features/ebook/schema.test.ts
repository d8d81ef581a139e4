import { describe, expect, it } from 'vitest';
import { validEbook } from '../../../tests/factories.ts';
import { ebookMessages } from '../../i18n/form-messages.ts';
import { ebook } from '../../i18n/en/ebook.ts';
import { validateEbook } from './schema.ts';

const problemOf = (input: unknown) => {
  const result = validateEbook(input, ebookMessages);
  if (result.ok) throw new Error(`expected a problem, got ${JSON.stringify(result.data)}`);
  return result.problem;
};

const dataOf = (input: unknown) => {
  const result = validateEbook(input, ebookMessages);
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.problem)}`);
  return result.data;
};

describe('validateEbook', () => {
  it('accepts a signup from either form', () => {
    const body = validEbook({ email: 'ana@example.com' });
    expect(dataOf(body)).toEqual({ email: 'ana@example.com', name: 'Ana Cruz', source: 'ebook_page', locale: 'en', newsletter: false, website: '' });
    expect(dataOf(validEbook({ source: 'popup' })).source).toBe('popup');
  });

  it('makes the name optional: missing or blank becomes null', () => {
    expect(dataOf(validEbook({ name: '  ' })).name).toBeNull();
    const { name: _omit, ...body } = validEbook();
    expect(dataOf(body).name).toBeNull();
  });

  it('trims the email and the name but keeps the letter case', () => {
    expect(dataOf(validEbook({ email: ' Ana.Cruz@Example.COM ', name: ' Ana ' }))).toMatchObject({
      email: 'Ana.Cruz@Example.COM',
      name: 'Ana',
    });
  });

  it('reports an invalid email with the original site title and message', () => {
    expect(problemOf(validEbook({ email: 'ana@example' }))).toEqual({
      field: 'email',
      title: 'Error',
      message: ebook.validation.email,
    });
  });

  it('checks the email before the name', () => {
    expect(problemOf(validEbook({ email: '', name: 'x'.repeat(101) }))).toMatchObject({ field: 'email' });
  });

  it.each([
    'ana@example.com\r\nBcc: x@example.com',
    'ana@exa\nmple.com',
    'ana @example.com',
    'ana\u0000@example.com',
    '\ud800ana@example.com',
    `${'a'.repeat(250)}@example.com`,
  ])('rejects the email %j', (email) => {
    expect(problemOf(validEbook({ email }))).toMatchObject({ field: 'email', message: ebook.validation.email });
  });

  it('rejects a name of 101 characters', () => {
    expect(problemOf(validEbook({ name: 'a'.repeat(101) }))).toMatchObject({
      field: 'name',
      message: 'Name must be at most 100 characters.',
    });
  });

  it('rejects NUL and lone surrogates in the name with a clear message', () => {
    for (const name of ['Ana\u0000', 'Ana\ud83d']) {
      expect(problemOf(validEbook({ name }))).toMatchObject({
        field: 'name',
        message: 'Name contains characters we cannot accept. Please remove them and try again.',
      });
    }
  });

  it('rejects an unknown source', () => {
    expect(problemOf(validEbook({ source: 'newsletter' }))).toMatchObject({ field: 'source' });
  });

  it('rejects unknown keys, including __proto__ as an own key', () => {
    expect(problemOf({ ...validEbook(), listType: 'vip' })).toMatchObject({ title: 'Invalid form' });
    const body: unknown = JSON.parse(`{"__proto__":{},${JSON.stringify(validEbook()).slice(1)}`);
    expect(problemOf(body)).toMatchObject({ title: 'Invalid form', message: expect.stringContaining('__proto__') });
  });
});
