import { sql } from 'drizzle-orm';
import type { SearchLanguage, SearchType } from '../../lib/limits.ts';
import { MARK_END, MARK_START, RESULTS_PER_PAGE } from '../../lib/search.ts';
import { getDb } from '../db/client.ts';

export interface SearchHit {
  type: SearchType;
  key: string;
  language: SearchLanguage;
  title: string;
  url: string;
  date: Date | null;
  /** ts_headline's snippet: matched words between MARK_START and MARK_END. */
  snippet: string;
}

export interface SearchPage {
  hits: SearchHit[];
  total: number;
  page: number;
  pages: number;
}

/** The configuration a document's language was indexed with (see the search_documents.tsv column). */
export const documentConfig = sql`case when language = 'en' then 'kwento_en'::regconfig else 'kwento_simple'::regconfig end`;

const HEADLINE = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "`;
/** ts_headline parses all the text it is given: it gets this many characters around the first hit. */
const SNIPPET_WINDOW = 1200;

/**
 * Where in a document to look for the snippet: the start of the query's longest word (its first five
 * letters, so "saving" finds "savings"). A document without it gets its opening, which is its summary.
 */
function snippetAnchor(query: string): string {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [];
  return (words.sort((a, b) => b.length - a.length)[0] ?? '').slice(0, 5);
}

/**
 * One page of documents matching a query in the search-box syntax ("quoted phrase", -word, or), in
 * either language: the English configuration stems, the simple one matches Filipino words as typed.
 */
export async function searchSite(query: string, page: number): Promise<SearchPage> {
  const { rows } = await getDb().execute<{
    type: SearchType;
    key: string;
    language: SearchLanguage;
    title: string;
    url: string;
    date: string | null;
    snippet: string;
    total: string;
  }>(sql`
    with q as (
      select websearch_to_tsquery('kwento_en', ${query}) || websearch_to_tsquery('kwento_simple', ${query}) as query
    ), hits as (
      select type, key, language, title, body, url, date, ts_rank(tsv, q.query) as rank, count(*) over () as total
      from search_documents, q
      where tsv @@ q.query
      order by rank desc, date desc nulls last, url
      limit ${RESULTS_PER_PAGE} offset ${(page - 1) * RESULTS_PER_PAGE}
    )
    select type, key, language, title, url, date, total,
           ts_headline(${documentConfig}, substr(body, greatest(1, strpos(lower(body), ${snippetAnchor(query)}) - ${SNIPPET_WINDOW / 4}), ${SNIPPET_WINDOW}), q.query, ${HEADLINE}) as snippet
    from hits, q
    order by rank desc, date desc nulls last, url`);
  const total = Number(rows[0]?.total ?? 0);
  return {
    hits: rows.map((r) => ({ ...r, date: r.date ? new Date(r.date) : null })),
    total,
    page,
    pages: Math.ceil(total / RESULTS_PER_PAGE),
  };
}
