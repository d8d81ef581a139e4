// The owner's article forms (ADR 051). The owner area speaks English.
import * as z from 'zod/mini';
import { slugify } from '../../platform/slug.ts';
import { ARTICLE_LIMITS } from '../../platform/limits.ts';
import { LOCALES } from '../../i18n/locales.ts';
import { forms } from '../../i18n/en/forms.ts';
import { fieldsIn, validateWith } from '../../ui/forms/fields.ts';

const { optionalText, requiredText } = fieldsIn(forms.fields);

/** What the edit page's buttons do: each posts the whole form with its own `intent`. */
export const ARTICLE_INTENTS = ['save', 'preview', 'publish', 'schedule', 'unpublish'] as const;
export type ArticleIntent = (typeof ARTICLE_INTENTS)[number];

export const ARTICLE_MESSAGES = {
  noArticle: 'That article does not exist.',
  title: 'Please give the article a title.',
  slug: 'The address may hold only lower-case letters, digits and single hyphens (like "saving-for-home").',
  slugTaken: 'Another article in this language already has that address. Please choose another.',
  toPublish: 'An article needs a title, a summary, a description and a body before it is published.',
  scheduleWhen: 'Please give the date and time to publish at.',
  schedulePast: 'That time has passed. Publish now, or choose a later time.',
  nothingToUnpublish: 'This version is not public.',
  intent: 'Unknown action.',
  timeZone: 'Please choose a time zone from the list.',
} as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const CreateArticleSchema = z.strictObject({});

export const SaveArticleSchema = z.strictObject({
  id: z.uuid({ error: ARTICLE_MESSAGES.noArticle }),
  locale: z.enum(LOCALES, { error: ARTICLE_MESSAGES.noArticle }),
  intent: z.enum(ARTICLE_INTENTS, { error: ARTICLE_MESSAGES.intent }),
  title: requiredText('Title', ARTICLE_LIMITS.title, ARTICLE_MESSAGES.title),
  slug: z.pipe(
    optionalText('Address', ARTICLE_LIMITS.slug),
    z.nullable(z.string().check(z.regex(SLUG, { error: ARTICLE_MESSAGES.slug }))),
  ),
  summary: optionalText('Summary', ARTICLE_LIMITS.summary, true),
  description: optionalText('Description', ARTICLE_LIMITS.description, true),
  body: optionalText('Body', ARTICLE_LIMITS.bodyInForm, true),
  author: optionalText('Author', ARTICLE_LIMITS.author),
  heroAlt: optionalText('Image description', ARTICLE_LIMITS.heroAlt),
  date: z._default(z.optional(z.string().check(z.maxLength(10), z.regex(/^(\d{4}-\d{2}-\d{2})?$/, { error: ARTICLE_MESSAGES.scheduleWhen }))), ''),
  time: z._default(z.optional(z.string().check(z.maxLength(8), z.regex(/^(\d{2}:\d{2}(:\d{2})?)?$/, { error: ARTICLE_MESSAGES.scheduleWhen }))), ''),
});

export const RestoreRevisionSchema = z.strictObject({
  id: z.uuid({ error: ARTICLE_MESSAGES.noArticle }),
  revision: z.uuid({ error: ARTICLE_MESSAGES.noArticle }),
});

export type SaveArticleInput = z.infer<typeof SaveArticleSchema>;
export type RestoreRevisionInput = z.infer<typeof RestoreRevisionSchema>;

export const validateCreateArticle = (input: unknown) => validateWith(CreateArticleSchema, {}, input, forms.fields);
export const validateSaveArticle = (input: unknown) => validateWith(SaveArticleSchema, {}, input, forms.fields);
export const validateRestoreRevision = (input: unknown) => validateWith(RestoreRevisionSchema, {}, input, forms.fields);

/** "Saving for a home: a plan" → "saving-for-a-home-a-plan". */
export const articleSlug = (title: string) => slugify(title, 'article');
