import { sql, type SQL } from 'drizzle-orm';
import type { SearchLocale, SearchType } from '../../platform/limits.ts';
import { MARK_END, MARK_START, RESULTS_PER_PAGE } from './search.ts';
import { foldText, parseSearchQuery } from './search-words.ts';
import { getDb } from '../../platform/db/client.ts';
import { isPublicDocument } from './public-documents.server.ts';
import { indexedDocuments, indexGeneration } from './generation.server.ts';
import { anyPhrase, anyTerm, bothConfigurations, queryTerms, termQueries, type QueryTerms, type SearchTerm } from './terms.server.ts';

export interface SearchHit {
  type: SearchType;
  key: string;
  locale: SearchLocale;
  title: string;
  url: string;
  date: Date | null;
  /** ts_headline's snippet: matched words between MARK_START and MARK_END. */
  snippet: string;
}

export interface SearchPage {
  /** Documents with every word of the query (or a synonym of it), best first. */
  hits: SearchHit[];
  total: number;
  page: number;
  pages: number;
  /** When fewer than FEW_RESULTS have every word: the best documents with some of them. */
  partial: SearchHit[];
  /** The results are for this spelling of the query, with the site's own words: the visitor's found nothing. */
  correctedTo?: string;
  /** A spelling of the query with the site's own words, offered as a link. */
  didYouMean?: string;
}

/** Below this many documents with every word, the page adds the best matches of some of them. */
export const FEW_RESULTS = 3;

/** The configuration a document's language was indexed with (see the search_documents.tsv column). */
export const documentConfig = sql`case when language = 'en' then 'kwento_en'::regconfig else 'kwento_simple'::regconfig end`;

/** ts_rank's weights for the labels D, C (body), B (summary), A (title): a word in the title counts most. */
export const RANK_WEIGHTS = '{0.1, 0.2, 0.5, 1.0}';

const HEADLINE = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "`;
/** ts_headline parses all the text it is given: it gets this many characters around the first hit. */
const SNIPPET_WINDOW = 1200;

/**
 * Where in a document to look for the snippet: the start of the query's longest word (its first five
 * letters, so "saving" finds "savings"). A document without it gets its opening, which is its summary.
 */
function snippetAnchor(terms: SearchTerm[]): string {
  const words = terms.flatMap((t) => t.typed.split(' ')).filter((w) => w.length >= 3);
  return (words.sort((a, b) => b.length - a.length)[0] ?? '').slice(0, 5);
}

type Row = Omit<SearchHit, 'date'> & { date: string | null; complete: boolean; total: string };

/**
 * The documents with every term are found through the GIN index with one query (the index intersects
 * the terms), and each is ranked: per term it has, ts_rank (title above summary above body) times the
 * term's rarity, summed, so a common word ("abroad") cannot outweigh the one that says what is asked.
 * Only when fewer than FEW_RESULTS have every term are the documents with some of them found and
 * ranked the same way; the best follow, as "some of your words". Title, body and the snippet are read
 * for the documents shown alone.
 */
