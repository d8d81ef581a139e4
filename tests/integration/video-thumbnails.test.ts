// The videos' thumbnails (ADR 051): the real sync, a real PostgreSQL database (this file's own) and the
// fake YouTube over real HTTP on loopback, whose image host serves small real JPEGs (4:3 with black
// bars, as YouTube's `high` pictures are). The sync fetches each new or changed one once, crops it to
// 16:9 WebP at 320 and 480 px under DATA_DIR (or in a bucket), and the pages name only the site's copies.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPool } from '../../src/platform/db/client.ts';
import { serveImageFile } from '../../src/platform/images.server.ts';
import { latestVideos } from '../../src/features/media/queries.server.ts';
import { syncSource } from '../../src/features/media/sync.server.ts';
import { THUMBNAIL_AREA, THUMBNAIL_FILE, THUMBNAIL_MAX_BYTES } from '../../src/features/media/thumbnails.server.ts';
import { thumbnailSrc, thumbnailSrcSet } from '../../src/features/media/types.ts';
import { FAKE_API_KEY, FAKE_CHANNEL_ID, type FakeVideo } from '../fakes/fixtures/youtube.ts';
import { startMediaServer, thumbnailColour, type MediaServer } from '../fakes/media-server.ts';
import { bucketSettings, startS3Server, type S3Server } from '../fakes/s3-server.ts';

vi.stubEnv('DATA_DIR', mkdtempSync(path.join(tmpdir(), 'kwento-thumbnails-')));

let fake: MediaServer;

beforeAll(async () => {
  fake = await startMediaServer();
  vi.stubEnv('YOUTUBE_API_KEY', FAKE_API_KEY);
  vi.stubEnv('YOUTUBE_CHANNEL_ID', FAKE_CHANNEL_ID);
  vi.stubEnv('YOUTUBE_API_URL', `${fake.url}/youtube/v3`);
  vi.stubEnv('PODCAST_RSS_URL', undefined);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});

beforeEach(() => fake.imageRequests.clear());

interface Row {
  video_id: string;
  thumbnail_url: string | null;
  thumbnail_name: string | null;
  thumbnail_source: string | null;
  thumbnail_checked_at: Date | null;
  thumbnail_error: string | null;
}
const rows = async () =>
  (await getPool().query<Row>('select video_id, thumbnail_url, thumbnail_name, thumbnail_source, thumbnail_checked_at, thumbnail_error from youtube_videos order by video_id')).rows;
const row = async (videoId: string) => (await rows()).find((r) => r.video_id === videoId)!;
/** The media store's default place (ADR 054). */
const thumbnailDir = () => path.join(process.env['DATA_DIR']!, 'media', THUMBNAIL_AREA);
const files = () => (existsSync(thumbnailDir()) ? readdirSync(thumbnailDir()).sort() : []);

/** The picture's mean colour, and whether any row at its top or bottom edge is (nearly) black. */
async function look(file: string) {
  const image = sharp(readFileSync(path.join(thumbnailDir(), file)));
  const { width, height, format } = await image.metadata();
  const { channels } = await image.stats();
  const { data, info } = await image.clone().raw().toBuffer({ resolveWithObject: true });
  const rowMean = (y: number) => {
    let sum = 0;
    for (let x = 0; x < info.width; x++) for (let c = 0; c < 3; c++) sum += data[(y * info.width + x) * info.channels + c]!;
    return sum / (info.width * 3);
  };
  return {
    width,
    height,
    format,
    colour: { r: channels[0]!.mean, g: channels[1]!.mean, b: channels[2]!.mean },
    blackEdge: Math.min(rowMean(0), rowMean(info.height - 1)) < 40,
  };
}
const near = (a: { r: number; g: number; b: number }, b: { r: number; g: number; b: number }) =>
  Math.abs(a.r - b.r) < 12 && Math.abs(a.g - b.g) < 12 && Math.abs(a.b - b.b) < 12;

const LONG_IDS = ['kw3nto-QnA1', 'kw3nto_Ep43', 'kw3nto_Ep44', 'kw3nto_Ep45', 'kw3nto_Ep46', 'kw3nto_Ep42'].sort();

/** A new long video at the top of the channel. */
const newVideo = (id: string): FakeVideo => ({ id, title: `New ${id}`, description: 'New.', publishedAt: new Date().toISOString().replace(/\.\d+Z$/, 'Z'), duration: 'PT10M' });

