import * as z from 'zod/mini';
import { assistant } from '../../i18n/en/assistant.ts';
import { CHAT_MAX_LENGTH, SEARCH_LOCALES, type SearchLocale, type SearchType } from '../../platform/limits.ts';

const FILIPINO_HINTS = new Set(['ang', 'ng', 'sa', 'mga', 'ko', 'ako', 'po', 'paano', 'pano', 'saan', 'ano', 'ba', 'nang', 'yung', 'naman', 'kung', 'para']);

/** Which language's version of an article to link first. */
export function questionLocale(question: string): SearchLocale {
  const words = question.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  return words.filter((w) => FILIPINO_HINTS.has(w)).length >= 2 ? 'fil' : 'en';
}

export interface AssistantLink {
  type: SearchType;
  key: string;
  title: string;
  url: string;
}

export type AssistantAnswer =
  | { answered: true; source: AssistantLink; passage: string; links: AssistantLink[] }
  | { answered: false; links: AssistantLink[] };

const QUESTION_INVALID = assistant.invalid;

/** What the chat sends: one question, bounded, and the language of the page it was asked on. */
export const AssistantQuestionSchema = z.strictObject({
  locale: z.optional(z.enum(SEARCH_LOCALES)),
  question: z
    .pipe(z.string({ error: QUESTION_INVALID }).check(z.maxLength(CHAT_MAX_LENGTH * 2, { error: QUESTION_INVALID })), z.transform((v: string) => v.replace(/\s+/g, ' ').trim()))
    .check(z.minLength(1, { error: QUESTION_INVALID }), z.maxLength(CHAT_MAX_LENGTH, { error: QUESTION_INVALID })),
});