async function runSearch({ terms, excluded }: QueryTerms, page: number): Promise<Omit<SearchPage, 'correctedTo' | 'didYouMean'>> {
  if (terms.length === 0) return { hits: [], total: 0, page, pages: 0, partial: [] };
  const left = excluded.length > 0 ? bothConfigurations(anyPhrase(excluded)) : sql`null::tsquery`;
  const documents = await indexedDocuments();
  const every = sql.join(terms.map((term) => bothConfigurations(anyPhrase(term.alternatives))), sql` && `);
  const some = bothConfigurations(anyTerm(terms));
  // A document's score: each of its terms' rank times the term's rarity (a word in no document weighs most).
  const score = (has: SQL) => sql`(select sum(ts_rank(${RANK_WEIGHTS}::real[], d.tsv, terms.ranked) * terms.size * coalesce(terms.idf, ln(${documents}::float) + 0.1)) from terms where ${has})`;
  const { rows } = await getDb().execute<Row>(sql`
    with terms as materialized (${termQueries(terms, documents)}
    ), complete as materialized (
      select d.type, d.key, d.language, d.url, d.date, true as complete, ${score(sql`true`)} as score
      from search_documents d
      where d.tsv @@ (${every}) and ${isPublicDocument('d')} and not coalesce(d.tsv @@ ${left}, false)
    ), total as (
      select count(*) as total from complete
    ), partial as materialized (
      select d.type, d.key, d.language, d.url, d.date, false as complete, ${score(sql`d.tsv @@ terms.query`)} as score
      from search_documents d
      where (select total from total) < ${FEW_RESULTS} and d.tsv @@ ${some} and ${isPublicDocument('d')} and not d.tsv @@ (${every}) and not coalesce(d.tsv @@ ${left}, false)
    ), shown as (
      (select * from complete order by score desc, date desc nulls last, url limit ${RESULTS_PER_PAGE} offset ${(page - 1) * RESULTS_PER_PAGE})
      union all
      (select * from partial order by score desc, date desc nulls last, url limit ${RESULTS_PER_PAGE})
    ), q as (
      select ${some} as query
    )
    select shown.type, shown.key, shown.language as locale, d.title, shown.url, shown.date, shown.complete, (select total from total) as total,
           ts_headline(${documentConfig}, substr(d.summary || ' ' || d.body, greatest(1, strpos(lower(d.summary || ' ' || d.body), ${snippetAnchor(terms)}) - ${SNIPPET_WINDOW / 4}), ${SNIPPET_WINDOW}), q.query, ${HEADLINE}) as snippet
    from shown join search_documents d using (type, key, language), q
    order by shown.complete desc, shown.score desc, shown.date desc nulls last, shown.url`);
  const total = Number(rows[0]?.total ?? 0);
  const hit = ({ complete: _complete, total: _total, ...r }: Row): SearchHit => ({ ...r, date: r.date ? new Date(r.date) : null });
  return {
    hits: rows.filter((r) => r.complete).map(hit),
    partial: rows.filter((r) => !r.complete).map(hit),
    total,
    page,
    pages: Math.ceil(total / RESULTS_PER_PAGE),
  };
}

/** The query with each misspelt word replaced by the site's word, the rest as typed. */
function correctedQuery(query: string, terms: SearchTerm[]): string | undefined {
  const corrections = new Map(terms.flatMap((t) => (t.correction ? [[t.correction.word, t.correction.to] as const] : [])));
  if (corrections.size === 0) return undefined;
  return query.replace(/[\p{L}\p{N}]+/gu, (word) => corrections.get(foldText(word)) ?? word);
}

/**
 * All words first, then some of them. A query with a word the site does not use (which therefore has
 * no result with every word) is searched again spelt with the site's own words. That spelling's
 * results are shown instead when it has results with every word, or when the query as typed found
 * nothing at all (then its best matches of some words are shown, labelled as such); when both have
 * only some words, the visitor's stay and the spelling is offered. `asTyped` (the visitor asked for
 * the query as typed) never substitutes, only offers.
 */
async function findResults(query: string, page: number, asTyped: boolean): Promise<SearchPage> {
  const terms = await queryTerms(parseSearchQuery(query), 'propose');
  const found = await runSearch(terms, page);
  const corrected = correctedQuery(query, terms.terms);
  if (!corrected || found.total > 0) return found;
  const instead = await runSearch(await queryTerms(parseSearchQuery(corrected), 'propose'), page);
  const insteadFound = instead.total > 0 || instead.partial.length > 0;
  if (!asTyped && (instead.total > 0 || (found.partial.length === 0 && insteadFound))) return { ...instead, correctedTo: corrected };
  return insteadFound ? { ...found, didYouMean: corrected } : found;
}

/** Results of recent searches, for as long as the index and the synonyms have not changed (any instance may change them). */
const recent = new Map<string, { generation: string; found: SearchPage }>();
const RECENT_MAX = 1000;

/**
 * One page of documents matching a query in the search-box syntax ("quoted phrase", -word, or), in
 * either language; `asTyped` keeps the visitor's spelling (see findResults). Visitors search for the
 * same few things: an unchanged index answers them from memory.
 */
export async function searchSite(query: string, page: number, asTyped = false): Promise<SearchPage> {
  const generation = await indexGeneration();
  const key = `${page} ${asTyped ? 'as-typed' : 'corrected'} ${query}`;
  const hit = recent.get(key);
  if (hit?.generation === generation) return hit.found;
  const found = await findResults(query, page, asTyped);
  recent.delete(key);
  recent.set(key, { generation, found });
  if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value!);
  return found;
}

/** A Server-Timing header value for the time a results page took to find (the benchmark reads it). */
export const searchTiming = (ms: number) => `search;dur=${ms.toFixed(1)}`;
