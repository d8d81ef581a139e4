import { sql, type SQL } from 'drizzle-orm';
import { FILLER_WORDS, isTypoOf, phraseText, wordVariants, type ParsedQuery, type QueryPhrase } from './search-words.ts';
import { getDb } from '../../platform/db/client.ts';
import { siteSynonyms, type Synonyms } from './synonyms.server.ts';
import { isPublicDocument } from './public-documents.server.ts';

/** How close (pg_trgm similarity) a misspelt word must be to a word of the site to stand for it. */
const TYPO_SIMILARITY = 0.4;
/**
 * Misspelt words shorter than this are left as typed rather than guessed ("amo" is not "amoy"): the
 * search page offers its correction from five letters ("helth"), the assistant, which uses it unseen,
 * from six ("bayan" is a word of its own, not "bayani").
 */
const MIN_TYPO_LENGTH = { propose: 5, apply: 6 };

/** One thing a query looks for, and everything that stands for it. */
export interface SearchTerm {
  /** What the visitor typed for it (folded: lower case, no accents). */
  typed: string;
  /** Any of these matches: what was typed first, then its root form and synonyms (phrases: words joined by one space). */
  alternatives: string[];
  /** A word that finds nothing on the site, and the site's closest word. */
  correction?: { word: string; to: string };
  /** One of the synonym table's words: a topic the site is about. */
  topic?: true;
}

export interface QueryTerms {
  terms: SearchTerm[];
  /** Phrases a document must not have. */
  excluded: string[];
}

type Spelling = {
  /** The word on its own finds a document (stemmed or as typed). */
  known: boolean;
  /** A root form of it that the site uses ("nagbabayad" → "bayad"). */
  variant: string | null;
  /** The site's words most like it (pg_trgm), the likeliest first, for a word of MIN_TYPO_LENGTH letters or more. */
  candidates: string[] | null;
};

/** A word some public document has (search_words holds every document's words, a taken-down one's until it is refreshed). */
const inPublicDocument = (word: SQL) =>
  sql`exists (select 1 from search_documents d where d.tsv @@ (plainto_tsquery('kwento_en', ${word}) || plainto_tsquery('kwento_simple', ${word})) and ${isPublicDocument('d')})`;

/**
 * Each word as the site knows it, in one query: found as it is, by a Filipino root form, or by its
 * closest word. Only public documents count (ADR 040): a word of a taken-down one steers nothing.
 */
async function siteSpellings(words: string[], minLength: number): Promise<{ known: boolean; variant: string | null; correction: string | null }[]> {
  if (words.length === 0) return [];
  const { rows } = await getDb().execute<Spelling>(sql`
    select k.known,
      case when k.known then null else
        (select s.word from search_words s join unnest(q.variants) with ordinality as v(word, n) on s.word = v.word where ${inPublicDocument(sql`s.word`)} order by v.n limit 1)
      end as variant,
      case when k.known or char_length(q.w) < ${minLength} then null else
        array(select s.word from search_words s
          where s.word % q.w and similarity(s.word, q.w) >= ${TYPO_SIMILARITY} and ${inPublicDocument(sql`s.word`)}
          order by similarity(s.word, q.w) desc, s.ndoc desc, s.word limit 10)
      end as candidates
    from json_to_recordset(${JSON.stringify(words.map((w, n) => ({ w, n, variants: wordVariants(w) })))}::json) as q(w text, n int, variants text[])
    cross join lateral (
      select ${inPublicDocument(sql`q.w`)} as known
    ) as k
    order by q.n`);
  return rows.map(({ known, variant, candidates }, n) => ({ known, variant, correction: candidates?.find((c) => isTypoOf(words[n]!, c)) ?? null }));
}

const single = (group: QueryPhrase[]) => (group.length === 1 && !group[0]!.quoted && group[0]!.words.length === 1 ? group[0]!.words[0]! : undefined);

interface Draft extends SearchTerm {
  /** A lone word typed without quotes that no synonym covers: its spelling is checked. */
  check?: string;
  filler: boolean;
}

/** The synonyms of a word, of its singular ("laws"), or of one of its Filipino root forms. */
const synonymsOfWord = (word: string, synonyms: Synonyms) =>
  [word, word.replace(/(?<=[^s])s$/, ''), ...wordVariants(word)].map((form) => synonyms.of.get(form)).find(Boolean);

