// The digest's public forms: subscribe (the footer of every page, and /newsletter), and the buttons of
// the mailed confirm link and of a digest's unsubscribe link.
import * as z from 'zod/mini';
import type { Messages } from '../../i18n/messages.ts';
import { fieldsIn, honeypot, localizedValidator, type FormMessages } from '../../ui/forms/fields.ts';

export type NewsletterMessages = FormMessages<Messages['newsletter']['validation']>;

export function subscribeSchema({ fields, form: m }: NewsletterMessages) {
  const f = fieldsIn(fields);
  return z.strictObject({
    email: f.email(m.email),
    locale: f.locale,
    /** Which of the two forms the reader used, for the words they saw (a page rendered before it was sent has none: the footer's). */
    place: z._default(z.optional(z.enum(['footer', 'page'])), 'footer'),
    website: honeypot,
  });
}

export type SubscribeInput = z.infer<ReturnType<typeof subscribeSchema>>;

export const validateSubscribe = localizedValidator(subscribeSchema, ({ fields, form: m }) => ({
  [m.email]: m.errorTitle,
  [fields.oneAddress]: m.errorTitle,
}));

// A link's token: 32 random bytes in base64url (43 characters).
export const NEWSLETTER_TOKEN = /^[\w-]{43}$/;

/** The button of the confirm page and of the unsubscribe page: the link's token. */
export function tokenSchema({ fields, form: m }: NewsletterMessages) {
  const f = fieldsIn(fields);
  return z.strictObject({
    token: z.string({ error: m.link }).check(z.regex(NEWSLETTER_TOKEN, { error: m.link })),
    locale: f.locale,
  });
}

export type NewsletterTokenInput = z.infer<ReturnType<typeof tokenSchema>>;

export const validateNewsletterToken = localizedValidator(tokenSchema, ({ form: m }) => ({ [m.link]: m.errorTitle }));
