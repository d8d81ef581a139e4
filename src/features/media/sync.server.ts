import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { config } from '../../platform/config.ts';
import { getDb, getPool } from '../../platform/db/client.ts';
import { mediaSyncStatus, episodesTable, youtubeVideos } from '../../platform/db/schema.ts';
import { indexEpisodes } from '../search/index.server.ts';
import { fetchPodcastEpisodes } from './podcast.server.ts';
import { fetchThumbnails, removeThumbnails } from './thumbnails.server.ts';
import { QuotaExceeded, fetchChannelVideos } from './youtube.server.ts';

export type MediaSource = 'youtube' | 'podcast';

export interface SyncOutcome {
  source: MediaSource;
  ok: boolean;
  seen: number;
  upserted: number;
  message: string;
}

type Report = (line: string) => void;

export interface SyncOptions {
  /** Overrides the 10 s time limit of each fetch (tests). */
  timeoutMs?: number;
  /** A run of the schedule: it skips a source that failed recently (see backoffDelayMs). */
  scheduled?: boolean;
}

/**
 * After `failures` failed runs in a row (other than the quota), scheduled runs leave the source alone
 * this long after the last attempt: 15 min, 30 min, 1 h, … up to 12 h. The owner's "Sync now" and
 * `npm run sync` always try.
 */
export function backoffDelayMs(failures: number): number {
  return Math.min(15 * 60_000 * 2 ** Math.max(0, failures - 1), 12 * 3_600_000);
}

/** The next midnight in America/Los_Angeles, when the YouTube Data API quota resets. */
export function nextPacificMidnight(now: Date): Date {
  const hour = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', hour: 'numeric', hourCycle: 'h23' });
  const t = new Date(now);
  t.setUTCMinutes(0, 0, 0);
  do t.setTime(t.getTime() + 3_600_000);
  while (Number(hour.formatToParts(t).find((p) => p.type === 'hour')?.value) !== 0);
  return t;
}

async function record(source: MediaSource, outcome: Omit<SyncOutcome, 'source'>, pausedUntil: Date | null = null) {
  const now = new Date();
  const values = {
    source,
    lastRunAt: now,
    ok: outcome.ok,
    itemsSeen: outcome.seen,
    itemsUpserted: outcome.upserted,
    error: outcome.ok ? null : outcome.message.slice(0, 500),
    pausedUntil,
    ...(outcome.ok ? { lastSuccessAt: now } : {}),
  };
  const failures = outcome.ok ? 0 : 1;
  await getDb()
    .insert(mediaSyncStatus)
    .values({ ...values, consecutiveFailures: failures })
    .onConflictDoUpdate({
      target: mediaSyncStatus.source,
      set: { ...values, consecutiveFailures: outcome.ok ? 0 : sql`${mediaSyncStatus.consecutiveFailures} + 1` },
    });
}

/** Why this run must leave `source` alone, if it must: the quota pause, or a scheduled run backing off. */
async function reasonToWait(source: MediaSource, scheduled: boolean): Promise<string | null> {
  const [row] = await getDb().select().from(mediaSyncStatus).where(eq(mediaSyncStatus.source, source));
  if (!row) return null;
  const now = Date.now();
  if (row.pausedUntil && row.pausedUntil.getTime() > now) return `paused until ${row.pausedUntil.toISOString()} (quota)`;
  if (scheduled && row.consecutiveFailures > 0) {
    const retryAt = row.lastRunAt.getTime() + backoffDelayMs(row.consecutiveFailures);
    if (retryAt > now) return `backing off after ${row.consecutiveFailures} failed run(s) until ${new Date(retryAt).toISOString()}`;
  }
  return null;
}

const excluded = (column: string) => sql`excluded.${sql.identifier(column)}`;

async function syncYouTube(limits: SyncOptions, report: Report): Promise<Omit<SyncOutcome, 'source'>> {
  const { YOUTUBE_CHANNEL_ID, YOUTUBE_API_KEY, YOUTUBE_API_URL, YOUTUBE_FEED_URL } = config();
  const videos = await fetchChannelVideos({
    channelId: YOUTUBE_CHANNEL_ID!,
    apiKey: YOUTUBE_API_KEY,
    apiUrl: YOUTUBE_API_URL,
    feedUrl: YOUTUBE_FEED_URL,
    timeoutMs: limits.timeoutMs,
  });
  // Each new or changed thumbnail, fetched here once so that no page view asks YouTube (ADR 051); stored
  // with the videos in one statement, so a page never shows a new video before its thumbnail was tried.
  const thumbnails = await fetchThumbnails(videos, { apiUrl: YOUTUBE_API_URL, feedUrl: YOUTUBE_FEED_URL, timeoutMs: limits.timeoutMs });
  if (videos.length > 0) {
    const tried = (column: PgColumn) => sql`case when excluded.thumbnail_checked_at is null then ${column} else ${excluded(column.name)} end`;
    await getDb()
      .insert(youtubeVideos)
      .values(videos.map((video) => ({ ...video, ...thumbnails.stored.get(video.videoId) })))
      .onConflictDoUpdate({
        target: youtubeVideos.videoId,
        set: {
          title: excluded('title'),
          description: excluded('description'),
          thumbnailUrl: excluded('thumbnail_url'),
          thumbnailName: tried(youtubeVideos.thumbnailName),
          thumbnailSource: tried(youtubeVideos.thumbnailSource),
          thumbnailCheckedAt: tried(youtubeVideos.thumbnailCheckedAt),
          thumbnailError: tried(youtubeVideos.thumbnailError),
          publishedAt: excluded('published_at'),
          duration: sql`coalesce(excluded.duration, ${youtubeVideos.duration})`,
          durationSeconds: sql`coalesce(excluded.duration_seconds, ${youtubeVideos.durationSeconds})`,
          updatedAt: sql`now()`,
        },
      });
  }
  await removeThumbnails(thumbnails.replaced);
  if (thumbnails.fetched + thumbnails.failed > 0) {
    report(`youtube: ${thumbnails.fetched} thumbnail(s) stored${thumbnails.failed > 0 ? `, ${thumbnails.failed} failed (placeholder shown)` : ''}`);
  }
  return { ok: true, seen: videos.length, upserted: videos.length, message: `${videos.length} videos` };
}

