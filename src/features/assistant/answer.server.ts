import { sql } from 'drizzle-orm';
import { questionLocale, type AssistantAnswer, type AssistantLink } from './assistant.ts';
import type { SearchLocale, SearchType } from '../../platform/limits.ts';
import { MARK_END, MARK_START, plainQuery } from '../search/index.server.ts';
import { isPublicDocument, documentConfig, RANK_WEIGHTS, indexedDocuments, anyTerm, bothConfigurations, queryTerms, termQueries } from '../search/index.server.ts';
import { localePath } from '../../i18n/locales.ts';
import { getDb } from '../../platform/db/client.ts';

/*
 * The relevance floor (ADR 043). A question gets a quoted answer only when all three hold:
 * - the best document has at least half of its terms (MIN_COVERAGE);
 * - that document says it is about some of it: the share of the question, each term weighed by its
 *   rarity on the site (a word the site never uses weighs most), found in its title, summary or
 *   headings reaches MIN_RELEVANCE. "What is the capital of France?" finds "capital" in one article's
 *   text and "France" nowhere: 0;
 * - the question touches a topic of the site: one of its terms is in the synonym table (the owner's
 *   list of the site's topics) or in the title of some document. "Who will win the NBA finals this
 *   year?" finds "finally" and "year" in an article's summary, but neither is a topic.
 * Below it the assistant says what it can help with and offers search and the contact form.
 */
const MIN_COVERAGE = 0.5;
const MIN_RELEVANCE = 0.1;
/** A long question is searched by its first this many terms. */
const MAX_TERMS = 12;
const LINKS = 3;

type Candidate = {
  type: SearchType;
  key: string;
  locale: SearchLocale;
  title: string;
  url: string;
  coverage: number;
  relevance: number;
  /** Some term of the question is in the title of some document. */
  titled: boolean;
  passage: string;
};

/**
 * Quotes the passage of the best matching document that holds most of the question's words, and links
 * up to three documents. Nothing is composed: below the relevance floor the answer says so.
 * An article is quoted in the page's language (`locale`; else the question's) whenever its version
 * there holds any of the question's words; episodes and stories link to their page in that language.
 */
export async function answerQuestion(question: string, locale?: SearchLocale): Promise<AssistantAnswer> {
  const terms = (await queryTerms(plainQuery(question), 'apply')).terms.slice(0, MAX_TERMS);
  if (terms.length === 0) return { answered: false, links: [] };
  const any = bothConfigurations(anyTerm(terms));
  const documents = await indexedDocuments();
  const answerLocale = locale ?? questionLocale(question);
  // Each term weighs by how rare it is on the site (inverse document frequency) times its ts_rank in
  // the document (how often; title, summary, body); ts_rank alone lets common words ("abroad")
  // decide. An article's two languages count together: a Taglish question matches both.
  const { rows } = await getDb().execute<Candidate>(sql`
    with terms as materialized (${termQueries(terms, documents)}
    ), hits as materialized (
      select d.type, d.key, terms.n, ts_rank(${RANK_WEIGHTS}::real[], d.tsv, terms.ranked) * terms.size as rank,
             ts_rank('{0, 0, 1, 1}', d.tsv, terms.query) > 0 as in_head, ts_rank('{0, 0, 0, 1}', d.tsv, terms.query) > 0 as in_title
      from search_documents d join terms on d.tsv @@ terms.query
      where ${isPublicDocument('d')}
    ), weighted as (
      select t.n, ln(${documents}::float / greatest(1, count(hits.n))) + 0.1 as idf
      from generate_series(1, ${terms.length}) as t(n) left join hits using (n)
      group by t.n
    ), per_word as (
      select type, key, n, max(idf) as idf, max(idf * rank) as score, bool_or(in_head) as in_head
      from hits join weighted using (n)
      group by type, key, n
    ), top as (
      select type, key, sum(score) as score, count(*) as matched, coalesce(sum(idf) filter (where in_head), 0) as head_idf
      from per_word group by type, key
      order by score desc, key limit ${LINKS}
    ), q as (
      select ${any} as query
    )
    select top.type, top.key, doc.language as locale, doc.title, doc.url, top.matched::float / ${terms.length} as coverage,
           top.head_idf / (select sum(idf) from weighted) as relevance, (select bool_or(in_title) from hits) as titled, quoted.passage
    from top cross join q cross join lateral (
      select d.*, ${documentConfig} as config from search_documents d
      where d.type = top.type and d.key = top.key and ${isPublicDocument('d')}
      order by ${locale ? sql`(d.language = ${locale} and d.tsv @@ q.query) desc,` : sql``} ts_rank(d.tsv, q.query) * case when d.language = ${answerLocale} then 1.5 else 1 end desc
      limit 1
    ) as doc cross join lateral (
      select ts_headline(doc.config, doc.body, q.query, ${`StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=45, MinWords=20, MaxFragments=1`}) as passage
    ) as quoted
    order by top.score desc, top.key`);
  const links: AssistantLink[] = rows.map(({ type, key, title, url }) => ({ type, key, title, url: type === 'article' || !locale ? url : localePath(locale, url) }));
  const best = rows[0];
  if (!best || !(best.titled || terms.some((t) => t.topic)) || best.coverage < MIN_COVERAGE || best.relevance < MIN_RELEVANCE) return { answered: false, links: [] };
  return { answered: true, source: links[0]!, passage: cleanPassage(best.passage), links };
}

const cleanPassage = (passage: string) => passage.replace(/[\uE000\uE001]/g, '').trim();
