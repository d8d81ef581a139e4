import { htmlToText } from './text.server.ts';
import { getDb } from '../../platform/db/client.ts';
import { episodesTable } from '../../platform/db/schema.ts';
import { indexDocuments } from './documents.server.ts';

/** Indexes every stored podcast episode (after a sync: new ones and changed show notes). */
export async function indexEpisodes(): Promise<number> {
  const episodes = await getDb()
    .select({ slug: episodesTable.slug, name: episodesTable.name, description: episodesTable.description, publishedAt: episodesTable.publishedAt })
    .from(episodesTable);
  await indexDocuments(
    episodes.map((e) => ({
      type: 'episode' as const,
      key: e.slug,
      locale: 'en' as const,
      title: e.name,
      body: htmlToText(e.description),
      url: `/podcast/${e.slug}`,
      date: e.publishedAt,
    })),
  );
  return episodes.length;
}
