import { en } from './en/index.ts';
import { fil } from './fil/index.ts';
import type { Locale } from './locales.ts';

/**
 * The shape of one language's strings, taken from the English dictionary: a key missing from (or
 * extra in) another language fails the type check.
 */
export type Messages = typeof en;

const DICTIONARIES: Record<Locale, Messages> = { en, fil };

/** All strings of a language. Pages pass each component only the part it shows. */
export const messagesFor = (locale: Locale): Messages => DICTIONARIES[locale];
