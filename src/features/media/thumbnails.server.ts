import { createHash } from 'node:crypto';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { getDb } from '../../platform/db/client.ts';
import { youtubeVideos } from '../../platform/db/schema.ts';
import { imageDir, removeWebpCopies, writeWebpCopies } from '../../platform/images.server.ts';
import { log } from '../../platform/log.ts';
import { FetchFailure, fetchLimitedBytes, hostOf } from './fetch.server.ts';
import { THUMBNAIL_ASPECT, THUMBNAIL_WIDTHS } from './types.ts';

// The videos' thumbnails (ADR 051): fetched by the sync, once per new or changed address, cropped to
// 16:9 (YouTube's `high` picture is 4:3 with black bars) and stored as WebP beside the articles'
// photos; the pages show the site's copies, so no page view asks YouTube for a picture.

/** Where the copies live, served at /media/videos/ (src/pages/media/videos/[file].ts). */
export const thumbnailDir = () => imageDir('videos');
/** A served file's name: `<video id>-<12 hex of the fetched bytes' hash>-<320|480>.webp`. */
export const THUMBNAIL_FILE = /^[\w-]{6,20}-[0-9a-f]{12}-(?:320|480)\.webp$/;

/** A thumbnail is a few dozen KB; anything past this is not one. */
export const THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;
const THUMBNAIL_TIMEOUT_MS = 5_000;
const THUMBNAIL_MAX_PIXELS = 4096 * 4096;
/** YouTube's image hosts (i.ytimg.com, and i1 to i9 that its feed uses). */
const YOUTUBE_IMAGE_HOSTS = ['i.ytimg.com', ...Array.from({ length: 9 }, (_, n) => `i${n + 1}.ytimg.com`)];

export interface ThumbnailSource {
  /** The configured YouTube addresses: a stand-in for YouTube (tests) serves its pictures too. */
  apiUrl: string;
  feedUrl: string;
  timeoutMs?: number | undefined;
}

export interface ThumbnailOutcome {
  fetched: number;
  failed: number;
}

/**
 * Fetches the thumbnails that need it among `videoIds`: never fetched, a new address, a failure more
 * than an hour old (the placeholder shows meanwhile), or a week since the last look (YouTube keeps the
 * address when the owner changes the picture; unchanged bytes keep their name and files).
 */
export async function syncThumbnails(videoIds: string[], source: ThumbnailSource): Promise<ThumbnailOutcome> {
  if (videoIds.length === 0) return { fetched: 0, failed: 0 };
  const v = youtubeVideos;
  const due = await getDb()
    .select({ videoId: v.videoId, url: v.thumbnailUrl, name: v.thumbnailName })
    .from(v)
    .where(
      and(
        inArray(v.videoId, videoIds),
        isNotNull(v.thumbnailUrl),
        sql`(${v.thumbnailSource} is distinct from ${v.thumbnailUrl} or ${v.thumbnailCheckedAt} is null
          or ${v.thumbnailCheckedAt} < now() - case when ${v.thumbnailName} is null then interval '1 hour' else interval '7 days' end)`,
      ),
    )
    .orderBy(desc(v.publishedAt));
  const hosts = new Set([...YOUTUBE_IMAGE_HOSTS, hostOf(source.apiUrl), hostOf(source.feedUrl)]);
  const outcome: ThumbnailOutcome = { fetched: 0, failed: 0 };
  for (const video of due) {
    const url = video.url!;
    let name = video.name;
    try {
      name = await storeThumbnail(video.videoId, url, hosts, source.timeoutMs ?? THUMBNAIL_TIMEOUT_MS);
      outcome.fetched += 1;
    } catch (error) {
      // The stored copies, if any, stay; without any, the page shows the brand's placeholder.
      outcome.failed += 1;
      log.warn({ event: 'video_thumbnail_failed', videoId: video.videoId, err: (error as Error).message }, 'video thumbnail not fetched');
    }
    await getDb().update(v).set({ thumbnailName: name, thumbnailSource: url, thumbnailCheckedAt: sql`now()` }).where(eq(v.videoId, video.videoId));
    if (video.name && name !== video.name) await removeWebpCopies(thumbnailDir(), video.name, THUMBNAIL_WIDTHS);
  }
  return outcome;
}

const exists = (file: string) => access(file).then(() => true, () => false);

/** Fetches one thumbnail (time limit, size cap) and writes its WebP copies; returns their name. */
async function storeThumbnail(videoId: string, url: string, hosts: ReadonlySet<string>, timeoutMs: number): Promise<string> {
  const { status, bytes } = await fetchLimitedBytes(url, hosts, { timeoutMs, maxBytes: THUMBNAIL_MAX_BYTES });
  if (status !== 200) throw new FetchFailure(`thumbnail answered ${status}`);
  const name = `${videoId}-${createHash('sha256').update(bytes).digest('hex').slice(0, 12)}`;
  const dir = thumbnailDir();
  const complete = (await Promise.all(THUMBNAIL_WIDTHS.map((width) => exists(path.join(dir, `${name}-${width}.webp`))))).every(Boolean);
  if (!complete) {
    try {
      await writeWebpCopies(bytes, dir, name, { widths: THUMBNAIL_WIDTHS, aspect: THUMBNAIL_ASPECT, enlarge: true, limitInputPixels: THUMBNAIL_MAX_PIXELS });
    } catch (error) {
      throw new FetchFailure(`thumbnail not stored: ${(error as Error).message}`);
    }
  }
  return name;
}