describe('the YouTube sync', () => {
  it('fetches each video’s thumbnail once and stores it as 16:9 WebP at 320 and 480 px, without the black bars', async () => {
    const outcome = await syncSource('youtube');
    expect(outcome).toMatchObject({ ok: true, seen: 6 });
    const stored = await rows();
    expect(stored.map((r) => r.video_id)).toEqual(LONG_IDS);
    // One request per video, for the API's `high` picture, with our user agent.
    expect(fake.imageRequests.all.map((r) => r.path).sort()).toEqual(LONG_IDS.map((id) => `/vi/${id}/hqdefault.jpg`).sort());
    expect(new Set(fake.imageRequests.all.map((r) => r.userAgent))).toEqual(new Set(['KwentoMediaSync/1.0']));

    for (const r of stored) {
      expect(r.thumbnail_name).toMatch(new RegExp(`^${r.video_id}-[0-9a-f]{12}$`));
      expect(r.thumbnail_source).toBe(r.thumbnail_url);
      expect(r.thumbnail_checked_at).toBeInstanceOf(Date);
      expect(r.thumbnail_error).toBeNull();
      const small = await look(`${r.thumbnail_name}-320.webp`);
      const large = await look(`${r.thumbnail_name}-480.webp`);
      expect([small.format, small.width, small.height]).toEqual(['webp', 320, 180]);
      expect([large.format, large.width, large.height]).toEqual(['webp', 480, 270]);
      expect(large.blackEdge, `${r.video_id}: the letterbox is cropped away`).toBe(false);
      expect(near(large.colour, thumbnailColour(r.video_id)), `${r.video_id}: its own picture`).toBe(true);
    }
    expect(files()).toEqual(stored.flatMap((r) => [`${r.thumbnail_name}-320.webp`, `${r.thumbnail_name}-480.webp`]).sort());
    expect(files().every((file) => THUMBNAIL_FILE.test(file))).toBe(true);
  });

  it('gives the pages the site’s own addresses, served with a year’s cache', async () => {
    const videos = await latestVideos();
    expect(videos).toHaveLength(5);
    for (const video of videos) {
      const name = (await row(video.videoId)).thumbnail_name!;
      expect(video.thumbnail).toBe(name);
      expect(thumbnailSrcSet(name)).toBe(`/media/videos/${name}-320.webp 320w, /media/videos/${name}-480.webp 480w`);
    }
    const file = path.basename(thumbnailSrc(videos[0]!.thumbnail!, 480));
    const served = await serveImageFile(THUMBNAIL_AREA, file, THUMBNAIL_FILE);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(readFileSync(path.join(thumbnailDir(), file)))).toBe(true);
    // Only the names the sync writes are read from disk.
    for (const hostile of ['..%2F..%2Fetc%2Fpasswd', '../../auth-secret', `${videos[0]!.thumbnail}-480.jpg`, 'x-0123456789ab-480.webp']) {
      expect((await serveImageFile(THUMBNAIL_AREA, hostile, THUMBNAIL_FILE)).status).toBe(404);
    }
  });

  it('does not fetch an unchanged thumbnail again', async () => {
    const before = await rows();
    expect((await syncSource('youtube')).ok).toBe(true);
    expect(fake.imageRequests.count()).toBe(0);
    expect((await rows()).map((r) => [r.video_id, r.thumbnail_name])).toEqual(before.map((r) => [r.video_id, r.thumbnail_name]));
  });

  it('fetches a changed thumbnail, names the new copies and removes the old ones', async () => {
    const before = await row('kw3nto_Ep45');
    fake.data.videos.find((v) => v.id === 'kw3nto_Ep45')!.thumbnailRevision = 2;
    expect((await syncSource('youtube')).ok).toBe(true);
    expect(fake.imageRequests.all.map((r) => `${r.path}?v=${r.params['v']}`)).toEqual(['/vi/kw3nto_Ep45/hqdefault.jpg?v=2']);
    const after = await row('kw3nto_Ep45');
    expect(after.thumbnail_name).not.toBe(before.thumbnail_name);
    expect(after.thumbnail_source).toBe(`${fake.url}/vi/kw3nto_Ep45/hqdefault.jpg?v=2`);
    expect(near((await look(`${after.thumbnail_name}-480.webp`)).colour, thumbnailColour('kw3nto_Ep45', 2))).toBe(true);
    expect(files().filter((f) => f.startsWith(`${before.thumbnail_name}-`))).toEqual([]);
  });

  it('looks again after a week: unchanged bytes keep their name and files', async () => {
    await getPool().query("update youtube_videos set thumbnail_checked_at = now() - interval '8 days' where video_id = 'kw3nto_Ep46'");
    const before = await row('kw3nto_Ep46');
    const filesBefore = files();
    expect((await syncSource('youtube')).ok).toBe(true);
    expect(fake.imageRequests.all.map((r) => r.path)).toEqual(['/vi/kw3nto_Ep46/hqdefault.jpg']);
    const after = await row('kw3nto_Ep46');
    expect(after.thumbnail_name).toBe(before.thumbnail_name);
    expect(after.thumbnail_checked_at!.getTime()).toBeGreaterThan(before.thumbnail_checked_at!.getTime());
    expect(files()).toEqual(filesBefore);
  });

  it('fetches again a thumbnail whose copies are gone from the disk (a database restored elsewhere)', async () => {
    const name = (await row('kw3nto_Ep43')).thumbnail_name!;
    rmSync(path.join(thumbnailDir(), `${name}-320.webp`));
    expect((await syncSource('youtube')).ok).toBe(true);
    expect(fake.imageRequests.all.map((r) => r.path)).toEqual(['/vi/kw3nto_Ep43/hqdefault.jpg']);
    expect((await row('kw3nto_Ep43')).thumbnail_name).toBe(name);
    expect(files()).toContain(`${name}-320.webp`);
  });

  for (const [mode, why] of [
    ['missing', 'answers 404'],
    ['not-image', 'answers a web page'],
    ['oversize', `sends more than ${THUMBNAIL_MAX_BYTES / 1024 / 1024} MB`],
    ['slow', 'does not answer in time'],
  ] as const) {
    it(`keeps the video with the brand’s placeholder when the image host ${why}, and tries again an hour later`, async () => {
      const id = `kw3ntoN${mode.replace('-', '').slice(0, 4).padEnd(4, 'x')}`;
      fake.data.videos.unshift(newVideo(id));
      // A changed address whose fetch fails keeps the copies already stored.
      const kept = await row('kw3nto_Ep44');
      fake.data.videos.find((v) => v.id === 'kw3nto_Ep44')!.thumbnailRevision = (fake.data.videos.find((v) => v.id === 'kw3nto_Ep44')!.thumbnailRevision ?? 0) + 1;
      fake.mode.thumbnails = mode;
      const filesBefore = files();
      const lines: string[] = [];
      const outcome = await syncSource('youtube', (line) => lines.push(line), { timeoutMs: 1_000 });
      fake.mode.thumbnails = 'normal';

      expect(outcome.ok, 'a thumbnail is no reason to fail the sync').toBe(true);
      expect(lines).toContain('youtube: 0 thumbnail(s) stored, 2 failed (placeholder shown)');
      expect(await row(id)).toMatchObject({ thumbnail_name: null, thumbnail_source: `${fake.url}/vi/${id}/hqdefault.jpg`, thumbnail_error: expect.any(String) });
      expect((await latestVideos()).find((v) => v.videoId === id)).toMatchObject({ thumbnail: null });
      expect(await row('kw3nto_Ep44')).toMatchObject({ thumbnail_name: kept.thumbnail_name, thumbnail_error: expect.any(String) });
      expect(files()).toEqual(filesBefore);

      // Not at the next run: the placeholder (or the copies stored before) for the hour.
      fake.imageRequests.clear();
      expect((await syncSource('youtube')).ok).toBe(true);
      expect(fake.imageRequests.count()).toBe(0);

      await getPool().query("update youtube_videos set thumbnail_checked_at = now() - interval '61 minutes' where video_id in ($1, 'kw3nto_Ep44')", [id]);
      expect((await syncSource('youtube')).ok).toBe(true);
      expect(fake.imageRequests.all.map((r) => r.path).sort()).toEqual([`/vi/${id}/hqdefault.jpg`, '/vi/kw3nto_Ep44/hqdefault.jpg'].sort());
      expect(await row(id)).toMatchObject({ thumbnail_name: expect.stringMatching(new RegExp(`^${id}-[0-9a-f]{12}$`)), thumbnail_error: null });
      expect(await row('kw3nto_Ep44')).toMatchObject({ thumbnail_name: expect.not.stringMatching(kept.thumbnail_name!), thumbnail_error: null });
      expect(files().filter((f) => f.startsWith(`${kept.thumbnail_name}-`))).toEqual([]);
      fake.data.videos.shift();
    });
  }
});

