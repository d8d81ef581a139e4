// Media sync end to end: the real sync code, a real PostgreSQL database (this file's own, see
// tests/setup/database.ts) and the fake media server over real HTTP on loopback.
//
// Configuration: each describe sets the media variables with vi.stubEnv; config() reads them on its
// next call, so the modules are imported once, as the site imports them.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { config } from '../../src/platform/config.ts';
import { getPool } from '../../src/platform/db/client.ts';
import * as queries from '../../src/features/media/queries.server.ts';
import * as sync from '../../src/features/media/sync.server.ts';
import { DUPLICATED_GUID, FAKE_EPISODES, HOSTILE_GUID } from '../fakes/fixtures/podcast.ts';
import { FAKE_API_KEY, FAKE_CHANNEL_ID, FAKE_VIDEOS, thumbnailUrl } from '../fakes/fixtures/youtube.ts';
import { PATHS, startMediaServer, type MediaServer } from '../fakes/media-server.ts';

let fake: MediaServer;
// The sync stores the videos' thumbnails under DATA_DIR (tests/integration/video-thumbnails.test.ts).
vi.stubEnv('DATA_DIR', mkdtempSync(path.join(tmpdir(), 'kwento-media-sync-')));

/** Sets the media variables to `env` (unset where undefined). */
function useMediaEnv(env: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
}

const MEDIA_ENV = [
  'YOUTUBE_API_KEY',
  'YOUTUBE_CHANNEL_ID',
  'YOUTUBE_API_URL',
  'YOUTUBE_FEED_URL',
  'PODCAST_RSS_URL',
  'MEDIA_SYNC_CRON',
] as const;
const noMediaEnv = () => Object.fromEntries(MEDIA_ENV.map((name) => [name, undefined]));

beforeAll(async () => {
  fake = await startMediaServer();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});

const query = async <R extends object>(sql: string, params: unknown[] = []) => (await getPool().query<R>(sql, params)).rows;
const count = async (table: string) => Number((await query<{ n: string }>(`select count(*) as n from ${table}`))[0]!.n);

interface VideoRow {
  video_id: string;
  title: string;
  description: string;
  thumbnail_url: string | null;
  published_at: Date;
  duration: string | null;
  duration_seconds: number | null;
  updated_at: Date;
}
interface EpisodeRow {
  id: string;
  guid: string;
  slug: string;
  name: string;
  description: string;
  published_at: Date;
  duration_ms: number | null;
  external_url: string | null;
  image_url: string | null;
  audio_url: string | null;
  updated_at: Date;
}
interface StatusRow {
  source: string;
  last_run_at: Date;
  last_success_at: Date | null;
  ok: boolean;
  items_seen: number;
  items_upserted: number;
  error: string | null;
  paused_until: Date | null;
  consecutive_failures: number;
}

const videos = () => query<VideoRow>('select * from youtube_videos order by video_id');
const episodes = () => query<EpisodeRow>('select * from spotify_episodes order by guid');
const status = async (source: string) => (await query<StatusRow>('select * from media_sync_status where source = $1', [source]))[0];

const LONG_VIDEOS = FAKE_VIDEOS.filter((v) => ['PT1H12S', 'PT18M44S', 'PT27M3S', 'PT5M', 'PT1H5M', 'PT42M17S'].includes(v.duration));
const SHORT_VIDEOS = FAKE_VIDEOS.filter((v) => !LONG_VIDEOS.includes(v));
const ids = (list: { id: string }[]) => list.map((v) => v.id).sort();

