import { and, desc, eq, not, type SQL } from 'drizzle-orm';
import { getDb } from '../../platform/db/client.ts';
import { episodesTable, youtubeVideos } from '../../platform/db/schema.ts';
import type { MediaStatus } from '../../platform/limits.ts';
import { isUuid } from '../../platform/uuid.ts';
import { episodeDocument, indexCommitted, indexDocument, removeDocument } from '../search/index.server.ts';
import { episodeUrl, watchUrl, type MediaKind, type OwnerMediaItem } from './types.ts';

/**
 * The one test of "public" for an episode and for a video (ADR 040): the home page, /podcast, an
 * episode's page, the sitemap, the weekly digest, search and the assistant all read through these.
 * The sync stores new ones as published and never sets the status; only the owner hides one.
 */
export const isPublicEpisode: SQL = eq(episodesTable.status, 'published');
export const isPublicVideo: SQL = eq(youtubeVideos.status, 'published');

// A YouTube video id (11 characters today); anything else is simply not found, never a database error.
const POSSIBLE_VIDEO_ID = /^[A-Za-z0-9_-]{1,64}$/;
const possibleId = (kind: MediaKind, id: string) => (kind === 'video' ? POSSIBLE_VIDEO_ID.test(id) : isUuid(id));

/**
 * The owner hides an episode or a video, or shows it again. For an episode the status and its search
 * document change in one transaction, so no reader sees one without the other; the home page's
 * render cache hears of it from the tables' triggers at commit (drizzle/0005). Answers whether there
 * was such an episode or video.
 */
export async function setMediaStatus(kind: MediaKind, id: string, status: MediaStatus): Promise<boolean> {
  if (!possibleId(kind, id)) return false;
  if (kind === 'video') {
    const rows = await getDb().update(youtubeVideos).set({ status }).where(eq(youtubeVideos.videoId, id)).returning({ id: youtubeVideos.videoId });
    return rows.length > 0;
  }
  const changed = await getDb().transaction(async (tx) => {
    const [episode] = await tx
      .update(episodesTable)
      .set({ status })
      .where(eq(episodesTable.id, id))
      .returning({ slug: episodesTable.slug, name: episodesTable.name, description: episodesTable.description, publishedAt: episodesTable.publishedAt });
    if (!episode) return false;
    if (status === 'hidden') await removeDocument('episode', episode.slug, tx);
    else await indexDocument(episodeDocument(episode), tx);
    return true;
  });
  if (changed) await indexCommitted();
  return changed;
}

/** An episode that the owner hid: its page answers 410 Gone, as a taken-down story's does. */
export async function episodeHidden(slug: string): Promise<boolean> {
  if (!/^[^\u0000-\u001f\u007f/]{1,200}$/.test(slug) || !slug.isWellFormed()) return false;
  const [row] = await getDb().select({ id: episodesTable.id }).from(episodesTable).where(and(eq(episodesTable.slug, slug), not(isPublicEpisode)));
  return row !== undefined;
}

const episodeItem = { id: episodesTable.id, title: episodesTable.name, publishedAt: episodesTable.publishedAt, status: episodesTable.status, slug: episodesTable.slug };
const videoItem = { id: youtubeVideos.videoId, title: youtubeVideos.title, publishedAt: youtubeVideos.publishedAt, status: youtubeVideos.status };
const episodeOf = ({ slug, ...episode }: { slug: string } & Omit<OwnerMediaItem, 'url'>): OwnerMediaItem => ({ ...episode, url: episodeUrl(slug) });
const videoOf = (video: Omit<OwnerMediaItem, 'url'>): OwnerMediaItem => ({ ...video, url: watchUrl(video.id) });

/** Every stored episode and video, newest first, hidden ones included: the owner's media page. */
export async function mediaForOwner(): Promise<{ episodes: OwnerMediaItem[]; videos: OwnerMediaItem[] }> {
  const db = getDb();
  const [episodes, videos] = await Promise.all([
    db.select(episodeItem).from(episodesTable).orderBy(desc(episodesTable.publishedAt), desc(episodesTable.guid)),
    db.select(videoItem).from(youtubeVideos).orderBy(desc(youtubeVideos.publishedAt)),
  ]);
  return { episodes: episodes.map(episodeOf), videos: videos.map(videoOf) };
}

/** One episode or video for the owner's "Hide …?" page. */
export async function mediaItemForOwner(kind: MediaKind, id: string): Promise<OwnerMediaItem | undefined> {
  if (!possibleId(kind, id)) return undefined;
  if (kind === 'video') {
    const [video] = await getDb().select(videoItem).from(youtubeVideos).where(eq(youtubeVideos.videoId, id));
    return video && videoOf(video);
  }
  const [episode] = await getDb().select(episodeItem).from(episodesTable).where(eq(episodesTable.id, id));
  return episode && episodeOf(episode);
}
