import { asc, eq, sql } from 'drizzle-orm';
import { textWords } from './search-words.ts';
import { getDb } from '../../platform/db/client.ts';
import { searchSynonyms } from '../../platform/db/schema.ts';
import { indexChanged, indexGeneration } from './generation.server.ts';

export interface SynonymGroup {
  id: string;
  terms: string[];
}

/** The owner's list, oldest first (the topics' groups the site started with, then the owner's). */
export async function listSynonymGroups(): Promise<SynonymGroup[]> {
  return getDb().select({ id: searchSynonyms.id, terms: searchSynonyms.terms }).from(searchSynonyms).orderBy(asc(searchSynonyms.createdAt), asc(searchSynonyms.id));
}

/** Adds a group; false when the same words already make a group (in any order). */
export async function addSynonymGroup(terms: string[]): Promise<boolean> {
  const added = await getDb().execute(sql`
    insert into search_synonyms (terms)
    select ${sql.param(terms)}::text[]
    where not exists (select 1 from search_synonyms where terms @> ${sql.param(terms)}::text[] and terms <@ ${sql.param(terms)}::text[])
    on conflict (terms) do nothing`);
  indexChanged();
  return (added.rowCount ?? 0) > 0;
}

/** Removes a group; false when it was already gone. */
export async function removeSynonymGroup(id: string): Promise<boolean> {
  const removed = await getDb().delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning({ id: searchSynonyms.id });
  indexChanged();
  return removed.length > 0;
}

/** Each word or phrase of every group (its words joined by one space), and all the terms that mean the same. */
export interface Synonyms {
  of: Map<string, string[]>;
  /** The most words a term has: how far ahead a query is read for one. */
  longest: number;
}

let known: { generation: string; synonyms: Synonyms } | undefined;

const build = (groups: string[][]): Synonyms => {
  const of = new Map<string, string[]>();
  let longest = 1;
  for (const group of groups) {
    const terms = group.map((term) => textWords(term).join(' ')).filter(Boolean);
    for (const term of terms) {
      of.set(term, [...new Set([...(of.get(term) ?? [term]), ...terms])]);
      longest = Math.max(longest, term.split(' ').length);
    }
  }
  return { of, longest };
};

/** The synonym groups as search reads them, read again whenever the index or the groups changed. */
export async function siteSynonyms(): Promise<Synonyms> {
  const generation = await indexGeneration();
  if (known?.generation !== generation) {
    const rows = await getDb().select({ terms: searchSynonyms.terms }).from(searchSynonyms);
    known = { generation, synonyms: build(rows.map((r) => r.terms)) };
  }
  return known.synonyms;
}
