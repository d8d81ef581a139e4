import { SEARCH_QUERY_MAX } from '../../platform/limits.ts';

/**
 * ts_headline wraps matched words in these. They are private-use characters, removed from every
 * indexed text, so a mark in a snippet can only come from PostgreSQL.
 */
export const MARK_START = '\uE000';
export const MARK_END = '\uE001';
const MARKERS = /[\uE000\uE001]/g;

export const RESULTS_PER_PAGE = 10;

export interface SnippetPart {
  text: string;
  marked: boolean;
}

/** A ts_headline snippet as plain-text parts; the component renders them (React escapes the text). */
export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [index, piece] of headline.split(MARK_START).entries()) {
    const [marked, rest] = index === 0 ? [undefined, piece] : splitOnce(piece, MARK_END);
    if (marked) parts.push({ text: marked, marked: true });
    if (rest) parts.push({ text: rest, marked: false });
  }
  return parts;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + separator.length)];
}

/** Text that goes into the index: without the snippet markers. */
export const indexableText = (text: string) => text.replace(MARKERS, '');

export type SearchQuery = { ok: true; query: string; truncated: boolean } | { ok: false };

/** The query as searched: trimmed, at most SEARCH_QUERY_MAX characters (a longer one is cut, and said so). */
export function readSearchQuery(raw: string | null): SearchQuery {
  const query = (raw ?? '').replace(/\s+/g, ' ').trim();
  if (!query) return { ok: false };
  if (query.length <= SEARCH_QUERY_MAX) return { ok: true, query, truncated: false };
  return { ok: true, query: query.slice(0, SEARCH_QUERY_MAX).trim(), truncated: true };
}

/** The parameter that asks for a query as typed, without the site's spelling (the link under corrected results). */
export const AS_TYPED = { spelling: 'as-typed' } as const;
export const readAsTyped = (params: URLSearchParams) => params.get('spelling') === AS_TYPED.spelling;

/** A results page number from ?page=, or undefined when it is not one. */
export function readPageNumber(raw: string | null): number | undefined {
  if (raw === null) return 1;
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : undefined;
}