/** Wall-clock parts of an instant in America/Los_Angeles. */
function pacific(at: Date) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}:${part('second')}` };
}
const dayAfter = (isoDate: string) => new Date(Date.parse(`${isoDate}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('with an API key and a podcast feed configured', () => {
  beforeAll(() => {
    useMediaEnv({
      ...noMediaEnv(),
      YOUTUBE_API_KEY: FAKE_API_KEY,
      YOUTUBE_CHANNEL_ID: FAKE_CHANNEL_ID,
      YOUTUBE_API_URL: `${fake.url}/youtube/v3`,
      PODCAST_RSS_URL: `${fake.url}${PATHS.podcast}`,
    });
  });

  it('reads the configuration this file set', () => {
    expect(config()).toMatchObject({
      YOUTUBE_API_KEY: FAKE_API_KEY,
      YOUTUBE_CHANNEL_ID: FAKE_CHANNEL_ID,
      YOUTUBE_API_URL: `${fake.url}/youtube/v3`,
      PODCAST_RSS_URL: `${fake.url}${PATHS.podcast}`,
      YOUTUBE_FEED_URL: 'https://www.youtube.com/feeds/videos.xml',
    });
    expect(sync.configuredSources()).toEqual(['youtube', 'podcast']);
  });

  it('announces stored videos and episodes on page_data_changed, so every instance renders its home page again', async () => {
    const listener = await getPool().connect();
    const heard: string[] = [];
    listener.on('notification', (n) => n.channel === 'page_data_changed' && heard.push(n.payload ?? ''));
    try {
      await listener.query('listen page_data_changed');
      expect((await sync.syncSource('youtube')).ok).toBe(true);
      expect((await sync.syncSource('podcast')).ok).toBe(true);
      await expect.poll(() => heard).toEqual(['youtube_videos', 'spotify_episodes']);
    } finally {
      await listener.query('unlisten *');
      listener.release();
    }
  });

  describe('YouTube Data API', () => {
    it('stores only videos of at least 300 s and ignores channel and playlist results', async () => {
      fake.requests.clear();
      const outcome = await sync.syncSource('youtube');
      expect(outcome).toEqual({ source: 'youtube', ok: true, seen: LONG_VIDEOS.length, upserted: LONG_VIDEOS.length, message: '6 videos' });

      const rows = await videos();
      expect(rows.map((r) => r.video_id)).toEqual(ids(LONG_VIDEOS));
      for (const short of SHORT_VIDEOS) expect(rows.find((r) => r.video_id === short.id)).toBeUndefined();

      // Exactly 300 s is long enough; 299 s (PT4M59S) and a 58 s Short are not.
      expect(rows.find((r) => r.video_id === 'kw3nto-QnA1')).toMatchObject({ duration: 'PT5M', duration_seconds: 300 });
      expect(SHORT_VIDEOS.map((v) => v.duration).sort()).toEqual(['PT4M59S', 'PT58S']);

      const ep46 = rows.find((r) => r.video_id === 'kw3nto_Ep46')!;
      const source = FAKE_VIDEOS.find((v) => v.id === 'kw3nto_Ep46')!;
      expect(ep46).toMatchObject({
        title: source.title,
        description: source.description,
        thumbnail_url: thumbnailUrl(fake.url, 'kw3nto_Ep46', 'hqdefault'),
        duration: 'PT1H12S',
        duration_seconds: 3612,
      });
      expect(ep46.published_at.toISOString()).toBe('2025-06-14T10:00:06.000Z');

      expect(await status('youtube')).toMatchObject({ ok: true, items_seen: 6, items_upserted: 6, error: null, paused_until: null });
      const latest = await queries.latestVideos();
      expect(latest.map((v) => v.videoId)).toEqual(['kw3nto_Ep46', 'kw3nto_Ep45', 'kw3nto_Ep44', 'kw3nto-QnA1', 'kw3nto_Ep43']);
    });

    it('asks YouTube once for the channel\'s newest videos, then once for their details', async () => {
      fake.requests.clear();
      await sync.syncSource('youtube');
      expect(fake.requests.perPath()).toEqual({ [PATHS.search]: 1, [PATHS.videos]: 1 });

      const [search, details] = fake.requests.all;
      expect(search!.path).toBe(PATHS.search);
      expect(search!.params).toEqual({
        key: FAKE_API_KEY,
        channelId: FAKE_CHANNEL_ID,
        part: 'snippet,id',
        order: 'date',
        maxResults: '20',
      });
      // Every id of kind youtube#video, in the order search listed them, and nothing else.
      expect(details!.path).toBe(PATHS.videos);
      expect(details!.params).toEqual({
        key: FAKE_API_KEY,
        id: FAKE_VIDEOS.map((v) => v.id).join(','),
        part: 'snippet,contentDetails',
      });
      expect(details!.params['id']).not.toContain(FAKE_CHANNEL_ID);
      expect(details!.params['id']).not.toMatch(/PL/);
    });

    it('is idempotent: a second sync keeps the row count and refreshes changed fields', async () => {
      const before = await videos();
      const target = fake.data.videos.find((v) => v.id === 'kw3nto_Ep44')!;
      target.title = 'Kwento Ep. 44 (updated): Nurses in Riyadh';
      target.description = 'Updated notes.';

      const outcome = await sync.syncSource('youtube');
      expect(outcome.ok).toBe(true);
      const after = await videos();
      expect(after).toHaveLength(before.length);
      expect(await count('youtube_videos')).toBe(LONG_VIDEOS.length);

      const changed = after.find((r) => r.video_id === 'kw3nto_Ep44')!;
      const previous = before.find((r) => r.video_id === 'kw3nto_Ep44')!;
      expect(changed).toMatchObject({ title: 'Kwento Ep. 44 (updated): Nurses in Riyadh', description: 'Updated notes.', duration_seconds: 1623 });
      expect(changed.updated_at.getTime()).toBeGreaterThan(previous.updated_at.getTime());
      const unchanged = (rows: VideoRow[]) => rows.filter((r) => r.video_id !== 'kw3nto_Ep44').map(({ updated_at: _, ...rest }) => rest);
      expect(unchanged(after)).toEqual(unchanged(before));
    });

    it('malformed JSON: stored videos stay, the error is recorded', async () => {
      const before = await videos();
      const lastSuccess = (await status('youtube'))!.last_success_at;
      fake.mode.youtube = 'malformed';
      try {
        const outcome = await sync.syncSource('youtube');
        expect(outcome).toMatchObject({ ok: false, seen: 0, upserted: 0, message: 'YouTube answered 200 with malformed JSON' });
      } finally {
        fake.mode.youtube = 'normal';
      }
      expect(await videos()).toEqual(before);
      expect(await status('youtube')).toMatchObject({
        ok: false,
        error: 'YouTube answered 200 with malformed JSON',
        paused_until: null,
        last_success_at: lastSuccess,
      });
    });

    it('slow: gives up at the time limit, stored videos stay, the error is recorded', async () => {
      const before = await videos();
      fake.mode.youtube = 'slow';
      fake.requests.clear();
      const started = performance.now();
      try {
        const outcome = await sync.syncSource('youtube', undefined, { timeoutMs: 500 });
        expect(outcome).toMatchObject({ ok: false, message: 'no complete answer within 0.5 s' });
      } finally {
        fake.mode.youtube = 'normal';
      }
      expect(performance.now() - started).toBeLessThan(5000);
      expect(fake.requests.perPath()).toEqual({ [PATHS.search]: 1 });
      expect(await videos()).toEqual(before);
      expect(await status('youtube')).toMatchObject({ ok: false, error: 'no complete answer within 0.5 s', paused_until: null });
    });

    it('quota exceeded: pauses until the next midnight Pacific and makes no call while paused', async () => {
      const before = await videos();
      fake.mode.youtube = 'quota';
      fake.requests.clear();
      const started = new Date();
      const outcome = await sync.syncSource('youtube');
      expect(outcome).toMatchObject({ ok: false, message: 'YouTube quota exceeded' });
      // The search failed, so the videos call was never made.
      expect(fake.requests.perPath()).toEqual({ [PATHS.search]: 1 });
      expect(await videos()).toEqual(before);

      const row = (await status('youtube'))!;
      expect(row).toMatchObject({ ok: false, error: 'YouTube quota exceeded' });
      const until = row.paused_until!;
      expect(until).toBeInstanceOf(Date);
      expect(until.getTime()).toBeGreaterThan(started.getTime());
      expect(until.getTime() - started.getTime()).toBeLessThanOrEqual(25 * 3_600_000);
      expect(pacific(until).time).toBe('00:00:00');
      expect(pacific(until).date).toBe(dayAfter(pacific(started).date));

      // Even with YouTube healthy again, nothing is asked until the pause ends.
      fake.mode.youtube = 'normal';
      fake.requests.clear();
      const lines: string[] = [];
      const paused = await sync.syncSource('youtube', (line) => lines.push(line));
      expect(paused).toEqual({ source: 'youtube', ok: false, seen: 0, upserted: 0, message: `paused until ${until.toISOString()} (quota)` });
      expect(lines).toEqual([`youtube: paused until ${until.toISOString()} (quota)`]);
      await sync.syncAllMedia();
      expect(fake.requests.count(PATHS.search)).toBe(0);
      expect(fake.requests.count(PATHS.videos)).toBe(0);
      expect(fake.requests.count(PATHS.podcast)).toBe(1); // the podcast is not paused
      expect((await status('youtube'))!.paused_until).toEqual(until);

      // Once the pause is over, the next sync calls YouTube again.
      await getPool().query("update media_sync_status set paused_until = now() - interval '1 second' where source = 'youtube'");
      fake.requests.clear();
      expect((await sync.syncSource('youtube')).ok).toBe(true);
      expect(fake.requests.perPath()).toEqual({ [PATHS.search]: 1, [PATHS.videos]: 1 });
      expect(await status('youtube')).toMatchObject({ ok: true, error: null, paused_until: null });
    });
  });

  describe('podcast RSS', () => {
    it('stores every episode once, with durations and sanitised show notes', async () => {
      await getPool().query('truncate table spotify_episodes');
      const outcome = await sync.syncSource('podcast');
      expect(outcome).toEqual({ source: 'podcast', ok: true, seen: 15, upserted: 15, message: '15 episodes' });
      expect(fake.data.episodes).toHaveLength(16); // the feed carries one guid twice

      const rows = await episodes();
      expect(rows.map((r) => r.guid)).toEqual(FAKE_EPISODES.map((e) => e.guid).sort());
      expect(rows.filter((r) => r.guid === DUPLICATED_GUID).map((r) => r.name)).toEqual(['Ep. 55: Coming home to Batangas']);

      const byName = (prefix: string) => rows.find((r) => r.name.startsWith(prefix))!;
      expect(byName('Ep. 60').duration_ms).toBe(3_909_000); // 01:05:09
      expect(byName('Ep. 59').duration_ms).toBe(2_537_000); // 2537
      expect(byName('Ep. 58').duration_ms).toBe(2_537_000); // 42:17
      expect(byName('Ep. 51').duration_ms).toBeNull();

      const hostile = rows.find((r) => r.guid === HOSTILE_GUID)!.description;
      expect(hostile).toContain('<p>Ate Lorna on her first year in Dubai.</p>');
      expect(hostile).toContain('<a href="https://kwento.example/ebook" rel="noopener noreferrer nofollow" target="_blank">');
      expect(hostile).not.toMatch(/<script|onclick|onerror|style|javascript:|<img|<iframe/i);

      expect(await status('podcast')).toMatchObject({ ok: true, items_seen: 15, items_upserted: 15, error: null });
      // The home page shows 12 of the 15, newest first.
      const home = await queries.latestEpisodes();
      expect(home).toHaveLength(12);
      expect(home[0]!.name).toBe(FAKE_EPISODES[0]!.title);
      expect(home.map((e) => e.name)).toEqual(FAKE_EPISODES.slice(0, 12).map((e) => e.title));
    });

    it('is idempotent: same rows and slugs, changed fields refreshed', async () => {
      const before = await episodes();
      const target = fake.data.episodes.find((e) => e.guid === FAKE_EPISODES[0]!.guid)!;
      target.title = 'Ep. 60 (remastered): Paano mag-ipon habang nasa abroad?';
      target.duration = '01:06:00';

      expect((await sync.syncSource('podcast')).ok).toBe(true);
      const after = await episodes();
      expect(after).toHaveLength(before.length);
      expect(after.map((r) => [r.guid, r.id, r.slug])).toEqual(before.map((r) => [r.guid, r.id, r.slug]));
      const changed = after.find((r) => r.guid === target.guid)!;
      expect(changed).toMatchObject({ name: target.title, duration_ms: 3_960_000 });
      // The slug (the episode's address) does not follow the new title.
      expect(changed.slug).toBe(before.find((r) => r.guid === target.guid)!.slug);
      expect(changed.slug).not.toContain('remastered');
    });

    it.each([
      ['malformed', /^malformed XML/],
      ['billion-laughs', /^refused a feed with a DOCTYPE or ENTITY declaration$/],
      ['oversize', /^response larger than 5120 KB$/],
      ['slow-drip', /^no complete answer within 1\.5 s$/],
      ['missing', /^podcast feed answered 404$/],
    ] as const)('%s: stored episodes stay, the error is recorded', async (mode, message) => {
      const before = await episodes();
      const lastSuccess = (await status('podcast'))!.last_success_at;
      expect(before.length).toBe(15);
      fake.mode.podcast = mode;
      try {
        const outcome = await sync.syncSource('podcast', undefined, { timeoutMs: 1500 });
        expect(outcome).toMatchObject({ source: 'podcast', ok: false, seen: 0, upserted: 0 });
        expect(outcome.message).toMatch(message);
      } finally {
        fake.mode.podcast = 'normal';
      }
      expect(await episodes()).toEqual(before);
      const row = (await status('podcast'))!;
      expect(row).toMatchObject({ ok: false, items_seen: 0, items_upserted: 0, last_success_at: lastSuccess, paused_until: null });
      expect(row.error).toMatch(message);
    });

    it('after failures in a row, scheduled runs back off while the owner’s runs still try; a success resets the count', async () => {
      expect((await status('podcast'))!.consecutive_failures).toBe(5); // the five failures above
      fake.requests.clear();
      const lines: string[] = [];
      const skipped = await sync.syncSource('podcast', (line) => lines.push(line), { scheduled: true });
      expect(skipped).toMatchObject({ ok: false, seen: 0 });
      expect(skipped.message).toMatch(/^backing off after 5 failed run\(s\) until \d{4}-/);
      expect(lines).toEqual([`podcast: ${skipped.message}`]);
      expect(fake.requests.count(PATHS.podcast)).toBe(0);

      expect((await sync.syncSource('podcast')).ok).toBe(true); // "Sync now" or `npm run sync`
      expect(fake.requests.count(PATHS.podcast)).toBe(1);
      expect(await status('podcast')).toMatchObject({ ok: true, consecutive_failures: 0 });
      expect((await sync.syncSource('podcast', undefined, { scheduled: true })).ok).toBe(true);
    });

    it('the backoff doubles from 15 minutes up to 12 hours', () => {
      expect([1, 2, 3, 4, 7, 20].map((n) => sync.backoffDelayMs(n) / 60_000)).toEqual([15, 30, 60, 120, 720, 720]);
    });

    it('two syncs started together run one after the other, never at once', async () => {
      const lines: string[] = [];
      fake.mode.podcast = 'slow-drip';
      try {
        const first = sync.syncAllMedia((line) => lines.push(`first ${line}`), { timeoutMs: 1500 });
        // The second starts once the first holds the lock (it reports fetching only then).
        await expect.poll(() => lines.some((line) => line.startsWith('first ') && line.endsWith('fetching…'))).toBe(true);
        const second = sync.syncAllMedia((line) => lines.push(`second ${line}`), { timeoutMs: 1500 });
        await Promise.all([first, second]);
      } finally {
        fake.mode.podcast = 'normal';
      }
      const lastOfFirst = lines.findLastIndex((line) => line.startsWith('first '));
      const firstOfSecondWork = lines.findIndex((line) => line.startsWith('second ') && line.endsWith('fetching…'));
      expect(lines).toContain('second another media sync is running: waiting for it to finish…');
      expect(lines.filter((line) => line.includes('waiting'))).toHaveLength(1);
      expect(firstOfSecondWork).toBeGreaterThan(lastOfFirst);
      expect(lines.filter((line) => line.endsWith('fetching…'))).toHaveLength(2 * sync.configuredSources().length);
    });
  });
});