describe('with the pictures kept in an S3-compatible bucket (ADR 054)', () => {
  let bucket: S3Server;
  beforeAll(async () => {
    bucket = await startS3Server();
    for (const [name, value] of Object.entries(bucketSettings(bucket))) vi.stubEnv(name, value);
  });
  afterAll(async () => {
    vi.stubEnv('MEDIA_S3_URL', undefined);
    await bucket.close();
  });

  it('fetches the copies missing from the bucket again, keeps them there, and serves them from it', async () => {
    fake.imageRequests.clear();
    expect((await syncSource('youtube')).ok).toBe(true);
    const stored = (await rows()).filter((r) => LONG_IDS.includes(r.video_id));
    // The bucket starts empty: every listed video's copies count as lost, so each picture is fetched once more.
    expect(fake.imageRequests.all.map((r) => r.path).sort()).toEqual(LONG_IDS.map((id) => `/vi/${id}/hqdefault.jpg`).sort());
    expect([...bucket.objects.keys()].sort()).toEqual(stored.flatMap((r) => [`videos/${r.thumbnail_name}-320.webp`, `videos/${r.thumbnail_name}-480.webp`]).sort());
    const file = `${stored[0]!.thumbnail_name}-480.webp`;
    const served = await serveImageFile(THUMBNAIL_AREA, file, THUMBNAIL_FILE);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bucket.objects.get(`videos/${file}`)!.bytes)).toBe(true);

    fake.imageRequests.clear();
    expect((await syncSource('youtube')).ok).toBe(true);
    expect(fake.imageRequests.count(), 'copies in the bucket are not fetched again').toBe(0);
  });
});
