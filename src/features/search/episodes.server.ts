import { htmlToText } from './text.server.ts';
import { getDb } from '../../platform/db/client.ts';
import { episodesTable } from '../../platform/db/schema.ts';
import { indexDocuments, type SearchDocument } from './documents.server.ts';
import { isPublicEpisode } from '../media/index.server.ts';

/** An episode as search and the assistant know it. */
export const episodeDocument = (e: { slug: string; name: string; description: string; publishedAt: Date }): SearchDocument => ({
  type: 'episode',
  key: e.slug,
  locale: 'en',
  title: e.name,
  body: htmlToText(e.description),
  url: `/podcast/${e.slug}`,
  date: e.publishedAt,
});

/** Indexes every public podcast episode (after a sync: new ones and changed show notes); a hidden one stays out. */
export async function indexEpisodes(): Promise<number> {
  const episodes = await getDb()
    .select({ slug: episodesTable.slug, name: episodesTable.name, description: episodesTable.description, publishedAt: episodesTable.publishedAt })
    .from(episodesTable)
    .where(isPublicEpisode);
  await indexDocuments(episodes.map(episodeDocument));
  return episodes.length;
}
