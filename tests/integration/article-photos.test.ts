// The owner's photos (ADR 051): checked by their bytes, then processed by the job with sharp: upright,
// without metadata (GPS included), WebP at 480, 800 and 1200 px, the original kept at most 2000 px.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { acceptPhoto, PHOTO_MAX_BYTES, processPhoto } from '../../src/features/articles/photos.server.ts';
import { createArticle, articleVersionForOwner, saveArticle } from '../../src/features/articles/owner.server.ts';
import { articleBySlug } from '../../src/features/articles/articles.server.ts';

vi.stubEnv('DATA_DIR', mkdtempSync(path.join(tmpdir(), 'kwento-photos-')));

/** A 3000 × 1500 JPEG taken "sideways" (EXIF orientation 6) with a GPS position in its metadata. */
const sidewaysPhotoWithGps = () =>
  sharp({ create: { width: 3000, height: 1500, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: { IFD0: { Make: 'KwentoCam', Model: 'Test' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '14/1 35/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '120/1 59/1 0/1' } },
    })
    .toBuffer();

describe('an uploaded photo', () => {
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
      { id, language: 'en', intent: 'publish', title: 'A photo from the pier', slug: null, summary: 'A summary of at least some words.', description: 'A description.', body: 'Body.', author: null, heroAlt: 'Boats at the pier', date: '', time: '' },
      'Asia/Manila',
    );
    expect(saved.ok).toBe(true);
    const accepted = await acceptPhoto(photo);
    if (!accepted.ok) throw new Error(accepted.refusal);
    const done = await processPhoto({ upload: accepted.upload, name: accepted.name, articleId: id, language: 'en' });
    // Orientation 6: the 3000 × 1500 picture stands upright as 1500 × 3000, then fits 2000 px.
    expect(done).toEqual({ src: `/media/articles/${accepted.name}-full.jpg`, width: 1000, height: 2000 });
    const dir = path.join(process.env['DATA_DIR']!, 'media', 'articles');
    const files = readdirSync(dir).filter((f) => f.startsWith(accepted.name)).sort();
    expect(files).toEqual([`${accepted.name}-1200.webp`, `${accepted.name}-480.webp`, `${accepted.name}-800.webp`, `${accepted.name}-full.jpg`]);
    for (const file of files) {
      const meta = await sharp(readFileSync(path.join(dir, file))).metadata();
      expect(meta.exif, file).toBeUndefined();
      expect(meta.xmp, file).toBeUndefined();
      expect(meta.orientation ?? 1, file).toBe(1);
    }
    expect((await sharp(readFileSync(path.join(dir, `${accepted.name}-480.webp`))).metadata()).width).toBe(480);
    // 1200 is wider than the upright original (1000): not enlarged.
    expect((await sharp(readFileSync(path.join(dir, `${accepted.name}-1200.webp`))).metadata()).width).toBe(1000);
    // The upload is gone once processed.
    expect(readdirSync(path.join(process.env['DATA_DIR']!, 'uploads')).filter((f) => f.startsWith(accepted.name))).toEqual([]);

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
