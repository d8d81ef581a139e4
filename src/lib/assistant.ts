import * as z from 'zod/mini';
import { CHAT_MAX_LENGTH } from './chat.ts';
import { SEARCH_LANGUAGES, type SearchLanguage, type SearchType } from './limits.ts';

// Words that say nothing about what a question is about, in English and Filipino (and Taglish).
const STOPWORDS = new Set(
  (
    'a an and are as at be been but by can could do does did for from had has have how i if in into is it its ' +
    'me my of on or our should so that the their them then there these they this to us was we what when where ' +
    'which who why will with would you your yours am any about get got want need know tell please pls hi hello ' +
    'ang ng nang sa mga si ni kay ko ako ikaw ka ba po opo na pa naman lang din rin ito iyan yan yun iyon dito ' +
    'doon paano pano saan ano anong sino kailan bakit ilan magkano may mayroon meron wala hindi di oo at o pero ' +
    'kung kasi para kapag pag dahil nasa namin natin ninyo nyo kayo sila siya niya nila akin amin atin ' +
    'kanila kami tayo mo yung un sana gusto pwede puwede dapat talaga lng ung nag mag kong mong niyang nyang habang every tips ' +
    // How a question asks, not what about: "how big", "what should I do", "how do I cope with", "how do I start".
    'big gaano gaanong kalaki kalaking gawin gagawin labanan malalabanan simulan magsimula magsisimula magsisimulang'
  ).split(/\s+/),
);

/** The words of a question worth searching for: lower case, letters and digits, no filler words. */
export function questionWords(question: string): string[] {
  const words = question.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((w) => w.length >= 2 && !STOPWORDS.has(w)))].slice(0, 12);
}

const FILIPINO_HINTS = new Set(['ang', 'ng', 'sa', 'mga', 'ko', 'ako', 'po', 'paano', 'pano', 'saan', 'ano', 'ba', 'nang', 'yung', 'naman', 'kung', 'para']);

/** Which language's version of an article to link first. */
export function questionLanguage(question: string): SearchLanguage {
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

export const QUESTION_INVALID = `Type a question of at most ${CHAT_MAX_LENGTH} characters.`;

/** What the chat sends: one question, bounded, and the language of the page it was asked on. */
export const AssistantQuestionSchema = z.strictObject({
  locale: z.optional(z.enum(SEARCH_LANGUAGES)),
  question: z
    .pipe(z.string({ error: QUESTION_INVALID }).check(z.maxLength(CHAT_MAX_LENGTH * 2, { error: QUESTION_INVALID })), z.transform((v: string) => v.replace(/\s+/g, ' ').trim()))
    .check(z.minLength(1, { error: QUESTION_INVALID }), z.maxLength(CHAT_MAX_LENGTH, { error: QUESTION_INVALID })),
});

const PREFIXES = ['makipag', 'nakipag', 'pinag', 'ipag', 'maka', 'naka', 'magka', 'nagka', 'mag', 'nag', 'pag', 'pang', 'ma', 'na', 'pa', 'in', 'i', 'ka'];
const SUFFIXES = ['han', 'hin', 'an', 'in'];

/**
 * Filipino verbs and nouns carry affixes and a repeated syllable ("nagbabayad", "inaabuso",
 * "magsusumbong"): the forms to try, after the word itself, when the site spells the root otherwise.
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
  const infixed = /^([^aeiou])(um|in)(.+)$/.exec(word);
  if (infixed) stems.push(infixed[1]! + infixed[3]!);
  for (const stem of stems) {
    for (const w of [stem, unredouble(stem), unredouble(stem.replace(/^-/, ''))]) {
      add(w);
      for (const s of SUFFIXES) if (w.endsWith(s) && w.length - s.length >= 3) add(w.slice(0, -s.length));
    }
  }
  return [...variants];
}

// Words visitors use for what the articles call otherwise (Filipino, Taglish and English), tried
// beside the word itself. Kept here rather than as a PostgreSQL synonym dictionary, which would need
// a file on the database server.
const SYNONYMS: Record<string, string[]> = {
  amo: ['employer', 'boss'],
  sumbong: ['report', 'reklamo', 'complaint'],
  reklamo: ['report', 'complaint'],
  sweldo: ['salary', 'sahod', 'wage'],
  sahod: ['salary', 'sweldo', 'wage'],
  bayad: ['salary', 'pay', 'wage'],
  ipon: ['savings', 'saving', 'save'],
  negosyo: ['business', 'entrepreneurship'],
  kontrata: ['contract'],
  ahensya: ['agency', 'recruitment'],
  ahensiya: ['agency', 'recruitment'],
  pirma: ['sign', 'contract'],
  trabaho: ['work', 'job'],
  pamilya: ['family'],
  anak: ['children', 'kids', 'anak'],
  magulang: ['parent', 'parenting'],
  lungkot: ['homesickness', 'lonely', 'loneliness'],
  kalungkutan: ['homesickness', 'loneliness'],
  pangungulila: ['homesickness', 'homesick'],
  pera: ['money'],
  utang: ['debt', 'loan'],
  uwi: ['homecoming', 'reintegration', 'home'],
  wika: ['language'],
  kultura: ['culture'],
  kalusugan: ['health'],
  pagod: ['tired', 'rest', 'burnout'],
  abuso: ['abuse', 'abusive'],
  abusive: ['abuse'],
  boss: ['employer'],
  salary: ['sahod', 'sweldo'],
  scam: ['scammer', 'fraud', 'illegal'],
  scammed: ['scam', 'fraud'],
};

/** The words to look for in place of one of the question's: the word, then what it may be called on the site. */
export function alternativeWords(word: string): string[] {
  const forms = [word, ...wordVariants(word)];
  return [...new Set(forms.flatMap((form) => SYNONYMS[form] ?? []))];
}
