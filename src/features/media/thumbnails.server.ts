import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { getDb } from '../../platform/db/client.ts';
import { youtubeVideos } from '../../platform/db/schema.ts';
import { removeWebpCopies, webpCopiesExist, writeWebpCopies } from '../../platform/images.server.ts';
import { log } from '../../platform/log.ts';
import { FetchFailure, fetchLimitedBytes, hostOf } from './fetch.server.ts';
import { THUMBNAIL_ASPECT, THUMBNAIL_WIDTHS } from './types.ts';

// The videos' thumbnails (ADR 051): fetched by the sync, once per new or changed address, cropped to
// 16:9 (YouTube's `high` picture is 4:3 with black bars) and stored as WebP beside the articles'
// photos; the pages show the site's copies, so no page view asks YouTube for a picture.

/** The media store's area of the copies, served at /media/videos/ (src/pages/media/videos/[file].ts). */
export const THUMBNAIL_AREA = 'videos';
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
  /** What to store for each video whose thumbnail was tried, written with the videos (sync.server.ts). */
  stored: Map<string, { thumbnailName: string | null; thumbnailSource: string; thumbnailCheckedAt: Date; thumbnailError: string | null }>;
  /** Copies replaced by new ones: removed once the new names are stored. */
  replaced: string[];
  fetched: number;
  failed: number;
}

const HOUR = 3_600_000;
/** A failure is tried again after an hour (the placeholder shows meanwhile); a stored one is looked at weekly. */
const RETRY_FAILED_MS = HOUR;
const RECHECK_MS = 7 * 24 * HOUR;

/**
 * Fetches the thumbnails that need it among the listed videos: a new video, a new address, a failure
 * more than an hour old (meanwhile the copies stored before, or the brand's placeholder), copies gone
 * from the disk (a database restored elsewhere), or a week since the last look (YouTube keeps the
 * address when the owner changes the picture; unchanged bytes keep their name and files). Nothing is
 * written to the database: the sync stores `stored` with the videos.
 */
export async function fetchThumbnails(videos: { videoId: string; thumbnailUrl: string | null }[], source: ThumbnailSource): Promise<ThumbnailOutcome> {
  const outcome: ThumbnailOutcome = { stored: new Map(), replaced: [], fetched: 0, failed: 0 };
  const listed = videos.filter((video) => video.thumbnailUrl);
  if (listed.length === 0) return outcome;
  const v = youtubeVideos;
  const known = new Map(
    (
      await getDb()
        .select({ videoId: v.videoId, name: v.thumbnailName, source: v.thumbnailSource, checkedAt: v.thumbnailCheckedAt, error: v.thumbnailError })
        .from(v)
        .where(inArray(v.videoId, listed.map((video) => video.videoId)))
    ).map((row) => [row.videoId, row]),
  );
  const now = Date.now();
  const hosts = new Set([...YOUTUBE_IMAGE_HOSTS, hostOf(source.apiUrl), hostOf(source.feedUrl)]);
  for (const video of listed) {
    const url = video.thumbnailUrl!;
    const before = known.get(video.videoId);
    const age = before?.checkedAt ? now - before.checkedAt.getTime() : Infinity;
    const copiesLost = before?.name ? !(await copiesExist(before.name)) : false;
    if (before && before.source === url && !copiesLost && age < (before.error ? RETRY_FAILED_MS : RECHECK_MS)) continue;
    let name = before?.name ?? null;
    let failure: string | null = null;
    try {
      name = await storeThumbnail(video.videoId, url, hosts, source.timeoutMs ?? THUMBNAIL_TIMEOUT_MS);
      outcome.fetched += 1;
      if (before?.name && before.name !== name) outcome.replaced.push(before.name);
    } catch (error) {
      // The stored copies, if any, stay; without any, the page shows the brand's placeholder.
      outcome.failed += 1;
      failure = (error as Error).message.slice(0, 500);
      log.warn({ event: 'video_thumbnail_failed', videoId: video.videoId, err: (error as Error).message }, 'video thumbnail not fetched');
    }
    outcome.stored.set(video.videoId, { thumbnailName: name, thumbnailSource: url, thumbnailCheckedAt: new Date(), thumbnailError: failure });
  }
  return outcome;
}

/** Removes the copies `fetchThumbnails` replaced, once the videos name the new ones. */
export async function removeThumbnails(names: string[]) {
  for (const name of names) await removeWebpCopies(THUMBNAIL_AREA, name, THUMBNAIL_WIDTHS);
}

const copiesExist = (name: string) => webpCopiesExist(THUMBNAIL_AREA, name, THUMBNAIL_WIDTHS);

/** Fetches one thumbnail (time limit, size cap) and writes its WebP copies; returns their name. */
async function storeThumbnail(videoId: string, url: string, hosts: ReadonlySet<string>, timeoutMs: number): Promise<string> {
  const { status, bytes } = await fetchLimitedBytes(url, hosts, { timeoutMs, maxBytes: THUMBNAIL_MAX_BYTES });
  if (status !== 200) throw new FetchFailure(`thumbnail answered ${status}`);
  const name = `${videoId}-${createHash('sha256').update(bytes).digest('hex').slice(0, 12)}`;
  if (!(await copiesExist(name))) {
    try {
      await writeWebpCopies(bytes, THUMBNAIL_AREA, name, { widths: THUMBNAIL_WIDTHS, aspect: THUMBNAIL_ASPECT, enlarge: true, limitInputPixels: THUMBNAIL_MAX_PIXELS });
    } catch (error) {
      throw new FetchFailure(`thumbnail not stored: ${(error as Error).message}`);
    }
  }
  return name;
}
