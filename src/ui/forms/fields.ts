// zod/mini: the same rules run in the browser, where every kilobyte counts.
import * as z from 'zod/mini';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../i18n/locales.ts';
import type { Messages } from '../../i18n/messages.ts';

export interface FormProblem {
  field: string;
  title: string;
  message: string;
}

/** A refused form: every problem found, one per field in the order the schema checks them; `problem` is the first. */
export interface Refusal {
  ok: false;
  problem: FormProblem;
  problems: FormProblem[];
}

export type Validation<T> = { ok: true; data: T } | Refusal;

/** A refusal listing `problems` (at least one). */
export const refused = (problems: [FormProblem, ...FormProblem[]]): Refusal => ({ ok: false, problem: problems[0], problems });

/**
 * Fields the visitor cannot see or change (the form's own bookkeeping): a problem with one of them is
 * about the form as a whole, with no field to point at.
 */
export const HIDDEN_FIELDS: ReadonlySet<string> = new Set(['', 'submissionId', 'locale', 'website', 'source', 'slug']);

/** The messages every form shares, in one language. */
export type FieldMessages = Messages['forms']['fields'];

/** A form's messages in one language: the shared ones and its own. */
export interface FormMessages<Own> {
  fields: FieldMessages;
  form: Own;
}

/** `fill('{label} is too long', { label: 'Name' })` → 'Name is too long'. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

// Loose on purpose (something@something.tld, no whitespace): stricter patterns refuse real addresses.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;
const CONTROL_CHARS_EXCEPT_NEWLINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const wellFormed = (value: string) => value.isWellFormed();

// What turns one address into a list or a display name for a mail library: `a,b@x`, `"A" <a@x>`, `a;b@x`.
const ADDRESS_SYNTAX = /[,;:<>()[\]"\\]/;

/** Exactly one plain address (`name@example.com`), as an SMTP envelope can carry it and nothing more. */
export const isPlainAddress = (value: string) =>
  wellFormed(value) && !CONTROL_CHARS.test(value) && EMAIL_PATTERN.test(value) && !ADDRESS_SYNTAX.test(value);

/** The field builders of a form, speaking the language of `m`. */
export function fieldsIn(m: FieldMessages) {
  /** Text that PostgreSQL can store and we can show: no NUL, no lone surrogates, bounded. */
  const text = (label: string, max: number, multiline: boolean) => {
    const forbidden = multiline ? CONTROL_CHARS_EXCEPT_NEWLINES : CONTROL_CHARS;
    return z
      .pipe(
        z.string().check(
          z.refine((v) => wellFormed(v) && !forbidden.test(v), { error: fill(m.badCharacters, { label }), abort: true }),
        ),
        z.transform((v: string) => v.trim()),
      )
      .check(z.refine((v) => v.length <= max, { error: fill(m.tooLong, { label, max }), abort: true }));
  };

  return {
    requiredText: (label: string, max: number, emptyMessage: string, multiline = false) =>
      text(label, max, multiline).check(z.refine((v) => v.length > 0, { error: emptyMessage })),

    /** Blank becomes null. */
    optionalText: (label: string, max: number, multiline = false) =>
      z.pipe(
        z.pipe(z._default(z.optional(z.string()), ''), text(label, max, multiline)),
        z.transform((v: string) => (v.length > 0 ? v : null)),
      ),

    /**
     * One plain address. `listMessage` answers what looks like a list or a display name; the survey,
     * which keeps one message for any bad address, passes it for both.
     */
    email: (message: string, listMessage = m.oneAddress, max = 254) =>
      z
        .pipe(z._default(z.optional(z.string()), ''), z.transform((v: string) => v.trim()))
        .check(
          z.refine((v) => wellFormed(v) && !CONTROL_CHARS.test(v), { error: message, abort: true }),
          z.refine((v) => !ADDRESS_SYNTAX.test(v), { error: listMessage, abort: true }),
          z.refine((v) => v.length <= max && isPlainAddress(v), { error: message }),
        ),

    submissionId: z.uuid({ error: m.expired }),

    /** The locale of the page the form was on; forms rendered before the field existed send none. */
    locale: z._default(z.optional(z.enum(LOCALES, { error: m.unknownLanguage })), DEFAULT_LOCALE),
  };
}

/** A field people never see; bots fill it. A filled one is accepted and silently discarded. */
export const honeypot = z._default(z.optional(z.string().check(z.maxLength(200))), '');