async function syncPodcast(limits: SyncOptions): Promise<Omit<SyncOutcome, 'source'>> {
  const episodes = await fetchPodcastEpisodes(config().PODCAST_RSS_URL!, limits);
  if (episodes.length > 0) {
    await getDb()
      .insert(episodesTable)
      .values(episodes)
      .onConflictDoUpdate({
        target: episodesTable.guid,
        set: {
          name: excluded('name'),
          description: excluded('description'),
          publishedAt: excluded('published_at'),
          durationMs: excluded('duration_ms'),
          externalUrl: excluded('external_url'),
          imageUrl: excluded('image_url'),
          audioUrl: excluded('audio_url'),
          updatedAt: sql`now()`,
        },
      });
    await indexEpisodes();
  }
  return { ok: true, seen: episodes.length, upserted: episodes.length, message: `${episodes.length} episodes` };
}

/**
 * Fetches one source and upserts what it lists. Nothing is ever deleted, so a failed or partial
 * fetch leaves the stored items as they were; the outcome is recorded for the owner. The upsert never
 * sets the status: an episode or a video the owner hid stays hidden (ADR 040).
 */
export async function syncSource(
  source: MediaSource,
  report: Report = () => {},
  options: SyncOptions = {},
): Promise<SyncOutcome> {
  const wait = await reasonToWait(source, options.scheduled ?? false);
  if (wait) {
    report(`${source}: ${wait}`);
    return { source, ok: false, seen: 0, upserted: 0, message: wait };
  }
  report(`${source}: fetching…`);
  try {
    const outcome = source === 'youtube' ? await syncYouTube(options, report) : await syncPodcast(options);
    await record(source, outcome);
    report(`${source}: ${outcome.message} stored`);
    return { source, ...outcome };
  } catch (error) {
    const message = (error as Error).message;
    const outcome = { ok: false, seen: 0, upserted: 0, message };
    await record(source, outcome, error instanceof QuotaExceeded ? nextPacificMidnight(new Date()) : null);
    report(`${source}: failed: ${message}`);
    return { source, ...outcome };
  }
}

export function configuredSources(): MediaSource[] {
  const { YOUTUBE_CHANNEL_ID, PODCAST_RSS_URL } = config();
  return [...(YOUTUBE_CHANNEL_ID ? ['youtube' as const] : []), ...(PODCAST_RSS_URL ? ['podcast' as const] : [])];
}

/** Names the media sync among the advisory locks of the site's database (the migrations hold another). */
const SYNC_LOCK = 0x6b77_5379; // "kwSy"
const LOCK_WAIT_MS = 60_000;

/**
 * Syncs every configured source. Runs never overlap, whoever starts them (the schedule on any
 * instance, "Sync now", `npm run sync`): each holds a PostgreSQL advisory lock, and a second one
 * waits up to a minute for the first to finish, then gives up.
 */
export async function syncAllMedia(report: Report = () => {}, options: SyncOptions = {}): Promise<SyncOutcome[]> {
  const sources = configuredSources();
  if (sources.length === 0) {
    report('No media source configured (YOUTUBE_CHANNEL_ID, PODCAST_RSS_URL).');
    return [];
  }
  const client = await getPool().connect();
  let locked = false;
  try {
    const deadline = Date.now() + LOCK_WAIT_MS;
    const tryLock = async () => (await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [SYNC_LOCK])).rows[0]!.ok;
    while (!(locked = await tryLock())) {
      if (Date.now() > deadline) {
        const message = 'another media sync is still running';
        report(`${message}: try again later`);
        return sources.map((source) => ({ source, ok: false, seen: 0, upserted: 0, message }));
      }
      if (deadline - Date.now() > LOCK_WAIT_MS - 1000) report('another media sync is running: waiting for it to finish…');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const outcomes: SyncOutcome[] = [];
    for (const source of sources) outcomes.push(await syncSource(source, report, options));
    return outcomes;
  } finally {
    // A connection that cannot give the lock back is closed, which releases it.
    const released = !locked || (await client.query('select pg_advisory_unlock($1)', [SYNC_LOCK]).then(() => true, () => false));
    client.release(!released);
  }
}
