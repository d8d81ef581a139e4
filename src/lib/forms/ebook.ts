import * as z from 'zod/mini';
import type { Messages } from '../../i18n/messages.ts';
import { EBOOK_SOURCES, LIMITS } from '../limits.ts';
import { fieldsIn, honeypot, localizedValidator, type FormMessages } from './fields.ts';

export type EbookMessages = FormMessages<Messages['ebook']['validation']>;

// The same address always lands on one row, so no submission id is needed here.
export function ebookSchema({ fields, form: m }: EbookMessages) {
  const f = fieldsIn(fields);
  return z.strictObject({
    email: f.email(m.email),
    name: f.optionalText(m.labels.name, LIMITS.name),
    source: z.enum(EBOOK_SOURCES, { error: m.source }),
    language: f.language,
    website: honeypot,
  });
}

export type EbookInput = z.infer<ReturnType<typeof ebookSchema>>;

export const validateEbook = localizedValidator(ebookSchema, ({ fields, form: m }) => ({
  [m.email]: m.errorTitle,
  [fields.oneAddress]: m.errorTitle,
}));
