import * as z from 'zod/mini';
import { LIMITS, SERVICE_VALUES } from '../limits.ts';
import { LOCALES } from '../../i18n/locales.ts';
import { email, honeypot, requiredText, submissionId, validateWith } from './fields.ts';

export const CONTACT_MESSAGES = {
  success: "Thank you! Your message has been sent. We'll get back to you within 72 hours.",
  failed: 'Submission failed. Please try again.',
  network: 'Network error. Please try again.',
} as const;

const PHONE_PATTERN = /^\+?[0-9 ()\-.]{5,40}$/;

export const ContactSchema = z.strictObject({
    name: requiredText('Name', LIMITS.name, 'Please enter your name.'),
    email: email('Please enter a valid email address.'),
    phone: requiredText('Phone', LIMITS.phone, 'Please enter your phone number.').check(
      z.refine((v) => PHONE_PATTERN.test(v), {
        error: 'Please enter a phone number using digits, spaces, +, - or brackets.',
      }),
    ),
    service: z.enum(SERVICE_VALUES, { error: 'Please choose one of the listed services.' }),
    message: requiredText('Message', LIMITS.message, 'Please enter your message.', true),
    submissionId,
    website: honeypot,
    language: z._default(z.optional(z.enum(LOCALES)), 'en'),
});

export type ContactInput = z.infer<typeof ContactSchema>;

export const validateContact = (input: unknown) => validateWith(ContactSchema, {}, input);
