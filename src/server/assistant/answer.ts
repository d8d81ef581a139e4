import { sql } from 'drizzle-orm';
import { questionLanguage, type AssistantAnswer, type AssistantLink } from '../../lib/assistant.ts';
import type { SearchLanguage, SearchType } from '../../lib/limits.ts';
import { MARK_END, MARK_START } from '../../lib/search.ts';
import { localePath } from '../../i18n/locales.ts';
import { getDb } from '../db/client.ts';
import { plainQuery } from '../../lib/search-words.ts';
import { documentConfig, RANK_WEIGHTS } from '../search/query.ts';
import { anyAlternative, bothConfigurations, queryTerms } from '../search/terms.ts';

/** Below this share of the question's terms found in the best document, it is not a good answer. */
const MIN_COVERAGE = 0.5;
/**
 * The relevance floor: the share of what the question is about, each term weighed by its rarity on
 * the site (a word the site never uses weighs most), that the best document says it is about, in its
 * title, summary or headings. "What is the capital of France?" finds "capital" in one article's text,
 * and "France" nowhere: it is below.
 */
const MIN_RELEVANCE = Number(process.env['FLOOR'] ?? 0.1);
/** A long question is searched by its first this many terms. */
const MAX_TERMS = 12;
const LINKS = 3;

type Candidate = {
  type: SearchType;
  key: string;
  language: SearchLanguage;
  title: string;
  url: string;
  coverage: number;
  relevance: number;
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
  const terms = (await queryTerms(plainQuery(question), 'apply')).terms.slice(0, MAX_TERMS);
  if (terms.length === 0) return { answered: false, links: [] };
  const any = bothConfigurations(terms.map(anyAlternative).join(' | '));
  const language = locale ?? questionLanguage(question);
  // Each term weighs by how rare it is on the site (inverse document frequency) times its ts_rank in
  // the document (how often; title, summary, body); ts_rank alone lets common words ("abroad")
  // decide. An article's two languages count together: a Taglish question matches both.
  const { rows } = await getDb().execute<Candidate>(sql`
    with words as (
      select w.n, ${bothConfigurations(sql`w.q`)} as query
      from unnest(${sql.param(terms.map(anyAlternative))}::text[]) with ordinality as w(q, n)
    ), weighted as (
      select words.*, ln((select count(*) from search_documents)::float / greatest(1, (select count(*) from search_documents d where d.tsv @@ words.query))) + 0.1 as idf
      from words
    ), per_word as (
      select d.type, d.key, weighted.n, max(weighted.idf) as idf, max(weighted.idf * ts_rank(${RANK_WEIGHTS}::real[], d.tsv, weighted.query)) as score,
             bool_or(ts_rank('{0, 0, 1, 1}', d.tsv, weighted.query) > 0) as in_head
      from search_documents d join weighted on d.tsv @@ weighted.query
      group by d.type, d.key, weighted.n
    ), top as (
      select type, key, sum(score) as score, count(*) as matched, sum(idf) as matched_idf, coalesce(sum(idf) filter (where in_head), 0) as head_idf
      from per_word group by type, key
      order by score desc, key limit ${LINKS}
    ), q as (
      select ${any} as query
    )
    select top.type, top.key, doc.language, doc.title, doc.url, top.matched::float / ${terms.length} as coverage,
           top.head_idf / (select sum(idf) from weighted) as relevance, quoted.passage
    from top cross join q cross join lateral (
      select d.*, ${documentConfig} as config from search_documents d
      where d.type = top.type and d.key = top.key
      order by ${locale ? sql`(d.language = ${locale} and d.tsv @@ q.query) desc,` : sql``} ts_rank(d.tsv, q.query) * case when d.language = ${language} then 1.5 else 1 end desc
      limit 1
    ) as doc cross join lateral (
      select ts_headline(doc.config, doc.body, q.query, ${`StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=45, MinWords=20, MaxFragments=1`}) as passage
    ) as quoted
    order by top.score desc, top.key`);
  const links: AssistantLink[] = rows.map(({ type, key, title, url }) => ({ type, key, title, url: type === 'article' || !locale ? url : localePath(locale, url) }));
  const best = rows[0];
  if (process.env['DEBUG_ASSISTANT']) console.log(JSON.stringify({ question, terms: terms.map((t) => t.alternatives.join('|')), best: best && { key: best.key, coverage: best.coverage.toFixed(2), relevance: Number(best.relevance).toFixed(2) } }));
  if (!best || best.coverage < MIN_COVERAGE || best.relevance < MIN_RELEVANCE) return { answered: false, links: [] };
  return { answered: true, source: links[0]!, passage: cleanPassage(best.passage), links };
}

const cleanPassage = (passage: string) => passage.replace(/[\uE000\uE001]/g, '').trim();
