import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { FAKE_EPISODES, HOSTILE_GUID } from '../fakes/fixtures/podcast.ts';
import { FAKE_VIDEOS } from '../fakes/fixtures/youtube.ts';
import { isoDurationSeconds } from '../../src/features/media/durations.ts';
import { E2E_DATA_DIR, E2E_MEDIA_ENV } from './support/e2e-server.ts';
import { closeDb, query } from './support/db.ts';
import { expect, test } from './support/client.ts';
import { withoutEbookPopup } from './support/visitor.ts';
import { useOwnerSession } from './support/owner.ts';

// The site runs against the fake YouTube API and RSS server (playwright.config.ts), and syncs once at start.
// The tests tagged CHANGES change what is stored (a thumbnail lost, an episode or a video hidden, a sync
// that fails, the tables emptied and synced again with `npm run sync`): the `media-changes` project runs
// them one after another once every other spec that shows videos or episodes is done. The rest only read.
const CHANGES = { tag: '@media-changes' };
test.afterAll(closeDb);

const ROOT = path.resolve(import.meta.dirname, '../..');
const LONG_VIDEOS = FAKE_VIDEOS.filter((v) => !v.short && (isoDurationSeconds(v.duration) ?? 0) >= 300);
const NEWEST_EPISODES = FAKE_EPISODES.slice(0, 12);
const HOSTILE = FAKE_EPISODES.find((e) => e.guid === HOSTILE_GUID)!;
const shortDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));

const isYouTube = (url: string) => /(^|\.)(youtube\.com|youtube-nocookie\.com|googlevideo\.com)$/.test(new URL(url).hostname);
/** A request that leaves the site: any http(s) address on another origin than the page's. */
const leavesSite = (page: Page) => (url: string) => /^https?:/.test(url) && new URL(url).origin !== new URL(page.url()).origin;
/** The site's copies of a thumbnail, as the sync names them. */
const THUMBNAIL_COPY = /^\/media\/videos\/[\w-]{6,20}-[0-9a-f]{12}-(?:320|480)\.webp$/;
const thumbnailName = async (videoId: string) =>
  (await query<{ thumbnail_name: string | null }>('select thumbnail_name from youtube_videos where video_id = $1', [videoId]))[0]?.thumbnail_name;

/** Every request the page makes, recorded from before the first navigation. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/** Runs `npm run sync`'s script against the e2e site's database with the given environment. */
function runSync(env: Record<string, string> = {}) {
  try {
    return { code: 0, output: execFileSync(process.execPath, ['scripts/sync.ts'], { cwd: ROOT, env: { ...process.env, ...E2E_MEDIA_ENV, DATA_DIR: E2E_DATA_DIR, LOG_LEVEL: 'warn', ...env }, encoding: 'utf8' }) };
  } catch (error) {
    const failed = error as { status: number; stdout: string };
    return { code: failed.status, output: failed.stdout };
  }
}

test.beforeEach(async ({ context }) => {
  await withoutEbookPopup(context);
  // The sandbox has no internet: answer YouTube's player host locally, so a test can see if it is asked.
  await context.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
});

test('a fresh start fills the videos and episodes within a minute', async ({ page }) => {
  await expect
    .poll(async () => Number((await query<{ n: string }>('select count(*) as n from youtube_videos'))[0]!.n), { timeout: 60_000 })
    .toBe(LONG_VIDEOS.length);
  await expect
    .poll(async () => Number((await query<{ n: string }>('select count(*) as n from spotify_episodes'))[0]!.n), { timeout: 60_000 })
    .toBe(FAKE_EPISODES.length);
  // Stored with the videos: each has the site's copies of its thumbnail.
  expect(await query('select video_id from youtube_videos where thumbnail_name is null')).toEqual([]);
  const status = await query<{ source: string; ok: boolean }>('select source, ok from media_sync_status order by source');
  expect(status).toEqual([
    { source: 'podcast', ok: true },
    { source: 'youtube', ok: true },
  ]);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Most Popular Videos' }).getByRole('listitem')).toHaveCount(5);
});

