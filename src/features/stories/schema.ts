import * as z from 'zod/mini';
import type { Messages } from '../../i18n/messages.ts';
import { LIMITS } from '../../platform/limits.ts';
import { checkbox, fieldsIn, fill, honeypot, localizedValidator, type FormMessages } from '../../ui/forms/fields.ts';

export type StoryMessages = FormMessages<Messages['connect']['validation']>;

export function storySchema({ fields, form: m }: StoryMessages) {
  const f = fieldsIn(fields);
  return z.strictObject({
    name: f.optionalText(m.labels.name, LIMITS.name),
    email: f.email(m.email),
    country: f.requiredText(m.labels.country, LIMITS.country, m.country),
    story: f.requiredText(m.labels.story, LIMITS.storyMax, m.story, true).check(
      // Counted in code points, as the database's char_length check does: an emoji is one character.
      z.refine((v) => [...v].length >= LIMITS.storyMin, { error: fill(m.storyTooShort, { min: LIMITS.storyMin }) }),
    ),
    interviewOk: checkbox,
    consent: checkbox.check(z.refine((v) => v, { error: m.consent })),
    submissionId: f.submissionId,
    locale: f.locale,
    website: honeypot,
  });
}

export type StoryInput = z.infer<ReturnType<typeof storySchema>>;

export const validateStory = localizedValidator(storySchema);
