// Scenario 4: YouTube answers 403 quotaExceeded and the podcast feed never finishes (a byte a second)
// while the media sync runs. Visitors see the home page and /podcast exactly as before, during the
// sync and after it, and the owner finds both failures recorded in media_sync_status (and on /admin).
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startMediaServer, PATHS, type MediaServer } from '../fakes/media-server.ts';
import { FAKE_API_KEY, FAKE_CHANNEL_ID } from '../fakes/fixtures/youtube.ts';
import { createOwner, eventually, signIn } from '../support/index.ts';
import { query } from './support/postgres.ts';
import { Teardown, type FaultSite } from './support/site.ts';

const PORT = 4631;
const MEDIA_PORT = 4635;

const teardown = new Teardown();
let site: FaultSite;
let media: MediaServer;

beforeAll(async () => {
  media = await startMediaServer(MEDIA_PORT);
  teardown.add(() => media.close());
  site = await teardown.site({
    port: PORT,
    dataDir: teardown.dataDir('media'),
    env: {
      YOUTUBE_API_KEY: FAKE_API_KEY,
      YOUTUBE_CHANNEL_ID: FAKE_CHANNEL_ID,
      YOUTUBE_API_URL: `${media.url}/youtube/v3`,
      YOUTUBE_FEED_URL: `${media.url}${PATHS.feed}`,
      PODCAST_RSS_URL: `${media.url}${PATHS.podcast}`,
    },
  });
});
afterAll(() => teardown.run());

interface SyncStatus {
  source: string;
  ok: boolean;
  error: string | null;
  last_success_at: Date | null;
  paused_until: Date | null;
  items_seen: number;
}

const syncStatus = async () =>
  Object.fromEntries(
    (await query<SyncStatus>(site.dataDir, 'select source, ok, error, last_success_at, paused_until, items_seen from media_sync_status')).map((r) => [r.source, r]),
  );

/** What a visitor gets: status and the page as served (both pages are rendered from the database). */
async function visit(path: string) {
  const res = await fetch(new URL(path, site.url));
  return { status: res.status, html: await res.text() };
}

test('YouTube over quota and a podcast feed that times out: the home page and /podcast are unchanged, and media_sync_status records both errors', async () => {
  // The start-up sync filled the database from the healthy sources.
  const before = await eventually('the start-up sync', async () => {
    const s = await syncStatus();
    return s['youtube']?.ok && s['podcast']?.ok && s;
  }, { timeout: 60_000 });
  const home = await visit('/');
  const podcast = await visit('/podcast');
  expect(home.status).toBe(200);
  expect(podcast.status).toBe(200);
  expect(home.html).toContain('Kwento Ep. 46');
  expect(podcast.html).toContain(media.data.episodes[0]!.title.slice(0, 20));

  media.mode.youtube = 'quota';
  media.mode.podcast = 'slow-drip';
  media.requests.clear();

  // The owner presses "Sync now", which waits for both sources.
  const { cookie } = await signIn(site.url, await createOwner(site.dataDir));
  const syncing = fetch(new URL('/admin?_action=admin.syncMedia', site.url), {
    method: 'POST',
    body: new URLSearchParams(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.url, Cookie: cookie },
    redirect: 'manual',
  });

  // While the sync waits on the dripping feed, visitors see the same pages.
  await eventually('the sync reaching the podcast feed', () => media.requests.count(PATHS.podcast) > 0, { timeout: 20_000 });
  expect(await visit('/')).toEqual(home);
  expect(await visit('/podcast')).toEqual(podcast);

  const synced = await syncing;
  expect(synced.status).toBe(303);
  expect(synced.headers.get('location')).toBe('/admin?synced=0-2');
  expect(media.requests.count(PATHS.search), 'YouTube was asked (and answered 403 quotaExceeded)').toBe(1);

  expect(await visit('/')).toEqual(home);
  expect(await visit('/podcast')).toEqual(podcast);

  // The errors are recorded; nothing stored before was lost.
  const after = await syncStatus();
  expect(after['youtube']).toMatchObject({ ok: false, error: expect.stringMatching(/quota/i), last_success_at: before['youtube']!.last_success_at });
  expect(after['youtube']!.paused_until!.getTime(), 'YouTube calls pause until the quota resets').toBeGreaterThan(Date.now());
  expect(after['podcast']).toMatchObject({ ok: false, error: expect.stringMatching(/no complete answer within 10 s/), last_success_at: before['podcast']!.last_success_at });
  const counts = await query<{ videos: number; episodes: number }>(
    site.dataDir,
    'select (select count(*)::int from youtube_videos) as videos, (select count(*)::int from spotify_episodes) as episodes',
  );
  expect(counts[0]).toEqual({ videos: before['youtube']!.items_seen, episodes: expect.any(Number) });
  expect(counts[0]!.episodes).toBeGreaterThan(0);

  // The owner sees both problems on the overview.
  const overview = await fetch(new URL('/admin?synced=0-2', site.url), { headers: { Cookie: cookie } });
  const html = await overview.text();
  expect(html).toContain('YouTube quota exceeded');
  expect(html).toContain('no complete answer within 10 s');
});
