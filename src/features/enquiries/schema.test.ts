import { describe, expect, it } from 'vitest';
import { validEnquiry } from '../../../tests/factories.ts';
import { LIMITS, SERVICE_VALUES } from '../../platform/limits.ts';
import { validateEnquiry } from './schema.ts';
import { enquiryMessages } from '../../i18n/form-messages.ts';
import { forms } from '../../i18n/en/forms.ts';

const problemOf = (input: unknown) => {
  const result = validateEnquiry(input, enquiryMessages);
  if (result.ok) throw new Error(`expected a problem, got ${JSON.stringify(result.data)}`);
  return result.problem;
};

const dataOf = (input: unknown) => {
  const result = validateEnquiry(input, enquiryMessages);
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.problem)}`);
  return result.data;
};

describe('validateEnquiry', () => {
  it('accepts a complete enquiry', () => {
    const body = validEnquiry();
    expect(dataOf(body)).toEqual({ ...body, locale: 'en' });
  });

  it('reports every empty field at once, in form order, each with its own message', () => {
    const result = validateEnquiry(validEnquiry({ name: '', email: '', phone: '', service: '', message: '' }), enquiryMessages);
    expect(result.ok || result.problems.map(({ field, message }) => [field, message])).toEqual([
      ['name', 'Please enter your name.'],
      ['email', 'Please enter a valid email address.'],
      ['phone', 'Please enter your phone number.'],
      ['service', 'Please choose one of the listed services.'],
      ['message', 'Please enter your message.'],
    ]);
  });

  it('checks fields in form order: the first failure leads', () => {
    const all = { name: '', email: '', phone: '', service: '', message: '' };
    expect(problemOf(validEnquiry(all))).toMatchObject({ field: 'name', message: 'Please enter your name.' });
    expect(problemOf(validEnquiry({ ...all, name: 'Jose' }))).toMatchObject({
      field: 'email',
      message: 'Please enter a valid email address.',
    });
    expect(problemOf(validEnquiry({ service: '', message: '' }))).toMatchObject({ field: 'service' });
    expect(problemOf(validEnquiry({ message: ' \n ' }))).toMatchObject({
      field: 'message',
      message: 'Please enter your message.',
    });
  });

  it('trims text', () => {
    const data = dataOf(validEnquiry({ name: '  Jose  ', phone: ' 0917 123 4567 ', message: '\n Hello \n' }));
    expect(data).toMatchObject({ name: 'Jose', phone: '0917 123 4567', message: 'Hello' });
  });

  it.each(SERVICE_VALUES)('accepts the service %s', (service) => {
    expect(dataOf(validEnquiry({ service })).service).toBe(service);
  });

  it('knows exactly six services', () => {
    expect(SERVICE_VALUES).toHaveLength(6);
  });

  it.each(['', 'Advertising', 'consulting', 'others ', 'constructor', '__proto__'])('rejects the service %j', (service) => {
    expect(problemOf(validEnquiry({ service }))).toMatchObject({
      field: 'service',
      message: 'Please choose one of the listed services.',
    });
  });

  it.each(['+63 917 123 4567', '(02) 8123-4567', '0917.123.4567', '12345', '+1-555-010-9999'])(
    'accepts the phone number %j',
    (phone) => {
      expect(dataOf(validEnquiry({ phone })).phone).toBe(phone);
    },
  );

  it.each(['1234', 'call me', '+63 917 123 4567 ext. 2', '0917/123', '++63 917', '0917\u00a0123\u00a04567x'])(
    'rejects the phone number %j',
    (phone) => {
      expect(problemOf(validEnquiry({ phone }))).toMatchObject({
        field: 'phone',
        message: 'Please enter a phone number using digits, spaces, +, - or brackets.',
      });
    },
  );

  it('rejects a blank phone number with its own message', () => {
    expect(problemOf(validEnquiry({ phone: '  ' }))).toMatchObject({
      field: 'phone',
      message: 'Please enter your phone number.',
    });
  });

  it('rejects a phone number over the limit', () => {
    expect(problemOf(validEnquiry({ phone: '1'.repeat(LIMITS.phone + 1) }))).toMatchObject({ field: 'phone' });
  });

  it('rejects a name of 101 characters', () => {
    expect(problemOf(validEnquiry({ name: 'n'.repeat(101) }))).toMatchObject({
      field: 'name',
      message: 'Name must be at most 100 characters.',
    });
  });

  it('rejects a message over the limit and accepts one at the limit', () => {
    expect(dataOf(validEnquiry({ message: 'm'.repeat(LIMITS.message) })).message).toHaveLength(LIMITS.message);
    expect(problemOf(validEnquiry({ message: 'm'.repeat(LIMITS.message + 1) }))).toMatchObject({ field: 'message' });
  });

  it.each(['name', 'message'])('rejects NUL and lone surrogates in %s with a clear message', (field) => {
    for (const bad of ['x\u0000y', 'x\ud800', '\udfffx']) {
      expect(problemOf(validEnquiry({ [field]: bad }))).toMatchObject({
        field,
        message: expect.stringMatching(/contains characters we cannot accept/),
      });
    }
  });

  it('rejects control characters in single-line fields but keeps newlines in the message', () => {
    expect(problemOf(validEnquiry({ name: 'Jose\nReyes' }))).toMatchObject({ field: 'name' });
    expect(dataOf(validEnquiry({ message: 'Line one\nLine two' })).message).toBe('Line one\nLine two');
    expect(problemOf(validEnquiry({ message: 'bell\u0007' }))).toMatchObject({ field: 'message' });
  });

  it.each(['jose@example.com\r\nBcc: spam@example.com', 'jose\n@example.com', 'jose\u0000@example.com'])(
    'rejects the email %j',
    (email) => {
      expect(problemOf(validEnquiry({ email }))).toMatchObject({ field: 'email' });
    },
  );

  it.each([
    'postmaster,victim1@example.com',
    'jose@example.com,victim@example.com',
    'jose@example.com;victim@example.com',
    'Jose <jose@example.com>',
    '<jose@example.com>',
    '"jose"@example.com',
    'jose(comment)@example.com',
    'victims:jose@example.com;',
  ])('accepts exactly one plain address: refuses %j with a clear message', (email) => {
    expect(problemOf(validEnquiry({ email }))).toEqual({ field: 'email', title: 'Please check the form', message: forms.fields.oneAddress });
  });

  it('keeps plain addresses with a plus, a dot or an apostrophe', () => {
    for (const email of ['jose+ofw@example.com', 'jose.reyes@mail.example.ph', "o'brien@example.com"]) {
      expect(dataOf(validEnquiry({ email })).email).toBe(email);
    }
  });

  it('rejects unknown keys, including __proto__ as an own key', () => {
    expect(problemOf({ ...validEnquiry(), status: 'replied' })).toMatchObject({
      title: 'Invalid form',
      message: 'Unexpected field: status',
    });
    const body: unknown = JSON.parse(`{"__proto__":{"status":"archived"},${JSON.stringify(validEnquiry()).slice(1)}`);
    expect(problemOf(body)).toMatchObject({ title: 'Invalid form', message: expect.stringContaining('__proto__') });
  });

  it('requires a submission id', () => {
    expect(problemOf(validEnquiry({ submissionId: '' }))).toMatchObject({ field: 'submissionId' });
  });
});
