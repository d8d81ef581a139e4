import { sql } from 'drizzle-orm';
import { getDb } from '../../platform/db/client.ts';

/** How long an instance trusts the generation it read: a change shows in searches within this. */
const GENERATION_TTL_MS = 1000;
let read: { generation: string; documents: number; at: number } | undefined;

/** This instance changed the index or the synonyms: its next search reads the generation afresh. */
export function indexChanged() {
  read = undefined;
}

/**
 * The generation changes whenever a document or a synonym group is added, changed or removed: the
 * row counts, and the sums of the rows' xmin (every insert or update writes a row version with its
 * own transaction id). Not updated_at: a change from an instance whose clock is behind, or a
 * transaction that commits after a later one, can leave the latest update where it was. Articles'
 * versions count too: an unpublished article leaves every answer at once, before its document goes.
 */
async function indexState() {
  if (read && Date.now() - read.at < GENERATION_TTL_MS) return read;
  const { rows } = await getDb().execute<{ documents: string; generation: string }>(sql`
    select d.documents, d.documents || '/' || d.versions || '/' || s.groups || '/' || s.versions || '/' || a.versions as generation
    from (select count(*) as documents, coalesce(sum(xmin::text::bigint), 0) as versions from search_documents) as d,
         (select count(*) as groups, coalesce(sum(xmin::text::bigint), 0) as versions from search_synonyms) as s,
         (select coalesce(sum(xmin::text::bigint), 0) as versions from article_versions) as a`);
  read = { generation: rows[0]!.generation, documents: Number(rows[0]!.documents), at: Date.now() };
  return read;
}

export const indexGeneration = async () => (await indexState()).generation;

/**
 * How many documents are indexed (as of the generation read): a term's rarity, ln(documents / with
 * the term), is counted against it. At least 1, so the logarithm holds for an empty index too.
 */
export const indexedDocuments = async () => Math.max(1, (await indexState()).documents);
