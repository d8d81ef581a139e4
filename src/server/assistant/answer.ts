import { sql } from 'drizzle-orm';
import {
  alternativeWords,
  questionLanguage,
  questionWords,
  wordVariants,
  type AssistantAnswer,
  type AssistantLink,
} from '../../lib/assistant.ts';
import type { SearchLanguage, SearchType } from '../../lib/limits.ts';
import { MARK_END, MARK_START } from '../../lib/search.ts';
import { localePath } from '../../i18n/locales.ts';
import { getDb } from '../db/client.ts';
import { isPublicDocument } from '../search/public-documents.ts';
import { documentConfig } from '../search/query.ts';

/** How close (pg_trgm similarity) a misspelt word must be to a word of the site to stand for it. */
const TYPO_SIMILARITY = 0.4;
/** Misspelt words this short are left out rather than guessed ("amo" is not "amoy"). */
const MIN_TYPO_LENGTH = 5;
/** Below this share of the question's words (a word the site does not know counts too) found in the best document, it is not a good answer. */
const MIN_COVERAGE = 0.5;
const LINKS = 3;

/**
 * Each word as the site spells it: itself if the index has it, else its Filipino root forms, else
 * (from MIN_TYPO_LENGTH letters) the closest word of the index; null when none of these exists.
 */
async function siteSpellings(words: string[]): Promise<(string | null)[]> {
  const { rows } = await getDb().execute<{ word: string | null }>(sql`
    select coalesce(
      (select s.word from search_words s where s.word = unaccent(q.w)),
      (select s.word from search_words s join unnest(q.variants) with ordinality as v(word, n) on s.word = unaccent(v.word) order by v.n limit 1),
      (select s.word from search_words s
        where char_length(q.w) >= ${MIN_TYPO_LENGTH} and s.word % unaccent(q.w) and similarity(s.word, unaccent(q.w)) >= ${TYPO_SIMILARITY}
        order by similarity(s.word, unaccent(q.w)) desc, s.word limit 1)
    ) as word
    from json_to_recordset(${JSON.stringify(words.map((w, n) => ({ w, n, variants: wordVariants(w) })))}::json) as q(w text, n int, variants text[])
    order by q.n`);
  return rows.map((r) => r.word);
}

/** Per word of the question, the terms that stand for it: its spelling on the site and its synonyms. */
async function searchTerms(words: string[]): Promise<string[]> {
  if (words.length === 0) return [];
  const spellings = await siteSpellings(words);
  return words
    .map((word, n) => [...new Set([spellings[n], ...alternativeWords(word)].filter((t): t is string => !!t))].join(' or '))
    .filter((terms) => terms !== '');
}

type Candidate = {
  type: SearchType;
  key: string;
  language: SearchLanguage;
  title: string;
  url: string;
  coverage: number;
  passage: string;
};

/**
 * Answers a visitor's question from the search index: the passage of the best matching document
 * that holds most of the question's words, quoted as written, and up to three documents to read.
 * Nothing is composed: when no document holds enough of the question, the answer says so.
 *
 * `locale` is the language of the page the question was asked on: an article is quoted and linked in
 * that language whenever its version there holds any of the question's words, else in the other one;
 * episodes and stories are linked to their pages in that language. Without it, the question's own
 * language decides.
 */
export async function answerQuestion(question: string, locale?: SearchLanguage): Promise<AssistantAnswer> {
  const asked = questionWords(question);
  const terms = await searchTerms(asked);
  if (terms.length === 0) return { answered: false, links: [] };
  const anyTerm = terms.join(' or ');
  const language = locale ?? questionLanguage(question);
  // Each word of the question weighs by how rare it is on the site (inverse document frequency)
  // times its ts_rank in the document (how often, title or body); ts_rank alone lets common words
  // ("abroad") decide. An article's two languages count together: a Taglish question matches both.
  const { rows } = await getDb().execute<Candidate>(sql`
    with words as (
      select w.n, websearch_to_tsquery('kwento_en', w.terms) || websearch_to_tsquery('kwento_simple', w.terms) as query
      from unnest(${sql.param(terms)}::text[]) with ordinality as w(terms, n)
    ), weighted as (
      select words.*, ln((select count(*) from search_documents)::float / greatest(1, (select count(*) from search_documents d where d.tsv @@ words.query))) + 0.1 as idf
      from words
    ), per_word as (
      select d.type, d.key, weighted.n, max(weighted.idf * ts_rank(d.tsv, weighted.query)) as score
      from search_documents d join weighted on d.tsv @@ weighted.query
      where ${isPublicDocument('d')}
      group by d.type, d.key, weighted.n
    ), top as (
      select type, key, sum(score) as score, count(*) as matched
      from per_word group by type, key
      order by score desc, key limit ${LINKS}
    ), q as (
      select websearch_to_tsquery('kwento_en', ${anyTerm}) || websearch_to_tsquery('kwento_simple', ${anyTerm}) as query
    )
    select top.type, top.key, doc.language, doc.title, doc.url, top.matched::float / ${asked.length} as coverage,
           ts_headline(${documentConfig}, doc.body, q.query, ${`StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=45, MinWords=20, MaxFragments=1`}) as passage
    from top cross join q cross join lateral (
      select d.* from search_documents d
      where d.type = top.type and d.key = top.key
      order by ${locale ? sql`(d.language = ${locale} and d.tsv @@ q.query) desc,` : sql``} ts_rank(d.tsv, q.query) * case when d.language = ${language} then 1.5 else 1 end desc
      limit 1
    ) as doc
    order by top.score desc, top.key`);
  const links: AssistantLink[] = rows.map(({ type, key, title, url }) => ({ type, key, title, url: type === 'article' || !locale ? url : localePath(locale, url) }));
  const best = rows[0];
  if (!best || best.coverage < MIN_COVERAGE) return { answered: false, links: [] };
  return { answered: true, source: links[0]!, passage: cleanPassage(best.passage), links };
}

const cleanPassage = (passage: string) => passage.replace(/[\uE000\uE001]/g, '').trim();
