import { sql, type SQL } from 'drizzle-orm';
import { articleVersions, episodesTable, stories } from '../../platform/db/schema.ts';
import { isPublished } from '../stories/index.server.ts';
import { isPublic as isPublicArticle } from '../articles/index.server.ts';
import { isPublicEpisode } from '../media/index.server.ts';

/**
 * Search and the assistant show a document only while what it stands for is public (ADR 040): a story's
 * document only while the story passes the one published test, an article's only while its version in
 * that language passes the articles' one (ADR 051), an episode's only while the episode does. Taking
 * any of them down also deletes its documents in the same transaction; this keeps a document that
 * was left behind (by an older version, or by a future bug) out of every answer. `documents` is the name
 * the query gives search_documents.
 */
export const isPublicDocument = (documents: string): SQL =>
  sql`(case ${sql.identifier(documents)}.type
    when 'story' then exists (select 1 from ${stories} where ${stories.slug} = ${sql.identifier(documents)}.key and ${isPublished})
    when 'article' then exists (select 1 from ${articleVersions} where ${articleVersions.slug} = ${sql.identifier(documents)}.key and ${articleVersions.locale} = ${sql.identifier(documents)}.language and ${isPublicArticle})
    when 'episode' then exists (select 1 from ${episodesTable} where ${episodesTable.slug} = ${sql.identifier(documents)}.key and ${isPublicEpisode})
    else false end)`;
