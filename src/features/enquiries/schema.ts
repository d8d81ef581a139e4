import * as z from 'zod/mini';
import type { Messages } from '../../i18n/messages.ts';
import { LIMITS, SERVICE_VALUES } from '../../platform/limits.ts';
import { fieldsIn, honeypot, localizedValidator, type FormMessages } from '../../ui/forms/fields.ts';

export type EnquiryMessages = FormMessages<Messages['contact']['validation']>;

const PHONE_PATTERN = /^\+?[0-9 ()\-.]{5,40}$/;

export function enquirySchema({ fields, form: m }: EnquiryMessages) {
  const f = fieldsIn(fields);
  return z.strictObject({
    name: f.requiredText(m.labels.name, LIMITS.name, m.name),
    email: f.email(m.email),
    phone: f.requiredText(m.labels.phone, LIMITS.phone, m.phone).check(z.refine((v) => PHONE_PATTERN.test(v), { error: m.phoneFormat })),
    service: z.enum(SERVICE_VALUES, { error: m.service }),
    message: f.requiredText(m.labels.message, LIMITS.message, m.message, true),
    submissionId: f.submissionId,
    locale: f.locale,
    website: honeypot,
  });
}

export type EnquiryInput = z.infer<ReturnType<typeof enquirySchema>>;

export const validateEnquiry = localizedValidator(enquirySchema);
