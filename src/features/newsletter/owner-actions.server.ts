import * as z from 'zod/mini';
import { forms } from '../../i18n/en/forms.ts';
import { LOCALES, type Locale } from '../../i18n/locales.ts';
import type { FormOutcome } from '../../platform/form-submission.ts';
import { log } from '../../platform/log.ts';
import { validateWith, type Validation } from '../../ui/forms/fields.ts';
import { saveNewsletterSettings, sendTestDigest } from './digest.server.ts';

// The owner's digest forms for the one form pipeline; made owner forms (a signed-in owner first) where
// the actions are registered, src/actions/admin.

interface NewsletterFormSpec<I, O> {
  name: string;
  validate: (input: unknown) => Validation<I>;
  run: (data: I) => Promise<FormOutcome<O>>;
}

const SettingsSchema = z.strictObject({
  weekday: z.pipe(z.string(), z.transform(Number)).check(z.refine((n) => Number.isInteger(n) && n >= 0 && n <= 6, { error: 'Choose a day of the week.' })),
  hour: z.pipe(z.string(), z.transform(Number)).check(z.refine((n) => Number.isInteger(n) && n >= 0 && n <= 23, { error: 'Choose an hour from 0 to 23.' })),
  paused: z.pipe(z.optional(z.enum(['on', ''])), z.transform((v) => v === 'on')),
});

export const newsletterSettingsForm: NewsletterFormSpec<{ weekday: number; hour: number; paused: boolean }, { saved: true }> = {
  name: 'admin.newsletterSettings',
  validate: (input) => validateWith(SettingsSchema, {}, input, forms.fields),
  async run(values) {
    await saveNewsletterSettings(values);
    log.info({ event: 'admin_newsletter_settings', ...values }, 'owner set the digest schedule');
    return { ok: true, data: { saved: true } };
  },
};

const TestSchema = z.strictObject({ locale: z.enum(LOCALES, { error: 'Choose a language.' }) });

export const newsletterTestForm: NewsletterFormSpec<{ locale: Locale }, { queued: true }> = {
  name: 'admin.newsletterTest',
  validate: (input) => validateWith(TestSchema, {}, input, forms.fields),
  async run({ locale }) {
    const outcome = await sendTestDigest(locale);
    if (outcome === 'no-owner-email') return { ok: false, status: 409, message: 'Set OWNER_EMAIL to get a test digest.' };
    log.info({ event: 'admin_newsletter_test', language: locale }, 'owner sent a test digest');
    return { ok: true, data: { queued: true } };
  },
};
