import { detectLocale } from '../../i18n/detect-locale.ts';
import type { Locale } from '../../i18n/locales.ts';
import { canTake } from './workflow.ts';

/** A published story as the public pages show it: the prepared version, never the teller's address. */
export interface PublishedStory {
  slug: string;
  title: string;
  excerpt: string;
  byline: string;
  country: string;
  publishedAt: Date;
}

export interface PublishedStoryPage extends PublishedStory {
  text: string;
  pullQuote: string | null;
}

export const STORIES_PER_PAGE = 12;


export const storyUrl = (slug: string) => `/stories/${slug}`;

/**
 * The language a story is written in: as read from its words when it arrived, or, for a story sent
 * before that was stored, read now. `language` (the page's) is what the teller's e-mails use.
 */
export const writtenIn = (story: { detectedLocale: Locale | null; story: string; locale: Locale }): Locale =>
  story.detectedLocale ?? detectLocale(story.story, story.locale);

/** Whether the workflow lets the owner decline a story in this status (a story waiting for its teller is always prepared). */
export const isDeclinable = (status: string) => canTake({ status, prepared: true }, 'decline', 'owner');
