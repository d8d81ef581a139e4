import type { Locale } from './locales.ts';

/**
 * A run of text: plain, or marked up. A link's `to` is a site path: it gets the page's language prefix,
 * unless `lang` sends the reader to that language's version of the page instead.
 */
export type Inline = string | { strong: string } | { code: string } | { link: string; to: string; lang?: Locale };

/** A sentence or paragraph: one plain string, or runs of text. */
export type RichText = string | Inline[];

/** One block of a legal page, in reading order. `note` is a paragraph set apart (in italics). */
export type Block =
  | { p: RichText }
  | { note: RichText }
  | { h2: string }
  | { h3: string }
  | { ul: RichText[] }
  | { ol: RichText[] }
  | { table: { caption?: string; head: string[]; rows: RichText[][] } };

/** A legal page in one language: its page texts and its body. */
export interface LegalDocument {
  title: string;
  intro: string;
  description: string;
  body: Block[];
}

/** When each legal page last changed, whatever the language it is read in. */
export const LEGAL_UPDATED = {
  terms: new Date('2026-11-22T00:00:00Z'),
  privacy: new Date('2026-11-26T00:00:00Z'),
  cookies: new Date('2026-11-23T00:00:00Z'),
} as const;