/** The query's groups as terms, reading runs of plain words as one synonym phrase where one fits ("uwi for good"). */
function draftTerms(groups: QueryPhrase[][], synonyms: Synonyms): Draft[] {
  const drafts: Draft[] = [];
  for (let at = 0; at < groups.length; ) {
    let run = 0;
    for (let length = Math.min(synonyms.longest, groups.length - at); length > 1 && run === 0; length--) {
      const words = groups.slice(at, at + length).map(single);
      if (words.every(Boolean) && synonyms.of.has(words.join(' '))) run = length;
    }
    if (run > 0) {
      const typed = groups.slice(at, at + run).map(single).join(' ');
      drafts.push({ typed, alternatives: synonyms.of.get(typed)!, filler: false, topic: true });
      at += run;
      continue;
    }
    const group = groups[at++]!;
    const word = single(group);
    if (word !== undefined) {
      const same = synonymsOfWord(word, synonyms);
      drafts.push(
        same
          ? { typed: word, alternatives: [word, ...same.filter((s) => s !== word)], filler: false, topic: true }
          : { typed: word, alternatives: [word], check: word, filler: FILLER_WORDS.has(word) || word.length < 2 },
      );
      continue;
    }
    const texts = group.map(phraseText);
    const topic = texts.some((text) => synonyms.of.has(text));
    drafts.push({ typed: texts.join(' or '), alternatives: [...new Set(texts.flatMap((text) => synonyms.of.get(text) ?? [text]))], filler: false, ...(topic ? { topic } : {}) });
  }
  return drafts;
}

/**
 * What a query looks for, term by term: each typed word or phrase with its synonyms, a word the site
 * does not use with its Filipino root form, filler words left out (unless nothing else was typed).
 * `corrections`: "apply" puts the site's closest word beside a misspelt one (the assistant);
 * "propose" only reports it (the search page offers "Did you mean").
 */
export async function queryTerms(parsed: ParsedQuery, corrections: 'apply' | 'propose'): Promise<QueryTerms> {
  const synonyms = await siteSynonyms();
  const drafts = draftTerms(parsed.groups, synonyms);
  const meaningful = drafts.some((d) => !d.filler) ? drafts.filter((d) => !d.filler) : drafts;
  const checked = meaningful.filter((d) => d.check !== undefined);
  const spellings = await siteSpellings(checked.map((d) => d.check!), MIN_TYPO_LENGTH[corrections]);
  checked.forEach((draft, n) => {
    const { known, variant, correction } = spellings[n]!;
    if (known) return;
    if (variant) draft.alternatives.push(...(synonyms.of.get(variant) ?? [variant]).filter((a) => a !== draft.typed));
    else if (correction && corrections === 'apply') draft.alternatives.push(...(synonyms.of.get(correction) ?? [correction]));
    else if (correction) draft.correction = { word: draft.typed, to: correction };
  });
  return {
    terms: meaningful.map(({ typed, alternatives, correction, topic }) => ({ typed, alternatives: [...new Set(alternatives)], ...(correction ? { correction } : {}), ...(topic ? { topic } : {}) })),
    excluded: parsed.excluded.map(phraseText),
  };
}

/** A phrase as a to_tsquery operand: quoted, so its words are parsed (and stemmed) as a phrase. Words hold only letters and digits. */
const operand = (phrase: string) => `'${phrase}'`;

/** to_tsquery text matching any of the phrases. */
export const anyPhrase = (phrases: string[]) => phrases.map(operand).join(' | ');

/** to_tsquery text matching any alternative of any term. */
export const anyTerm = (terms: SearchTerm[]) => anyPhrase(terms.flatMap((t) => t.alternatives));

/** A to_tsquery text as a query of both configurations: English stemmed, or words as written (Filipino). */
export const bothConfigurations = (text: SQL | string) => sql`(to_tsquery('kwento_en', ${text}) || to_tsquery('kwento_simple', ${text}))`;

/** A lexeme in querytree's text: quoted, a quote inside doubled. */
const QUOTED_LEXEME = "'((?:[^']|'')+)'";

/** The words of a term's alternatives that say what it is about (not "mag" of "mag ipon", not "for" of "uwi for good"). */
function rankedWords(term: SearchTerm): string[] {
  const words = [...new Set(term.alternatives.flatMap((a) => a.split(' ')))];
  const meaningful = words.filter((w) => w.length >= 2 && !FILLER_WORDS.has(w));
  return meaningful.length > 0 ? meaningful : words;
}

/**
 * Rows (n, query, ranked, size, idf), one per term, n its number from 1: `query` finds the documents
 * with any of its alternatives (phrases as phrases), `ranked` ranks them by its meaningful words, and
 * `size` is how many distinct words `ranked` has. ts_rank divides an OR query's rank by that number,
 * so a term with eight synonyms would weigh an eighth: multiplied by `size`, a term earns what its
 * words in the document earn, however many synonyms it has. `idf` is its rarity among `documents`:
 * from the number of documents its commonest word is in (search_words), null when no document has any.
 */
export const termQueries = (terms: SearchTerm[], documents: number) => sql`
  select t.n, t.query, t.ranked,
         (select count(distinct w[1]) from regexp_matches(querytree(t.ranked), ${QUOTED_LEXEME}, 'g') as w) as size,
         (select ln(${documents}::float / greatest(1, max(s.ndoc))) + 0.1 from search_words s where s.word = any(t.words)) as idf
  from (
    select t.n, ${bothConfigurations(sql`t.q`)} as query, ${bothConfigurations(sql`t.r`)} as ranked, t.words
    from json_to_recordset(${JSON.stringify(terms.map((term, n) => ({ n: n + 1, q: anyPhrase(term.alternatives), r: anyPhrase(rankedWords(term)), words: rankedWords(term) })))}::json)
      as t(n int, q text, r text, words text[])
  ) as t`;
