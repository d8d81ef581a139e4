import { eq, sql } from 'drizzle-orm';
import { config } from '../config.ts';
import { getDb } from '../db/client.ts';
import { mediaSyncStatus, spotifyEpisodes, youtubeVideos } from '../db/schema.ts';
import { fetchPodcastEpisodes } from './podcast.ts';
import { QuotaExceeded, fetchChannelVideos } from './youtube.ts';

export type MediaSource = 'youtube' | 'podcast';

export interface SyncOutcome {
  source: MediaSource;
  ok: boolean;
  seen: number;
  upserted: number;
  message: string;
}

type Report = (line: string) => void;

/** Overrides the 10 s time limit of each fetch (tests). */
export interface SyncLimits {
  timeoutMs?: number;
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
  await getDb().insert(mediaSyncStatus).values(values).onConflictDoUpdate({ target: mediaSyncStatus.source, set: values });
}

async function pausedUntil(source: MediaSource): Promise<Date | null> {
  const [row] = await getDb().select().from(mediaSyncStatus).where(eq(mediaSyncStatus.source, source));
  return row?.pausedUntil && row.pausedUntil > new Date() ? row.pausedUntil : null;
}

const excluded = (column: string) => sql`excluded.${sql.identifier(column)}`;

async function syncYouTube(limits: SyncLimits): Promise<Omit<SyncOutcome, 'source'>> {
  const { YOUTUBE_CHANNEL_ID, YOUTUBE_API_KEY, YOUTUBE_API_URL, YOUTUBE_FEED_URL } = config();
  const videos = await fetchChannelVideos({
    channelId: YOUTUBE_CHANNEL_ID!,
    apiKey: YOUTUBE_API_KEY,
    apiUrl: YOUTUBE_API_URL,
    feedUrl: YOUTUBE_FEED_URL,
    timeoutMs: limits.timeoutMs,
  });
  if (videos.length > 0) {
    await getDb()
      .insert(youtubeVideos)
      .values(videos)
      .onConflictDoUpdate({
        target: youtubeVideos.videoId,
        set: {
          title: excluded('title'),
          description: excluded('description'),
          thumbnailUrl: excluded('thumbnail_url'),
          publishedAt: excluded('published_at'),
          duration: sql`coalesce(excluded.duration, ${youtubeVideos.duration})`,
          durationSeconds: sql`coalesce(excluded.duration_seconds, ${youtubeVideos.durationSeconds})`,
          updatedAt: sql`now()`,
        },
      });
  }
  return { ok: true, seen: videos.length, upserted: videos.length, message: `${videos.length} videos` };
}

async function syncPodcast(limits: SyncLimits): Promise<Omit<SyncOutcome, 'source'>> {
  const episodes = await fetchPodcastEpisodes(config().PODCAST_RSS_URL!, limits);
  if (episodes.length > 0) {
    await getDb()
      .insert(spotifyEpisodes)
      .values(episodes)
      .onConflictDoUpdate({
        target: spotifyEpisodes.guid,
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
  }
  return { ok: true, seen: episodes.length, upserted: episodes.length, message: `${episodes.length} episodes` };
}

/**
 * Fetches one source and upserts what it lists. Nothing is ever deleted, so a failed or partial
 * fetch leaves the stored items as they were; the outcome is recorded for the owner.
 */
export async function syncSource(
  source: MediaSource,
  report: Report = () => {},
  limits: SyncLimits = {},
): Promise<SyncOutcome> {
  const paused = source === 'youtube' ? await pausedUntil(source) : null;
  if (paused) {
    const message = `paused until ${paused.toISOString()} (quota)`;
    report(`${source}: ${message}`);
    return { source, ok: false, seen: 0, upserted: 0, message };
  }
  report(`${source}: fetching…`);
  try {
    const outcome = source === 'youtube' ? await syncYouTube(limits) : await syncPodcast(limits);
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

export async function syncAllMedia(report: Report = () => {}): Promise<SyncOutcome[]> {
  const outcomes: SyncOutcome[] = [];
  for (const source of configuredSources()) outcomes.push(await syncSource(source, report));
  if (outcomes.length === 0) report('No media source configured (YOUTUBE_CHANNEL_ID, PODCAST_RSS_URL).');
  return outcomes;
}
