import { sql, type SQL } from 'drizzle-orm';
import { stories } from '../../platform/db/schema.ts';
import { isPublished } from '../stories/index.server.ts';

/**
 * Search and the assistant show a document only while what it stands for is public (ADR 040): a story's
 * document only while the story passes the one published test. Taking a story down also deletes its
 * document in the same transaction; this keeps a document that was left behind (by an older version's
 * Decline, or by a future bug) out of every answer. `documents` is the name the query gives search_documents.
 */
export const isPublicDocument = (documents: string): SQL =>
  sql`(${sql.identifier(documents)}.type <> 'story' or exists (select 1 from ${stories} where ${stories.slug} = ${sql.identifier(documents)}.key and ${isPublished}))`;
