// The forms of a story's way to publication: the owner's preparation, the teller's answer, and removal.
import * as z from 'zod/mini';
import { LIMITS } from '../../platform/limits.ts';
import { forms } from '../../i18n/en/forms.ts';
import { fieldsIn, honeypot, validateWith } from '../../ui/forms/fields.ts';

// The owner area speaks English; the stories pages' removal request answers in English too, for now.
const { email, optionalText, requiredText } = fieldsIn(forms.fields);

const storyId = z.uuid({ error: 'That story does not exist.' });

export const PrepareStorySchema = z.strictObject({
  id: storyId,
  title: requiredText('Title', LIMITS.storyTitle, 'Please give the story a title.'),
  excerpt: requiredText('Excerpt', LIMITS.storyExcerpt, 'Please write a short excerpt.'),
  text: requiredText('Text', LIMITS.storyMax, 'Please keep the text of the story.', true),
  byline: requiredText('Byline', LIMITS.byline, 'Please enter the byline: a first name or "Anonymous".'),
  country: requiredText('Country', LIMITS.country, 'Please enter the country shown.'),
  pullQuote: optionalText('Pull quote', LIMITS.pullQuote, true),
});

export const AskTellerSchema = z.strictObject({ id: storyId });

// A link's token: 32 random bytes in base64url (43 characters).
const token = z.string({ error: 'This link is not valid.' }).check(z.regex(/^[\w-]{43}$/, { error: 'This link is not valid.' }));

export const ApprovalSchema = z.strictObject({
  token,
  decision: z.enum(['approve', 'decline'], { error: 'Choose Approve or Decline.' }),
});

export const StoryRemovalRequestSchema = z.strictObject({
  slug: z.string().check(z.maxLength(200)),
  email: email('Please enter a valid email address.'),
  website: honeypot,
});

export const StoryRemovalSchema = z.strictObject({ token });

export type PrepareStoryInput = z.infer<typeof PrepareStorySchema>;
export type AskTellerInput = z.infer<typeof AskTellerSchema>;
export type ApprovalInput = z.infer<typeof ApprovalSchema>;
export type StoryRemovalRequestInput = z.infer<typeof StoryRemovalRequestSchema>;
export type StoryRemovalInput = z.infer<typeof StoryRemovalSchema>;

export const validatePrepareStory = (input: unknown) => validateWith(PrepareStorySchema, {}, input, forms.fields);
export const validateAskTeller = (input: unknown) => validateWith(AskTellerSchema, {}, input, forms.fields);
export const validateApproval = (input: unknown) => validateWith(ApprovalSchema, {}, input, forms.fields);
export const validateStoryRemovalRequest = (input: unknown) => validateWith(StoryRemovalRequestSchema, {}, input, forms.fields);
export const validateStoryRemoval = (input: unknown) => validateWith(StoryRemovalSchema, {}, input, forms.fields);

/** "My first year in Riyadh" → "my-first-year-in-riyadh"; accents folded, at most 60 characters. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'story';
}

/** The byline the owner starts from: the first word of the name the teller gave, or "Anonymous". */
export const suggestedByline = (name: string | null) => name?.trim().split(/\s+/)[0]?.slice(0, LIMITS.byline) || 'Anonymous';
