import * as z from 'zod/mini';
import { LIMITS } from '../limits.ts';
import { LOCALES } from '../../i18n/locales.ts';
import { checkbox, email, honeypot, optionalText, requiredText, submissionId, validateWith } from './fields.ts';

export const STORY_MESSAGES = {
  thanks:
    'Salamat! Your story is safe with us. Our team reads every story personally and will contact you by e-mail before anything is published.',
} as const;

export const StorySchema = z.strictObject({
    name: optionalText('Name', LIMITS.name),
    email: email('Please enter a valid email address.'),
    country: requiredText('Country', LIMITS.country, 'Please tell us the country where you work.'),
    story: requiredText('Your story', LIMITS.storyMax, 'Please tell us your story.', true).check(
      // Counted in code points, as the database's char_length check does: an emoji is one character.
      z.refine((v) => [...v].length >= LIMITS.storyMin, {
        error: `Please tell us a little more: at least ${LIMITS.storyMin} characters.`,
      }),
    ),
    interviewOk: checkbox,
    consent: checkbox.check(
      z.refine((v) => v, { error: 'Please allow us to publish your story, or we cannot share it.' }),
    ),
    submissionId,
    website: honeypot,
    language: z._default(z.optional(z.enum(LOCALES)), 'en'),
});

export type StoryInput = z.infer<typeof StorySchema>;

export const validateStory = (input: unknown) => validateWith(StorySchema, {}, input);
