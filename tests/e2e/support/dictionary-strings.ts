import { en } from '../../../src/i18n/en/index.ts';
import { fil } from '../../../src/i18n/fil/index.ts';

// The English dictionary as the strings a visitor could see: every string, every string of an array,
// and the fixed parts of each message built by a function (called with placeholders).

const PLACEHOLDER = '\u0000';
/** A fixed part of a function message counts from this many words: "home page" alone says little. */
const MIN_FRAGMENT_WORDS = 3;

/** Names and words that are the same in both languages, though only one dictionary may hold them. */
export const SAME_IN_BOTH_LANGUAGES = ['Kwentong OFW', 'OFW assistant', 'Menu', 'Home', 'YouTube', 'Spotify', 'Facebook', 'E-book'];

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();
/** A string as it reads on its own: "…, to remember" is shown after a `<code>` element. */
const phrase = (text: string) => normalize(text).replace(/^[.,:;!?©\s]+/, '');

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [phrase(value)];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'function') {
    const filled = String(value(...Array.from({ length: value.length }, () => PLACEHOLDER)));
    return filled
      .split(PLACEHOLDER)
      .map(phrase)
      .filter((part) => part.split(' ').length >= MIN_FRAGMENT_WORDS);
  }
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a unit (one text node or attribute of a page, normalized) shows `english`: a phrase anywhere
 * in it, as whole words; a single word only as the whole unit ("From", not the "From" of a Filipino
 * sentence).
 */
function matcher(english: string): (unit: string) => boolean {
  if (!english.includes(' ')) {
    const word = english.replace(/[:.]$/, '');
    return (unit) => unit.replace(/[:.]$/, '') === word;
  }
  const phraseAsWords = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(english)}(?![\\p{L}\\p{N}])`, 'u');
  return (unit) => unit.includes(english) && phraseAsWords.test(unit);
}

/** The English strings that must not appear on a Filipino page, each with its pattern, made once. */
const ENGLISH_ONLY = (() => {
  const filipino = new Set(strings(fil));
  const same = new Set(SAME_IN_BOTH_LANGUAGES);
  const english = [...new Set(strings(en))].filter((text) => text !== '' && !filipino.has(text) && !same.has(text));
  return english.map((text) => ({ text, shownIn: matcher(text) }));
})();

/** The English-only strings that these units of a Filipino page (text nodes, attributes) show. */
export function englishShownIn(units: string[]): string[] {
  const normalized = units.map(normalize);
  return ENGLISH_ONLY.filter(({ shownIn }) => normalized.some(shownIn)).map(({ text }) => text);
}