test('home shows the five newest long videos, shorts and trailers left out', async ({ page }) => {
  await page.goto('/');
  const videos = page.getByRole('region', { name: 'Most Popular Videos' });
  const cards = videos.getByRole('listitem');
  await expect(cards.getByRole('heading')).toHaveText(LONG_VIDEOS.slice(0, 5).map((v) => v.title));
  await expect(videos.getByText(/#shorts|Trailer/)).toHaveCount(0);
  const first = cards.first();
  const video = LONG_VIDEOS[0]!;
  await expect(first.getByText(shortDate(video.publishedAt), { exact: true })).toBeVisible();
  await expect(first.getByText(video.description.split('. ')[0]!, { exact: false })).toBeVisible();
  await expect(first.getByRole('link', { name: `Watch ${video.title} on YouTube (opens in a new tab)` })).toHaveAttribute(
    'href',
    `https://www.youtube.com/watch?v=${video.id}`,
  );
  await expect(first.getByRole('link', { name: /Listen to the podcast on Spotify/ })).toHaveAttribute('target', '_blank');
});

test('YouTube is contacted only when the visitor presses play', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/');
  const videos = page.getByRole('region', { name: 'Most Popular Videos' });
  await videos.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  // Nothing leaves the site before play: the thumbnails are the site's own WebP copies, made by the sync.
  expect(requests.map((r) => r.url()).filter(leavesSite(page))).toEqual([]);
  const thumbnails = requests.map((r) => new URL(r.url()).pathname).filter((pathname) => pathname.startsWith('/media/videos/'));
  expect(thumbnails.length).toBeGreaterThan(0);
  expect(thumbnails.filter((pathname) => !THUMBNAIL_COPY.test(pathname))).toEqual([]);
  const name = await thumbnailName(LONG_VIDEOS[0]!.id);
  const facade = videos.getByRole('link', { name: `Play video: ${LONG_VIDEOS[0]!.title}` }).locator('img');
  await expect(facade).toHaveAttribute('src', `/media/videos/${name}-480.webp`);
  await expect(facade).toHaveAttribute('srcset', `/media/videos/${name}-320.webp 320w, /media/videos/${name}-480.webp 480w`);
  await expect(facade).toHaveAttribute('sizes', /.+/);
  await expect(facade).toHaveAttribute('width', '480');
  await expect(facade).toHaveAttribute('height', '270');
  await expect(videos.getByRole('listitem').first().locator('img')).toHaveAttribute('sizes', '120px');
  await expect.poll(() => videos.locator('img').evaluateAll((images: HTMLImageElement[]) => images.every((image) => image.complete && image.naturalWidth > 0))).toBe(true);
  const copy = await page.request.get(`/media/videos/${name}-480.webp`);
  expect(copy.status()).toBe(200);
  expect(copy.headers()['content-type']).toBe('image/webp');
  expect(copy.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(copy.headers()['x-content-type-options']).toBe('nosniff');

  const second = LONG_VIDEOS[1]!;
  await videos.getByRole('link', { name: second.title, exact: true }).click();
  await expect(videos.getByText(second.title, { exact: true }).first()).toBeVisible();
  expect(requests.map((r) => r.url()).filter(leavesSite(page))).toEqual([]);

  await videos.getByRole('link', { name: `Play video: ${second.title}` }).click();
  const player = videos.locator(`iframe[title="${second.title}"]`);
  await expect(player).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${second.id}?autoplay=1&rel=0`);
  await expect.poll(() => requests.map((r) => r.url()).filter(isYouTube)).toContain(
    `https://www.youtube-nocookie.com/embed/${second.id}?autoplay=1&rel=0`,
  );
});

/**
 * What share of a screenshot is the brand's navy, its sun yellow, and the light grey of a browser's
 * broken-image icon: the picture a person sees, decoded in the page.
 */
async function coloursOf(page: Page, png: Buffer) {
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height).data;
    const near = (r: number, g: number, b: number, [R, G, B]: number[], by: number) => Math.abs(r - R!) <= by && Math.abs(g - G!) <= by && Math.abs(b - B!) <= by;
    let navy = 0;
    let sun = 0;
    let grey = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      const [r, g, b] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
      if (near(r, g, b, [0x0f, 0x2a, 0x4a], 20)) navy += 1;
      else if (near(r, g, b, [0xf4, 0xb6, 0x3f], 40)) sun += 1;
      else if (r > 150 && g > 150 && b > 150 && Math.max(r, g, b) - Math.min(r, g, b) < 25) grey += 1;
    }
    const total = pixels.length / 4;
    return { navy: navy / total, sun: sun / total, grey: grey / total };
  }, png.toString('base64'));
}

