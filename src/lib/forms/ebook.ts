import * as z from 'zod/mini';
import { EBOOK_SOURCES, LIMITS } from '../limits.ts';
import { LOCALES } from '../../i18n/locales.ts';
import { email, honeypot, ONE_ADDRESS_MESSAGE, optionalText, validateWith } from './fields.ts';

export const EBOOK_MESSAGES = {
  invalidEmail: 'Please enter a valid email address.',
  pageThanks: 'Thank you! Your free e-book will be sent to your inbox shortly.',
  pageFailed: 'Sorry, we could not save your signup. Please try again in a moment.',
  popupSuccessTitle: 'Success!',
  popupSuccess: 'Check your email for the download link.',
  popupFailed: 'Failed to submit form. Please try again.',
  popupNetwork: 'Network error. Please check your connection and try again.',
} as const;

// The same address always lands on one row, so no submission id is needed here.
export const EbookSchema = z.strictObject({
    email: email(EBOOK_MESSAGES.invalidEmail),
    name: optionalText('Name', LIMITS.name),
    source: z.enum(EBOOK_SOURCES, { error: 'Unknown signup form.' }),
    website: honeypot,
    language: z._default(z.optional(z.enum(LOCALES)), 'en'),
});

export type EbookInput = z.infer<typeof EbookSchema>;

export const validateEbook = (input: unknown) => validateWith(EbookSchema, { [EBOOK_MESSAGES.invalidEmail]: 'Error', [ONE_ADDRESS_MESSAGE]: 'Error' }, input);