describe('without an API key (public Atom feed)', () => {
  beforeAll(async () => {
    useMediaEnv({
      ...noMediaEnv(),
      YOUTUBE_CHANNEL_ID: FAKE_CHANNEL_ID,
      YOUTUBE_API_URL: `${fake.url}/youtube/v3`,
      YOUTUBE_FEED_URL: `${fake.url}${PATHS.feed}`,
    });
    fake.reset();
    await getPool().query('truncate table youtube_videos, media_sync_status');
  });

  it('reads a fresh configuration without the key', () => {
    expect(config().YOUTUBE_API_KEY).toBeUndefined();
    expect(config().YOUTUBE_FEED_URL).toBe(`${fake.url}${PATHS.feed}`);
    expect(sync.configuredSources()).toEqual(['youtube']);
  });

  it('uses the feed, leaves Shorts out and never calls the Data API', async () => {
    const outcome = await sync.syncSource('youtube');
    const notShorts = FAKE_VIDEOS.filter((v) => !v.short);
    expect(outcome).toMatchObject({ ok: true, seen: notShorts.length, upserted: notShorts.length });

    expect(fake.requests.perPath()).toEqual({ [PATHS.feed]: 1 });
    expect(fake.requests.last(PATHS.feed)!.params).toEqual({ channel_id: FAKE_CHANNEL_ID });

    const rows = await videos();
    expect(rows.map((r) => r.video_id)).toEqual(ids(notShorts));
    expect(rows.find((r) => r.video_id === 'kw3ntoShrt1')).toBeUndefined();
    // The feed has no durations; what it has comes from media:group.
    const source = FAKE_VIDEOS.find((v) => v.id === 'kw3nto_Ep45')!;
    expect(rows.find((r) => r.video_id === 'kw3nto_Ep45')).toMatchObject({
      title: source.title,
      description: source.description,
      thumbnail_url: thumbnailUrl(fake.url, 'kw3nto_Ep45', 'hqdefault'),
      duration: null,
      duration_seconds: null,
    });
    expect(rows.find((r) => r.video_id === 'kw3nto_Ep45')!.published_at.toISOString()).toBe('2025-06-07T10:00:02.000Z');
    expect(rows.find((r) => r.video_id === 'kw3nto_Ep44')!.title).toBe('Kwento Ep. 44: Nurses in Riyadh on contracts, rest days & remittances');
    expect(await status('youtube')).toMatchObject({ ok: true, error: null });
  });

  it('a second feed sync is idempotent', async () => {
    const before = await videos();
    expect((await sync.syncSource('youtube')).ok).toBe(true);
    const after = await videos();
    expect(after.map(({ updated_at: _, ...rest }) => rest)).toEqual(before.map(({ updated_at: _, ...rest }) => rest));
  });

  it('a malformed feed leaves stored videos and records the error', async () => {
    const before = await videos();
    fake.mode.youtube = 'malformed';
    try {
      const outcome = await sync.syncSource('youtube');
      expect(outcome.ok).toBe(false);
      expect(outcome.message).toMatch(/^malformed XML/);
    } finally {
      fake.mode.youtube = 'normal';
    }
    expect(await videos()).toEqual(before);
    expect((await status('youtube'))!.error).toMatch(/^malformed XML/);
  });
});