test('a thumbnail that fails to load shows the brand’s placeholder, never a broken image', async ({ page }) => {
  // The site's thumbnail copies answer with a page instead of a picture: every thumbnail fails.
  await page.route(/\/media\/videos\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>not a picture</title>' }));
  await page.goto('/');
  const videos = page.getByRole('region', { name: 'Most Popular Videos' });
  await videos.scrollIntoViewIfNeeded();
  const thumbnails = videos.locator('img');
  await expect(thumbnails).toHaveCount(6);
  await expect.poll(() => thumbnails.evaluateAll((images: HTMLImageElement[]) => images.every((image) => image.complete && image.naturalWidth === 0))).toBe(true);

  // A card's thumbnail: the logo on navy, no grey icon.
  const card = await coloursOf(page, await videos.getByRole('listitem').first().locator('img').screenshot());
  expect(card.navy).toBeGreaterThan(0.5);
  expect(card.sun).toBeGreaterThan(0.005);
  expect(card.grey).toBe(0);
  // The player's: no grey icon either, in its top left corner (where a broken image's icon is drawn, away from the play button).
  const box = (await thumbnails.first().boundingBox())!;
  const player = await coloursOf(page, await page.screenshot({ clip: { x: box.x, y: box.y, width: box.width / 3, height: box.height / 3 } }));
  expect(player.grey).toBe(0);
});

test('a video whose thumbnail the sync could not fetch shows the placeholder, and no image', CHANGES, async ({ page }) => {
  const video = LONG_VIDEOS[1]!;
  const name = await thumbnailName(video.id);
  await query('update youtube_videos set thumbnail_name = null where video_id = $1', [video.id]);
  try {
    const requests = recordRequests(page);
    const videos = page.getByRole('region', { name: 'Most Popular Videos' });
    const card = videos.getByRole('listitem').nth(1);
    // The home page is rendered again once the change is announced (page_data_changed).
    await expect(async () => {
      await page.goto('/');
      await expect(card.locator('img')).toHaveCount(0, { timeout: 500 });
    }).toPass();
    await expect(card.getByRole('heading')).toHaveText(video.title);
    await expect(card.locator('.thumbnail')).toBeVisible();
    await expect(videos.getByRole('listitem').first().locator('img')).toHaveCount(1);
    await videos.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(requests.map((r) => r.url()).filter(leavesSite(page))).toEqual([]);
  } finally {
    await query('update youtube_videos set thumbnail_name = $2 where video_id = $1', [video.id, name]);
  }
});

test('home lists the 12 newest episodes with a player that downloads nothing until pressed', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Podcast episodes' });
  const episodes = section.getByRole('article');
  await expect(episodes.getByRole('heading')).toHaveText(NEWEST_EPISODES.map((e) => e.title));
  const first = episodes.first();
  await expect(first.getByText(`${shortDate(NEWEST_EPISODES[0]!.pubDate)} · 1:05:09`)).toBeVisible();
  const audio = first.getByLabel(`Listen: ${NEWEST_EPISODES[0]!.title}`);
  await expect(audio).toHaveAttribute('preload', 'none');
  await expect(first.getByRole('link', { name: /Open on the podcast platform/ })).toHaveAttribute('href', NEWEST_EPISODES[0]!.link);
  await expect(section.getByRole('link', { name: 'All episodes' })).toHaveAttribute('href', '/podcast');
});

