import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import sharp from 'sharp';
import { getDb } from '../../platform/db/client.ts';
import { storeImage, writeWebpCopies } from '../../platform/images.server.ts';
import { mediaStore } from '../../platform/media-store.server.ts';
import { articleVersions } from '../../platform/db/schema.ts';
import { log } from '../../platform/log.ts';
import type { Locale } from '../../i18n/locales.ts';

/** The largest photo the owner may upload (ADR 051). */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** The widths of the WebP copies a page offers in `srcset`, and the kept original's longest side. */
export const PHOTO_WIDTHS = [480, 800, 1200] as const;
const ORIGINAL_MAX = 2000;

export const PHOTO_QUEUE = 'article-photo';

const KINDS = [
  { type: 'jpeg', ext: 'jpg', magic: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'png', ext: 'png', magic: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'webp', ext: 'webp', magic: (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
] as const;

/** The media store's area of processed photos, served at /media/articles/. */
export const PHOTO_AREA = 'articles';
/** Where an upload waits for its job. */
const UPLOAD_AREA = 'uploads';

/** A served file's name: `<uuid>-<480|800|1200>.webp` or `<uuid>-full.<jpg|png|webp>`. */
export const PHOTO_FILE = /^[0-9a-f-]{36}-(?:(?:480|800|1200)\.webp|full\.(?:jpg|png|webp))$/;

export type PhotoRefusal = 'type' | 'size' | 'empty';

/**
 * Keeps an uploaded photo for the job (the request does no image work): JPEG, PNG or WebP by its
 * first bytes, not its name, and at most 15 MB. Returns the name its files will have.
 */
export async function acceptPhoto(bytes: Buffer): Promise<{ ok: true; name: string; ext: string } | { ok: false; refusal: PhotoRefusal }> {
  if (bytes.length === 0) return { ok: false, refusal: 'empty' };
  if (bytes.length > PHOTO_MAX_BYTES) return { ok: false, refusal: 'size' };
  const kind = KINDS.find((k) => k.magic(bytes));
  if (!kind) return { ok: false, refusal: 'type' };
  const name = randomUUID();
  await storeImage(UPLOAD_AREA, `${name}.${kind.ext}`, bytes);
  return { ok: true, name, ext: kind.ext };
}

export interface PhotoJob {
  name: string;
  /** The upload's format: jpg, png or webp. */
  ext: string;
  articleId: string;
  locale: Locale;
}

/**
 * Turns the upload upright, strips every metadata block (EXIF, GPS, XMP: sharp writes none unless
 * asked), keeps it at most 2000 px on its longest side in its own format, writes WebP copies at 480,
 * 800 and 1200 px, and makes it the hero image of the article's version.
 */
export async function processPhoto({ name, ext, articleId, locale }: PhotoJob): Promise<{ src: string; width: number; height: number }> {
  const upload = `${UPLOAD_AREA}/${name}.${ext}`;
  const input = await mediaStore().get(upload);
  if (!input) throw new Error(`the upload ${upload} is not in the media store`);
  const full = sharp(input, { failOn: 'error' }).rotate().resize({ width: ORIGINAL_MAX, height: ORIGINAL_MAX, fit: 'inside', withoutEnlargement: true });
  const encoded = ext === 'png' ? full.png() : ext === 'webp' ? full.webp({ quality: 85 }) : full.jpeg({ quality: 85, mozjpeg: true });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  await storeImage(PHOTO_AREA, `${name}-full.${ext}`, data);
  // The copies come from the kept original: none is wider than it.
  await writeWebpCopies(data, PHOTO_AREA, name, { widths: PHOTO_WIDTHS });
  const src = `/media/articles/${name}-full.${ext}`;
  await getDb()
    .update(articleVersions)
    .set({ heroImage: src, heroWidth: info.width, heroHeight: info.height, updatedAt: sql`now()` })
    .where(and(eq(articleVersions.articleId, articleId), eq(articleVersions.locale, locale)));
  await mediaStore().remove(upload);
  return { src, width: info.width, height: info.height };
}

export async function createPhotoQueue(boss: PgBoss) {
  if (!(await boss.getQueue(PHOTO_QUEUE))) await boss.createQueue(PHOTO_QUEUE, { retryLimit: 2, retryDelay: 5, expireInSeconds: 120 });
}

export async function startPhotoWorker(boss: PgBoss) {
  await boss.work<PhotoJob>(PHOTO_QUEUE, async ([job]) => {
    if (!job) return;
    const done = await processPhoto(job.data);
    log.info({ event: 'article_photo', name: job.data.name, width: done.width, height: done.height }, 'article photo processed');
  });
}