export const checkbox = z.pipe(
  z.optional(z.enum(['on', 'true', ''])),
  z.transform((v) => v === 'on' || v === 'true'),
);

/**
 * Validates every field and reports each one's first problem, in the order the schema lists the fields,
 * so the visitor can fix them all at once. A field the form does not have means the form itself is
 * wrong (an old or forged one): that is then the only problem reported.
 * `titles` maps a message to its title; other messages get a generic title.
 */
export function validateWith<T>(
  schema: z.ZodMiniType<T>,
  titles: Record<string, string>,
  input: unknown,
  m: Pick<FieldMessages, 'invalidForm' | 'unexpectedField' | 'checkForm'>,
): Validation<T> {
  const parsed = schema.safeParse(withLocale(input));
  if (parsed.success) return { ok: true, data: parsed.data };
  const unexpected = parsed.error.issues.find((issue) => issue.code === 'unrecognized_keys');
  if (unexpected?.code === 'unrecognized_keys') {
    return refused([{ field: '', title: m.invalidForm, message: fill(m.unexpectedField, { keys: unexpected.keys.join(', ').slice(0, 100) }) }]);
  }
  const problems: FormProblem[] = [];
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!problems.some((found) => found.field === field)) problems.push({ field, title: titles[issue.message] ?? m.checkForm, message: issue.message });
  }
  return refused(problems as [FormProblem, ...FormProblem[]]);
}

/**
 * Forms post the page's locale as the field `language`, the name pages rendered before any deploy
 * still send (as the tables keep it for their column); in code it is `locale`.
 */
const LOCALE_FIELD = 'language';

function withLocale(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || !(LOCALE_FIELD in input)) return input;
  const { [LOCALE_FIELD]: locale, ...rest } = input as Record<string, unknown>;
  return { ...rest, locale };
}

/** The locale a posted form asks to be answered in: English when it names none, undefined when it names an unknown one. */
function postedLocale(input: unknown): Locale | undefined {
  const locale = typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[LOCALE_FIELD] : undefined;
  if (locale === undefined) return DEFAULT_LOCALE;
  return isLocale(locale) ? locale : undefined;
}

/**
 * A public form's validator: it answers in the language the form was posted in (`messagesOf`
 * gives that language's messages), in English when the language is unknown, and refuses that.
 * Schemas are built once per set of messages.
 */
export function localizedValidator<T, Own>(
  schemaFor: (m: FormMessages<Own>) => z.ZodMiniType<T>,
  titlesFor: (m: FormMessages<Own>) => Record<string, string> = () => ({}),
) {
  const built = new WeakMap<FormMessages<Own>, { schema: z.ZodMiniType<T>; titles: Record<string, string> }>();
  return (input: unknown, messagesOf: (locale: Locale) => FormMessages<Own>): Validation<T> => {
    const locale = postedLocale(input);
    const m = messagesOf(locale ?? DEFAULT_LOCALE);
    if (!locale) return refused([{ field: 'locale', title: m.fields.invalidForm, message: m.fields.unknownLanguage }]);
    let compiled = built.get(m);
    if (!compiled) {
      compiled = { schema: schemaFor(m), titles: titlesFor(m) };
      built.set(m, compiled);
    }
    return validateWith(compiled.schema, compiled.titles, input, m.fields);
  };
}

/**
 * FormData → plain object; files and repeated fields are refused, except the fields named in `lists`
 * (checkboxes of one name: "the responses selected"), which become arrays.
 */
export function formValues(form: FormData): Validation<Record<string, string>>;
export function formValues(form: FormData, lists: readonly string[]): Validation<Record<string, string | string[]>>;
export function formValues(form: FormData, lists: readonly string[] = []): Validation<Record<string, string | string[]>> {
  // No prototype: on a plain object a field named `__proto__` would vanish instead of being seen
  // (and refused) as the unknown field it is.
  const values: Record<string, string | string[]> = Object.create(null);
  for (const [key, value] of form) {
    const list = lists.includes(key);
    if (typeof value !== 'string' || (!list && Object.hasOwn(values, key))) {
      return refused([{ field: key, title: 'Invalid form', message: 'The form was sent in an unexpected shape.' }]);
    }
    if (list) values[key] = [...((values[key] as string[] | undefined) ?? []), value];
    else values[key] = value;
  }
  return { ok: true, data: values };
}