test('/podcast lists every episode and each has its own page with PodcastEpisode data', async ({ page }) => {
  await page.goto('/podcast');
  await expect(page.getByRole('heading', { level: 1, name: 'Podcast episodes' })).toBeVisible();
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(headings).toHaveText(FAKE_EPISODES.map((e) => e.title));

  await page.getByRole('link', { name: FAKE_EPISODES[1]!.title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: FAKE_EPISODES[1]!.title })).toBeVisible();
  await expect(page.getByText('Maricel on live-in care and the first snowfall.')).toBeVisible();
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>);
  const episode = data.find((d) => d['@type'] === 'PodcastEpisode');
  expect(episode).toMatchObject({ name: FAKE_EPISODES[1]!.title, timeRequired: 'PT2537S' });
  expect(episode!['url']).toBe(await page.locator('link[rel="canonical"]').getAttribute('href'));
  expect(new URL(episode!['url'] as string).pathname).toBe(new URL(page.url()).pathname);

  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/podcast</loc>');
  expect(sitemap).toContain(new URL(page.url()).pathname);
});

test('hostile show notes are shown as text and links, without any script, style or handler', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const requests = recordRequests(page);
  await page.goto('/podcast');
  await page.getByRole('link', { name: HOSTILE.title, exact: true }).click();
  const notes = page.getByRole('article');
  await expect(notes.getByText('Ate Lorna on her first year in Dubai.')).toBeVisible();
  await expect(notes.getByRole('link', { name: 'the free e-book' })).toHaveAttribute('href', 'https://kwento.example/ebook');
  const html = await notes.innerHTML();
  expect(html).not.toMatch(/<script|<style|<iframe|onclick|onerror|javascript:|style="/i);
  await notes.getByText('Read').click();
  expect(dialogs).toEqual([]);
  expect(requests.map((r) => r.url()).filter((u) => u.includes('evil.example'))).toEqual([]);
  expect(page.url()).not.toContain('evil.example');
});

