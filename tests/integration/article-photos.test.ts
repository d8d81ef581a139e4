// The owner's photos (ADR 051): checked by their bytes, then processed by the job with sharp: upright,
// without metadata (GPS included), WebP at 480, 800 and 1200 px, the original kept at most 2000 px;
// kept under DATA_DIR/media, or in an S3-compatible bucket (ADR 054: a fake one on loopback here that
// checks every request's signature), and served by the site from either.
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { acceptPhoto, PHOTO_AREA, PHOTO_FILE, PHOTO_MAX_BYTES, processPhoto } from '../../src/features/articles/photos.server.ts';
import { createArticle, articleVersionForOwner, saveArticle } from '../../src/features/articles/owner.server.ts';
import { articleBySlug } from '../../src/features/articles/articles.server.ts';
import { serveImageFile } from '../../src/platform/images.server.ts';
import { bucketSettings, FAKE_S3_KEYS, startS3Server, type S3Server } from '../fakes/s3-server.ts';

vi.stubEnv('DATA_DIR', mkdtempSync(path.join(tmpdir(), 'kwento-photos-')));

let bucket: S3Server;
beforeAll(async () => {
  bucket = await startS3Server();
});
afterAll(() => bucket.close());

/** What a store holds, read from where it keeps it (the disk, or the fake bucket's own map). */
interface Kept {
  files(area: string): string[];
  bytes(area: string, file: string): Buffer;
}
const onDisk: Kept = {
  files: (area) => {
    const dir = path.join(process.env['DATA_DIR']!, 'media', area);
    return existsSync(dir) ? readdirSync(dir).filter((f) => !f.startsWith('.')) : [];
  },
  bytes: (area, file) => readFileSync(path.join(process.env['DATA_DIR']!, 'media', area, file)),
};
const inBucket: Kept = {
  files: (area) => [...bucket.objects.keys()].filter((key) => key.startsWith(`${area}/`)).map((key) => key.slice(area.length + 1)),
  bytes: (area, file) => bucket.objects.get(`${area}/${file}`)!.bytes,
};
const STORES: [string, () => void, Kept][] = [
  ['under DATA_DIR', () => vi.stubEnv('MEDIA_S3_URL', undefined), onDisk],
  [
    'in an S3-compatible bucket',
    () => {
      for (const [name, value] of Object.entries(bucketSettings(bucket))) vi.stubEnv(name, value);
    },
    inBucket,
  ],
];

