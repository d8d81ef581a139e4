import * as z from 'zod/mini';
import type { Messages } from '../../i18n/messages.ts';
import { EBOOK_SOURCES, LIMITS } from '../../platform/limits.ts';
import { checkbox, fieldsIn, honeypot, localizedValidator, type FormMessages } from '../../ui/forms/fields.ts';

export type EbookMessages = FormMessages<Messages['ebook']['validation']>;

// The same address always lands on one row, so no submission id is needed here.
export function ebookSchema({ fields, form: m }: EbookMessages) {
  const f = fieldsIn(fields);
  return z.strictObject({
    email: f.email(m.email),
    name: f.optionalText(m.labels.name, LIMITS.name),
    source: z.enum(EBOOK_SOURCES, { error: m.source }),
    locale: f.locale,
    /** The digest's opt-in box, unchecked unless ticked (ADR 052). */
    newsletter: checkbox,
    website: honeypot,
  });
}

export type EbookInput = z.infer<ReturnType<typeof ebookSchema>>;

export const validateEbook = localizedValidator(ebookSchema, ({ fields, form: m }) => ({
  [m.email]: m.errorTitle,
  [fields.oneAddress]: m.errorTitle,
}));

/**
 * What became of the e-book mail, so the page says it truthfully: queued now; already sent within the
 * last few minutes; or not sent, the address having had its e-mails for the day.
 */
export const EBOOK_MAIL_OUTCOMES = ['queued', 'recently-sent', 'capped'] as const;
export type EbookMail = (typeof EBOOK_MAIL_OUTCOMES)[number];

/** The outcome in an action's answer (`{ stored }`); a discarded honeypot post reads as queued. */
export function ebookMailOf(answer: unknown): EbookMail {
  const stored = (answer as { stored?: unknown } | undefined)?.stored;
  return EBOOK_MAIL_OUTCOMES.includes(stored as EbookMail) ? (stored as EbookMail) : 'queued';
}
