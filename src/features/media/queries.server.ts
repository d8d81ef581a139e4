import { and, count, desc, eq } from 'drizzle-orm';
import type { Episode, Video } from './types.ts';
import { getDb } from '../../platform/db/client.ts';
import { episodesTable, youtubeVideos } from '../../platform/db/schema.ts';
import { isPublicEpisode, isPublicVideo } from './visibility.server.ts';

export const HOME_VIDEOS = 5;
export const HOME_EPISODES = 12;
export const EPISODES_PER_PAGE = 20;

/** The newest long videos the owner has not hidden: those with a known duration passed the 300 s filter when synced. */
export async function latestVideos(limit = HOME_VIDEOS): Promise<Video[]> {
  return getDb()
    .select({
      videoId: youtubeVideos.videoId,
      title: youtubeVideos.title,
      description: youtubeVideos.description,
      thumbnail: youtubeVideos.thumbnailName,
      publishedAt: youtubeVideos.publishedAt,
    })
    .from(youtubeVideos)
    .where(isPublicVideo)
    .orderBy(desc(youtubeVideos.publishedAt))
    .limit(limit);
}

const episodeColumns = {
  slug: episodesTable.slug,
  name: episodesTable.name,
  description: episodesTable.description,
  publishedAt: episodesTable.publishedAt,
  durationMs: episodesTable.durationMs,
  externalUrl: episodesTable.externalUrl,
  imageUrl: episodesTable.imageUrl,
  audioUrl: episodesTable.audioUrl,
};

export async function latestEpisodes(limit = HOME_EPISODES, offset = 0): Promise<Episode[]> {
  return getDb()
    .select(episodeColumns)
    .from(episodesTable)
    .where(isPublicEpisode)
    .orderBy(desc(episodesTable.publishedAt), desc(episodesTable.guid))
    .limit(limit)
    .offset(offset);
}

export async function episodePage(page: number): Promise<{ episodes: Episode[]; pages: number }> {
  const [total] = await getDb().select({ n: count() }).from(episodesTable).where(isPublicEpisode);
  const pages = Math.max(1, Math.ceil((total?.n ?? 0) / EPISODES_PER_PAGE));
  const episodes = page <= pages ? await latestEpisodes(EPISODES_PER_PAGE, (page - 1) * EPISODES_PER_PAGE) : [];
  return { episodes, pages };
}

// What the podcast sync makes (podcast.ts slugFor), with room for slugs of an adopted database; a
// NUL or other control character would otherwise reach PostgreSQL and fail the page.
const POSSIBLE_SLUG = /^[^\u0000-\u001f\u007f/]{1,200}$/;

export async function episodeBySlug(slug: string): Promise<Episode | undefined> {
  if (!POSSIBLE_SLUG.test(slug) || !slug.isWellFormed()) return undefined;
  const [episode] = await getDb().select(episodeColumns).from(episodesTable).where(and(eq(episodesTable.slug, slug), isPublicEpisode));
  return episode;
}

export async function episodeSitemapEntries(): Promise<{ slug: string; publishedAt: Date }[]> {
  return getDb().select({ slug: episodesTable.slug, publishedAt: episodesTable.publishedAt }).from(episodesTable).where(isPublicEpisode);
}