/** A 3000 × 1500 JPEG taken "sideways" (EXIF orientation 6) with a GPS position in its metadata. */
const sidewaysPhotoWithGps = () =>
  sharp({ create: { width: 3000, height: 1500, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: { IFD0: { Make: 'KwentoCam', Model: 'Test' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '14/1 35/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '120/1 59/1 0/1' } },
    })
    .toBuffer();

describe.each(STORES)('an uploaded photo kept %s', (where, useStore, kept) => {
  beforeAll(useStore);

  it('is refused unless its bytes are JPEG, PNG or WebP, and over 15 MB', async () => {
    expect(await acceptPhoto(Buffer.from('GIF89a not a photo'))).toEqual({ ok: false, refusal: 'type' });
    expect(await acceptPhoto(Buffer.from('<svg onload="alert(1)"></svg>'))).toEqual({ ok: false, refusal: 'type' });
    expect(await acceptPhoto(Buffer.alloc(0))).toEqual({ ok: false, refusal: 'empty' });
    const huge = Buffer.alloc(PHOTO_MAX_BYTES + 1);
    huge.set([0xff, 0xd8, 0xff]);
    expect(await acceptPhoto(huge)).toEqual({ ok: false, refusal: 'size' });
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).png().toBuffer();
    expect(await acceptPhoto(png)).toMatchObject({ ok: true });
  });

  it('is turned upright, stripped of its metadata, resized, and becomes the hero image of its article', async () => {
    const photo = await sidewaysPhotoWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const id = await createArticle();
    const saved = await saveArticle(
      { id, locale: 'en', intent: 'publish', title: `A photo from the pier, kept ${where}`, slug: null, summary: 'A summary of at least some words.', description: 'A description.', body: 'Body.', author: null, heroAlt: 'Boats at the pier', date: '', time: '' },
      'Asia/Manila',
    );
    expect(saved.ok).toBe(true);
    const accepted = await acceptPhoto(photo);
    if (!accepted.ok) throw new Error(accepted.refusal);
    expect(kept.files('uploads')).toContain(`${accepted.name}.jpg`);
    const done = await processPhoto({ name: accepted.name, ext: accepted.ext, articleId: id, locale: 'en' });
    // Orientation 6: the 3000 × 1500 picture stands upright as 1500 × 3000, then fits 2000 px.
    expect(done).toEqual({ src: `/media/articles/${accepted.name}-full.jpg`, width: 1000, height: 2000 });
    const files = kept.files(PHOTO_AREA).filter((f) => f.startsWith(accepted.name)).sort();
    expect(files).toEqual([`${accepted.name}-1200.webp`, `${accepted.name}-480.webp`, `${accepted.name}-800.webp`, `${accepted.name}-full.jpg`]);
    for (const file of files) {
      const meta = await sharp(kept.bytes(PHOTO_AREA, file)).metadata();
      expect(meta.exif, file).toBeUndefined();
      expect(meta.xmp, file).toBeUndefined();
      expect(meta.orientation ?? 1, file).toBe(1);
    }
    expect((await sharp(kept.bytes(PHOTO_AREA, `${accepted.name}-480.webp`)).metadata()).width).toBe(480);
    // 1200 is wider than the upright original (1000): not enlarged.
    expect((await sharp(kept.bytes(PHOTO_AREA, `${accepted.name}-1200.webp`)).metadata()).width).toBe(1000);
    // The upload is gone once processed.
    expect(kept.files('uploads').filter((f) => f.startsWith(accepted.name))).toEqual([]);

    // The site serves the kept bytes, with a year's cache.
    const served = await serveImageFile(PHOTO_AREA, `${accepted.name}-800.webp`, PHOTO_FILE);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/webp');
    expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(kept.bytes(PHOTO_AREA, `${accepted.name}-800.webp`))).toBe(true);
    const unknownName = `${accepted.name.startsWith('0') ? '1' : '0'}${accepted.name.slice(1)}`;
    expect((await serveImageFile(PHOTO_AREA, `${unknownName}-800.webp`, PHOTO_FILE)).status).toBe(404);

    const { version } = await articleVersionForOwner(id, 'en');
    const found = await articleBySlug('en', version!.slug);
    if (found.found !== 'article') throw new Error('not public');
    expect(found.page.data.heroImage).toEqual({
      src: done.src,
      width: 1000,
      height: 2000,
      srcset: `/media/articles/${accepted.name}-480.webp 480w, /media/articles/${accepted.name}-800.webp 800w, ${done.src} 1000w`,
    });
    expect(found.page.data.heroAlt).toBe('Boats at the pier');
  });
});

describe('photos kept in a bucket', () => {
  beforeAll(STORES[1]![1]);

  it('are answered 503 with Retry-After while the bucket is down, and served again once it is back', async () => {
    const accepted = await acceptPhoto(await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0a0' } }).webp().toBuffer());
    if (!accepted.ok) throw new Error(accepted.refusal);
    const file = `${accepted.name}-full.webp`;
    bucket.objects.set(`${PHOTO_AREA}/${file}`, { bytes: Buffer.from('kept'), contentType: 'image/webp' });
    bucket.down = true;
    try {
      const answer = await serveImageFile(PHOTO_AREA, file, PHOTO_FILE);
      expect(answer.status).toBe(503);
      expect(answer.headers.get('Retry-After')).toBe('30');
    } finally {
      bucket.down = false;
    }
    expect(await (await serveImageFile(PHOTO_AREA, file, PHOTO_FILE)).text()).toBe('kept');
  });

  it('are not kept with a wrong key: the bucket refuses the signature and the upload fails', async () => {
    vi.stubEnv('MEDIA_S3_SECRET_ACCESS_KEY', 'not-the-secret');
    try {
      const refusedBefore = bucket.refused;
      await expect(acceptPhoto(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00f' } }).png().toBuffer())).rejects.toThrow('media bucket answered 403');
      expect(bucket.refused).toBeGreaterThan(refusedBefore);
    } finally {
      vi.stubEnv('MEDIA_S3_SECRET_ACCESS_KEY', FAKE_S3_KEYS.secretAccessKey);
    }
  });
});
