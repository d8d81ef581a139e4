// How a visitor's words become what search and the assistant look for (ADR 043): the words of a
// query, the filler words of both languages, Filipino root forms, and the search-box syntax.

/** Lower case, accents folded ("José" → "jose"), as the index stores words. */
export const foldText = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The words of a text, folded: letters and digits (a hyphen or an apostrophe separates, as in the index). */
export const textWords = (text: string) => foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];

// Words that say nothing about what is asked, in English and Filipino (and Taglish).
export const FILLER_WORDS = new Set(
  (
    'a an and are as at be been but by can could do does did for from had has have how i if in into is it its ' +
    'me my of on or our should so that the their them then there these they this to us was we what when where ' +
    'which who why will with would you your yours am any about get got want need know tell please pls hi hello ' +
    'ang ng nang sa mga si ni kay ko ako ikaw ka ba po opo na pa naman lang din rin ito iyan yan yun iyon dito ' +
    'doon ngayon now paano pano saan ano anong sino kailan bakit ilan magkano may mayroon meron wala hindi di oo at o pero ' +
    'kung kasi para kapag pag dahil nasa namin natin ninyo nyo kayo sila siya niya nila akin amin atin ' +
    'kanila kami tayo mo yung un sana gusto pwede puwede dapat talaga lng ung nag mag kong mong niyang nyang habang every tips ' +
    // How a question asks, not what about: "how big", "how much", "what should I do", "how do I cope with", "how do I start".
    'big much many gaano gaanong kalaki kalaking gawin gagawin labanan malalabanan simulan magsimula magsisimula magsisimulang'
  ).split(/\s+/),
);

const PREFIXES = ['makipag', 'nakipag', 'pinag', 'ipag', 'maka', 'naka', 'magka', 'nagka', 'mag', 'nag', 'pag', 'pang', 'ma', 'na', 'pa', 'in', 'i', 'ka'];
const SUFFIXES = ['han', 'hin', 'an', 'in'];

/**
 * Filipino verbs and nouns carry affixes and a repeated syllable ("nagbabayad", "inaabuso",
 * "magsusumbong", "umuwi"): the forms to try, after the word itself, when the site spells the root otherwise.
 */
export function wordVariants(word: string): string[] {
  const variants = new Set<string>();
  const add = (w: string) => {
    if (w.length >= 3 && w !== word) variants.add(w);
  };
  const unredouble = (w: string) => {
    const syllable = /^([^aeiou]?[aeiou])/.exec(w)?.[1];
    return syllable && w.startsWith(syllable + syllable) ? w.slice(syllable.length) : w;
  };
  const stems = [word, ...PREFIXES.filter((p) => word.startsWith(p) && word.length - p.length >= 3).map((p) => word.slice(p.length))];
  // -um- and -in- go after a root's first consonant ("sumulat"), and before a root that starts with a vowel ("umuwi").
  const infixed = /^([^aeiou])(um|in)(.+)$/.exec(word);
  if (infixed) stems.push(infixed[1]! + infixed[3]!);
  const prefixed = /^um([aeiou].{2,})$/.exec(word);
  if (prefixed) stems.push(prefixed[1]!);
  for (const stem of stems) {
    for (const w of [stem, unredouble(stem), unredouble(stem.replace(/^-/, ''))]) {
      // "manila" is not "ma-" + "nila": a filler word is nobody's root.
      if (FILLER_WORDS.has(w)) continue;
      add(w);
      for (const s of SUFFIXES) if (w.endsWith(s) && w.length - s.length >= 3) add(w.slice(0, -s.length));
    }
  }
  return [...variants];
}

/** One thing a query looks for: a word, or the words of a "quoted phrase" in order. */
export interface QueryPhrase {
  words: string[];
  /** Typed in quotes: kept whole, filler words and all. */
  quoted: boolean;
}

export interface ParsedQuery {
  /** Each must match; one matches when any of its phrases does (`a or b`). */
  groups: QueryPhrase[][];
  /** `-word`, `-"a phrase"`: documents with any of these are left out. */
  excluded: QueryPhrase[];
}

/** A query in the search-box syntax ("quoted phrase", -word, `or`), as PostgreSQL's websearch_to_tsquery reads it. */
export function parseSearchQuery(query: string): ParsedQuery {
  const groups: QueryPhrase[][] = [];
  const excluded: QueryPhrase[] = [];
  let joinNext = false;
  for (const token of query.matchAll(/(-?)"([^"]*)"?|(-?)([^\s"]+)/g)) {
    const quoted = token[2] !== undefined;
    const negated = (quoted ? token[1] : token[3]) === '-';
    const text = quoted ? token[2]! : token[4]!;
    if (!quoted && !negated && text.toLowerCase() === 'or') {
      joinNext = groups.length > 0;
      continue;
    }
    const words = textWords(text);
    if (words.length === 0) continue;
    // A hyphenated word is its parts to the index ("mag-ipon" holds "ipon"); left out, it is left out whole.
    const phrases: QueryPhrase[] = quoted || (negated && words.length > 1) ? [{ words, quoted: true }] : words.map((w) => ({ words: [w], quoted: false }));
    if (negated) excluded.push(...phrases);
    else if (joinNext && phrases.length === 1) groups[groups.length - 1]!.push(phrases[0]!);
    else groups.push(...phrases.map((p) => [p]));
    joinNext = false;
  }
  return { groups, excluded };
}

/** A group of words that the index holds in this order ("day off"), or one word. */
export const phraseText = (phrase: QueryPhrase) => phrase.words.join(' ');

/** A question as the assistant reads it: every word a term of its own, no search-box syntax. */
export const plainQuery = (text: string): ParsedQuery => ({ groups: textWords(text).map((word) => [{ words: [word], quoted: false }]), excluded: [] });

/** How many letters to change, add, remove or swap with a neighbour to turn one word into another. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const change = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + change);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** A typo is a slip or two: one in a word of up to six letters, two in a longer one ("france" is not "franchise"). */
export const isTypoOf = (typed: string, word: string) => editDistance(typed, word) <= (typed.length <= 6 ? 1 : 2);
