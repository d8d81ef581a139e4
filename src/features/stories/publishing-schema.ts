// The forms of a story's way to publication: the owner's preparation, the teller's answer, and removal.
import * as z from 'zod/mini';
import { LIMITS } from '../../platform/limits.ts';
import { forms } from '../../i18n/en/forms.ts';
import { checkbox, fieldsIn, honeypot, validateWith } from '../../ui/forms/fields.ts';
import { LOCALES } from '../../i18n/locales.ts';
import { LIST_STATUSES } from './workflow.ts';

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

/** The owner's buttons in the stories list post the status their action leads to (workflow.ts). */
export const StoryStatusSchema = z.strictObject({
  id: storyId,
  status: z.enum(LIST_STATUSES, { error: 'Unknown story status.' }),
});

export const DECLINE_NOTE_MISSING = 'Write the note to the teller, or untick “Send the teller this note”.';

// The confirmed Decline: the note is sent only when its box is ticked, and then it must say something.
export const DeclineStorySchema = z
  .strictObject({
    id: storyId,
    note: optionalText('Note to the teller', LIMITS.declineNote, true),
    sendNote: checkbox,
  })
  .check(z.refine((v) => !v.sendNote || v.note !== null, { error: DECLINE_NOTE_MISSING, path: ['note'] }));

export const StoryMailLocaleSchema = z.strictObject({
  id: storyId,
  locale: z.enum(LOCALES, { error: 'Choose English or Filipino.' }),
});

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
export type StoryStatusInput = z.infer<typeof StoryStatusSchema>;
export type DeclineStoryInput = z.infer<typeof DeclineStorySchema>;
export type StoryMailLocaleInput = z.infer<typeof StoryMailLocaleSchema>;
export type ApprovalInput = z.infer<typeof ApprovalSchema>;
export type StoryRemovalRequestInput = z.infer<typeof StoryRemovalRequestSchema>;
export type StoryRemovalInput = z.infer<typeof StoryRemovalSchema>;

export const validatePrepareStory = (input: unknown) => validateWith(PrepareStorySchema, {}, input, forms.fields);
export const validateAskTeller = (input: unknown) => validateWith(AskTellerSchema, {}, input, forms.fields);
export const validateStoryStatus = (input: unknown) => validateWith(StoryStatusSchema, {}, input, forms.fields);
export const validateDeclineStory = (input: unknown) => validateWith(DeclineStorySchema, {}, input, forms.fields);
export const validateStoryMailLocale = (input: unknown) => validateWith(StoryMailLocaleSchema, {}, input, forms.fields);
export const validateApproval = (input: unknown) => validateWith(ApprovalSchema, {}, input, forms.fields);
export const validateStoryRemovalRequest = (input: unknown) => validateWith(StoryRemovalRequestSchema, {}, input, forms.fields);
export const validateStoryRemoval = (input: unknown) => validateWith(StoryRemovalSchema, {}, input, forms.fields);


/** The byline the owner starts from: the first word of the name the teller gave, or "Anonymous". */
export const suggestedByline = (name: string | null) => name?.trim().split(/\s+/)[0]?.slice(0, LIMITS.byline) || 'Anonymous';
