import type { Locale } from './locales.ts';

/*
 * Which of the site's languages a text is written in, from how often it uses each language's small
 * words. Every Filipino sentence needs ang, ng, sa, na, mga, ko, ako…; every English one the, and, of,
 * to, is, I…; so counting them tells Filipino (Taglish included: English nouns and verbs on Filipino
 * grammar) from English, without a dictionary, a model or a network call. Words both languages write
 * alike ("at", "may", "din", "a") are left out of both lists.
 */

const FILIPINO = new Set([
  'ang', 'ng', 'nang', 'mga', 'sa', 'na', 'ay', 'si', 'ni', 'kay', 'nasa',
  'ako', 'ko', 'akong', 'kong', 'ka', 'mo', 'ikaw', 'siya', 'niya', 'kami', 'namin', 'tayo', 'natin',
  'kayo', 'ninyo', 'niyo', 'nyo', 'sila', 'nila', 'amin', 'atin', 'akin', 'kanila', 'kaniya', 'kanya',
  'aming', 'ating', 'iyong', 'yung', 'yong', 'iyon', 'yun', 'ito', 'iyan', 'yan', 'dito', 'doon', 'roon', 'rito',
  'hindi', 'di', 'po', 'opo', 'kasi', 'talaga', 'lang', 'lamang', 'rin', 'pa', 'ba', 'naman', 'nga',
  'para', 'pero', 'kung', 'kapag', 'pag', 'dahil', 'noon', 'noong', 'nung', 'ngayon', 'wala', 'walang',
  'mayroon', 'meron', 'sana', 'kaya', 'tapos', 'parang', 'lahat', 'habang', 'saka', 'tsaka', 'ganun', 'ganito',
]);

const ENGLISH = new Set([
  'the', 'and', 'of', 'to', 'is', 'was', 'are', 'were', 'be', 'been', 'am', 'in', 'on', 'for', 'with',
  'from', 'by', 'as', 'that', 'this', 'these', 'those', 'it', 'its', 'i', 'my', 'me', 'we', 'our', 'us',
  'you', 'your', 'he', 'his', 'him', 'she', 'her', 'they', 'their', 'them', 'but', 'or', 'not', 'so',
  'what', 'when', 'because', 'there', 'have', 'has', 'had', 'would', 'will', 'can', 'could', 'do', 'did',
  'an', 'about', 'after', 'then', 'very', 'which', 'who',
]);

/** Fewer small words than this (in both languages together) say nothing reliable: the fallback stands. */
const FEWEST_SIGNALS = 3;

/** Each language's small words in the text; "ako'y", "’yung" and "'di" count as ako, yung and di. */
export function localeSignals(text: string): Record<Locale, number> {
  const counts: Record<Locale, number> = { en: 0, fil: 0 };
  for (const [word] of text.toLowerCase().normalize('NFC').matchAll(/\p{L}+/gu)) {
    if (FILIPINO.has(word)) counts.fil += 1;
    else if (ENGLISH.has(word)) counts.en += 1;
  }
  return counts;
}

/**
 * The language a text is written in: Filipino when its Filipino small words outnumber its English
 * ones, English when not; `fallback` (the page's language) when the text has too few of either.
 */
export function detectLocale(text: string, fallback: Locale): Locale {
  const { en, fil } = localeSignals(text);
  if (en + fil < FEWEST_SIGNALS) return fallback;
  if (fil === en) return fallback;
  return fil > en ? 'fil' : 'en';
}
