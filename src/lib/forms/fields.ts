// zod/mini: the same rules run in the browser, where every kilobyte counts.
import * as z from 'zod/mini';

export interface FormProblem {
  field: string;
  title: string;
  message: string;
}

export type Validation<T> = { ok: true; data: T } | { ok: false; problem: FormProblem };

// The same pattern the original site used: something@something.tld, no whitespace anywhere.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;
const CONTROL_CHARS_EXCEPT_NEWLINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const wellFormed = (value: string) => value.isWellFormed();

// What turns one address into a list or a display name for a mail library: `a,b@x`, `"A" <a@x>`, `a;b@x`.
const ADDRESS_SYNTAX = /[,;:<>()[\]"\\]/;

export const ONE_ADDRESS_MESSAGE =
  'Please enter one email address only, without a name, commas, semicolons, quotes or angle brackets.';

/** Exactly one plain address (`name@example.com`), as an SMTP envelope can carry it and nothing more. */
export const isPlainAddress = (value: string) =>
  wellFormed(value) && !CONTROL_CHARS.test(value) && EMAIL_PATTERN.test(value) && !ADDRESS_SYNTAX.test(value);

/** Text that PostgreSQL can store and we can show: no NUL, no lone surrogates, bounded. */
function text(label: string, max: number, multiline: boolean) {
  const forbidden = multiline ? CONTROL_CHARS_EXCEPT_NEWLINES : CONTROL_CHARS;
  return z
    .pipe(
      z.string().check(
        z.refine((v) => wellFormed(v) && !forbidden.test(v), {
          error: `${label} contains characters we cannot accept. Please remove them and try again.`,
          abort: true,
        }),
      ),
      z.transform((v: string) => v.trim()),
    )
    .check(z.refine((v) => v.length <= max, { error: `${label} must be at most ${max} characters.`, abort: true }));
}

export const requiredText = (label: string, max: number, emptyMessage: string, multiline = false) =>
  text(label, max, multiline).check(z.refine((v) => v.length > 0, { error: emptyMessage }));

/** Blank becomes null. */
export const optionalText = (label: string, max: number, multiline = false) =>
  z.pipe(
    z.pipe(z._default(z.optional(z.string()), ''), text(label, max, multiline)),
    z.transform((v: string) => (v.length > 0 ? v : null)),
  );

/**
 * One plain address. `listMessage` answers what looks like a list or a display name; forms whose
 * wording is fixed by the specification pass their one message for both.
 */
export const email = (message: string, listMessage = ONE_ADDRESS_MESSAGE, max = 254) =>
  z
    .pipe(z._default(z.optional(z.string()), ''), z.transform((v: string) => v.trim()))
    .check(
      z.refine((v) => wellFormed(v) && !CONTROL_CHARS.test(v), { error: message, abort: true }),
      z.refine((v) => !ADDRESS_SYNTAX.test(v), { error: listMessage, abort: true }),
      z.refine((v) => v.length <= max && isPlainAddress(v), { error: message }),
    );

export const submissionId = z.uuid({ error: 'This form has expired. Please reload the page and try again.' });

/** A field people never see; bots fill it. A filled one is accepted and silently discarded. */
export const honeypot = z._default(z.optional(z.string().check(z.maxLength(200))), '');

export const checkbox = z.pipe(
  z.optional(z.enum(['on', 'true', ''])),
  z.transform((v) => v === 'on' || v === 'true'),
);

/**
 * Validates in the order the schema lists its fields and reports the first failure only.
 * `titles` maps a message to its toast title; other messages get a generic title.
 */
export function validateWith<T>(
  schema: z.ZodMiniType<T>,
  titles: Record<string, string>,
  input: unknown,
): Validation<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0]!;
  if (issue.code === 'unrecognized_keys') {
    return {
      ok: false,
      problem: { field: '', title: 'Invalid form', message: `Unexpected field: ${issue.keys.join(', ').slice(0, 100)}` },
    };
  }
  const field = String(issue.path[0] ?? '');
  return { ok: false, problem: { field, title: titles[issue.message] ?? 'Please check the form', message: issue.message } };
}

/** FormData → plain object; files and repeated fields are refused. */
export function formValues(form: FormData): Validation<Record<string, string>> {
  // No prototype: on a plain object a field named `__proto__` would vanish instead of being seen
  // (and refused) as the unknown field it is.
  const values: Record<string, string> = Object.create(null);
  for (const [key, value] of form) {
    if (typeof value !== 'string' || Object.hasOwn(values, key)) {
      return { ok: false, problem: { field: key, title: 'Invalid form', message: 'The form was sent in an unexpected shape.' } };
    }
    values[key] = value;
  }
  return { ok: true, data: values };
}