test.describe('the owner hides an episode or a video, and shows it again', CHANGES, () => {
  const ownerSession = useOwnerSession();
  const EPISODE = FAKE_EPISODES.find((e) => e.title.startsWith('Ep. 57:'))!;
  const VIDEO = LONG_VIDEOS[0]!;

  test('an episode leaves the home page, /podcast, search and the sitemap at once, its page answers 410, and a sync keeps it hidden', async ({ page, context, baseURL }) => {
    const [{ slug }] = (await query<{ slug: string }>('select slug from spotify_episodes where guid = $1', [EPISODE.guid])) as [{ slug: string }];
    const episodePath = `/podcast/${slug}`;
    const podcastTitles = async () => {
      await page.goto('/podcast');
      return page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    };
    const searchLinks = async () => {
      await page.goto('/search?q=nurses+riyadh');
      return page.getByRole('main').getByRole('link', { name: EPISODE.title }).count();
    };
    const homeEpisodes = async () => {
      await page.goto('/');
      return page.getByRole('region', { name: 'Podcast episodes' }).getByRole('article').getByRole('heading').allTextContents();
    };
    expect(await podcastTitles()).toContain(EPISODE.title);
    expect(await homeEpisodes()).toContain(EPISODE.title);
    expect(await searchLinks()).toBe(1);
    await ownerSession.addTo(context, baseURL);

    await page.goto('/admin/media');
    await page.getByRole('link', { name: `Hide the episode ${EPISODE.title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hide this episode?' })).toBeVisible();
    await page.getByRole('button', { name: 'Hide' }).click();
    await expect(page).toHaveURL(/\/admin\/media\?updated=hidden-episode$/);
    await expect(page.getByRole('status')).toHaveText('The episode is hidden: it is no longer on the site.');
    await expect(page.getByRole('button', { name: `Show the episode ${EPISODE.title} again` })).toBeVisible();

    expect(await podcastTitles()).not.toContain(EPISODE.title);
    expect(await homeEpisodes()).not.toContain(EPISODE.title);
    expect(await searchLinks()).toBe(0);
    expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain(episodePath);
    const gone = await page.goto(episodePath);
    expect(gone?.status()).toBe(410);
    await expect(page.getByRole('heading', { level: 1, name: 'This episode is no longer on the site' })).toBeVisible();

    // The feed still lists it: the sync leaves it hidden.
    expect(runSync().code).toBe(0);
    expect(await podcastTitles()).not.toContain(EPISODE.title);

    await page.goto('/admin/media');
    await page.getByRole('button', { name: `Show the episode ${EPISODE.title} again` }).click();
    await expect(page.getByRole('status')).toHaveText('The episode is back on the site.');
    expect(await podcastTitles()).toContain(EPISODE.title);
    expect(await homeEpisodes()).toContain(EPISODE.title);
    expect((await page.goto(episodePath))?.status()).toBe(200);
    expect(await searchLinks()).toBe(1);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a video leaves the home page at once and comes back with Show again; Cancel hides nothing', async ({ page, context, baseURL }) => {
      const homeVideos = async () => {
        await page.goto('/');
        return page.getByRole('region', { name: 'Most Popular Videos' }).getByRole('listitem').getByRole('heading').allTextContents();
      };
      expect(await homeVideos()).toContain(VIDEO.title);
      await ownerSession.addTo(context, baseURL);

      await page.goto('/admin/media');
      const hide = page.getByRole('link', { name: `Hide the video ${VIDEO.title}` });
      await hide.click();
      await page.getByRole('link', { name: 'Cancel' }).click();
      await expect(page).toHaveURL(/\/admin\/media$/);
      expect(await query('select status from youtube_videos where video_id = $1', [VIDEO.id])).toEqual([{ status: 'published' }]);

      await hide.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Hide this video?' })).toBeVisible();
      await page.getByRole('button', { name: 'Hide' }).click();
      await expect(page.getByRole('status')).toHaveText('The video is hidden: it is no longer on the home page.');
      expect(await homeVideos()).not.toContain(VIDEO.title);

      await page.goto('/admin/media');
      await page.getByRole('button', { name: `Show the video ${VIDEO.title} again` }).click();
      await expect(page.getByRole('status')).toHaveText('The video is back on the home page.');
      expect(await homeVideos()).toContain(VIDEO.title);
    });
  });
});

test('with both services unreachable a sync changes nothing on the pages and records the errors', CHANGES, async ({ page }) => {
  await page.goto('/');
  const before = await page.getByRole('region', { name: 'Most Popular Videos' }).innerText();
  await page.goto('/podcast');
  const episodesBefore = await page.getByRole('main').innerText();

  // Port 9 (discard) on loopback: nothing listens there, as when the real services are down.
  const sync = runSync({ YOUTUBE_API_URL: 'http://127.0.0.1:9/youtube/v3', PODCAST_RSS_URL: 'http://127.0.0.1:9/feed.xml' });
  expect(sync.code).toBe(1);
  const status = await query<{ source: string; ok: boolean; error: string | null }>('select source, ok, error from media_sync_status order by source');
  expect(status.map((s) => [s.source, s.ok])).toEqual([
    ['podcast', false],
    ['youtube', false],
  ]);
  expect(status.every((s) => (s.error ?? '').length > 0)).toBe(true);

  await page.goto('/');
  expect(await page.getByRole('region', { name: 'Most Popular Videos' }).innerText()).toBe(before);
  await page.goto('/podcast');
  expect(await page.getByRole('main').innerText()).toBe(episodesBefore);
});

test('with nothing stored the sections say so, and `npm run sync` fills them again', CHANGES, async ({ page }) => {
  await query('delete from youtube_videos');
  await query('delete from spotify_episodes');
  await page.goto('/');
  const videos = page.getByRole('region', { name: 'Most Popular Videos' });
  await expect(videos.getByText('No videos available yet.', { exact: true })).toBeVisible();
  await expect(videos.getByRole('link', { name: 'Visit our YouTube channel' })).toHaveAttribute('href', 'https://www.youtube.com/@kwentongofw');
  await expect(videos.getByRole('link', { name: 'Listen to our podcast' })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('region', { name: 'Podcast episodes' }).getByText('No episodes available yet.')).toBeVisible();

  const sync = runSync();
  expect(sync.code).toBe(0);
  expect(sync.output).toMatch(/youtube/i);
  expect(sync.output).toMatch(/podcast/i);
  await page.reload();
  await expect(videos.getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('region', { name: 'Podcast episodes' }).getByRole('article')).toHaveCount(12);
});
