import { sql } from 'drizzle-orm';
import { getDb } from '../db/client.ts';

/** How long an instance trusts the generation it read: a change shows in searches within this. */
const GENERATION_TTL_MS = 1000;
let generationRead: { generation: string; at: number } | undefined;

/** This instance changed the index or the synonyms: its next search reads the generation afresh. */
export function indexChanged() {
  generationRead = undefined;
}

/**
 * Changes whenever a document or a synonym group is added, changed or removed: the row counts, and
 * the sums of the rows' xmin (every insert or update writes a row version with its own transaction
 * id). Not updated_at: a change from an instance whose clock is behind, or a transaction that
 * commits after a later one, can leave the latest update where it was.
 */
export async function indexGeneration(): Promise<string> {
  if (generationRead && Date.now() - generationRead.at < GENERATION_TTL_MS) return generationRead.generation;
  const { rows } = await getDb().execute<{ generation: string }>(sql`
    select (select count(*) || '/' || coalesce(sum(xmin::text::bigint), 0) from search_documents)
      || '/' || (select count(*) || '/' || coalesce(sum(xmin::text::bigint), 0) from search_synonyms) as generation`);
  generationRead = { generation: rows[0]!.generation, at: Date.now() };
  return generationRead.generation;
}
