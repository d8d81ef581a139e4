import { sql } from 'drizzle-orm';
import type { SearchLanguage, SearchType } from '../../lib/limits.ts';
import { MARK_END, MARK_START, RESULTS_PER_PAGE } from '../../lib/search.ts';
import { getDb } from '../db/client.ts';
import { isPublicDocument } from './public-documents.ts';

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
 * The English configuration stems, the simple one matches Filipino words as typed. Each matching
 * document is ranked once, from the GIN index's matches, carrying only the columns the ordering needs;
 * title, body and the snippet are read for the page of results alone.
 */
async function runSearch(query: string, page: number): Promise<SearchPage> {
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
    ), matches as materialized (
      select type, key, language, url, date, ts_rank(tsv, q.query) as rank
      from search_documents, q
      where tsv @@ q.query and ${isPublicDocument('search_documents')}
    ), hits as (
      select * from matches
      order by rank desc, date desc nulls last, url
      limit ${RESULTS_PER_PAGE} offset ${(page - 1) * RESULTS_PER_PAGE}
    )
    select hits.type, hits.key, hits.language, d.title, hits.url, hits.date, (select count(*) from matches) as total,
           ts_headline(${documentConfig}, substr(d.body, greatest(1, strpos(lower(d.body), ${snippetAnchor(query)}) - ${SNIPPET_WINDOW / 4}), ${SNIPPET_WINDOW}), q.query, ${HEADLINE}) as snippet
    from hits join search_documents d using (type, key, language), q
    order by hits.rank desc, hits.date desc nulls last, hits.url`);
  const total = Number(rows[0]?.total ?? 0);
  return {
    hits: rows.map((r) => ({ ...r, date: r.date ? new Date(r.date) : null })),
    total,
    page,
    pages: Math.ceil(total / RESULTS_PER_PAGE),
  };
}

/** Results of recent searches, for as long as the index has not changed (any instance may change it). */
const recent = new Map<string, { generation: string; found: SearchPage }>();
const RECENT_MAX = 1000;

/** How long an instance trusts the index generation it read: a change shows in searches within this. */
const GENERATION_TTL_MS = 1000;
let generationRead: { generation: string; at: number } | undefined;

/** This instance changed the index: its next search reads the generation afresh. */
export function indexChanged() {
  generationRead = undefined;
}

/**
 * Changes whenever a document is added, changed or removed: the row count, and the sum of the rows'
 * xmin (every insert or update writes a row version with its own transaction id). Not updated_at:
 * a change from an instance whose clock is behind, or a transaction that commits after a later one,
 * can leave the latest update where it was.
 */
async function indexGeneration(): Promise<string> {
  if (generationRead && Date.now() - generationRead.at < GENERATION_TTL_MS) return generationRead.generation;
  const { rows } = await getDb().execute<{ generation: string }>(
    sql`select count(*) || '/' || coalesce(sum(xmin::text::bigint), 0) as generation from search_documents`,
  );
  generationRead = { generation: rows[0]!.generation, at: Date.now() };
  return generationRead.generation;
}

/**
 * One page of documents matching a query in the search-box syntax ("quoted phrase", -word, or), in
 * either language. Visitors search for the same few things: an unchanged index answers them from memory.
 */
export async function searchSite(query: string, page: number): Promise<SearchPage> {
  const generation = await indexGeneration();
  const key = `${page} ${query}`;
  const hit = recent.get(key);
  if (hit?.generation === generation) return hit.found;
  const found = await runSearch(query, page);
  recent.delete(key);
  recent.set(key, { generation, found });
  if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value!);
  return found;
}

/** A Server-Timing header value for the time a results page took to find (the benchmark reads it). */
export const searchTiming = (ms: number) => `search;dur=${ms.toFixed(1)}`;
