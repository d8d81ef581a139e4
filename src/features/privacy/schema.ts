// The forms of a privacy request: the request (an address and what to do) and the confirmation from the mailed link.
import * as z from 'zod/mini';
import type { Messages } from '../../i18n/messages.ts';
import { LIMITS, PRIVACY_REQUEST_KINDS } from '../../platform/limits.ts';
import { fieldsIn, honeypot, localizedValidator, type FormMessages } from '../../ui/forms/fields.ts';

export type PrivacyRequestMessages = FormMessages<Messages['privacy']['request']['validation']>;

export function privacyRequestSchema({ fields, form: m }: PrivacyRequestMessages) {
  const f = fieldsIn(fields);
  return z.strictObject({
    email: f.email(m.email),
    kind: z.enum(PRIVACY_REQUEST_KINDS, { error: m.kind }),
    locale: f.locale,
    website: honeypot,
  });
}

export type PrivacyRequestInput = z.infer<ReturnType<typeof privacyRequestSchema>>;

export const validatePrivacyRequest = localizedValidator(privacyRequestSchema, ({ fields, form: m }) => ({
  [m.email]: m.errorTitle,
  [m.kind]: m.errorTitle,
  [fields.oneAddress]: m.errorTitle,
}));

// A link's token: 32 random bytes in base64url (43 characters).
const TOKEN = /^[\w-]{43}$/;

/** The button on the confirmation page; a correction also brings the new name and address (blank: unchanged). */
export function privacyConfirmSchema({ fields, form: m }: PrivacyRequestMessages) {
  const f = fieldsIn(fields);
  return z.strictObject({
    token: z.string({ error: m.link }).check(z.regex(TOKEN, { error: m.link })),
    newName: f.optionalText(m.name, LIMITS.name),
    newEmail: z.pipe(
      z._default(z.optional(z.string().check(z.maxLength(LIMITS.email + 50))), ''),
      z.transform((v: string) => v.trim()),
    ).check(z.refine((v) => v === '' || f.email(m.email).safeParse(v).success, { error: m.email })),
    locale: f.locale,
  });
}

export type PrivacyConfirmInput = z.infer<ReturnType<typeof privacyConfirmSchema>>;

export const validatePrivacyConfirm = localizedValidator(privacyConfirmSchema, ({ form: m }) => ({ [m.email]: m.errorTitle }));
