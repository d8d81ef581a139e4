import path from 'node:path';
import sharp from 'sharp';
import { log } from './log.ts';
import { mediaStore } from './media-store.server.ts';

// The site's own pictures (ADR 051): made once by a job with sharp, kept in the media store (ADR 054:
// DATA_DIR/media/<area>, or a bucket), served by the site under /media/<area>/ with a year's cache.
// Each file's name is new whenever its content is (a fresh name per upload, a content hash per fetched
// thumbnail), so nothing is ever stale.

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
export const imageContentType = (file: string) => CONTENT_TYPES[path.extname(file).slice(1)] ?? 'application/octet-stream';

/** Keeps `<area>/<file>`: `articles` for the owner's photos, `videos` for the synced thumbnails, `uploads` for photos waiting for their job. */
export const storeImage = (area: string, file: string, bytes: Buffer) => mediaStore().put(`${area}/${file}`, bytes, imageContentType(file));

export interface WebpCopies {
  /** The copies' widths; each is written as `<name>-<width>.webp`. */
  widths: readonly number[];
  /** Width over height: each copy is cropped to it around the centre. Unset, the picture keeps its shape. */
  aspect?: number;
  /** Unset, no copy is wider than the input (an article's photo); set, every copy has its exact width. */
  enlarge?: boolean;
  /** The largest input sharp will decode, in pixels (a third party's picture gets a small one). */
  limitInputPixels?: number;
}

/** Stores `<area>/<name>-<width>.webp` for each width, with metadata stripped (sharp writes none unless asked). */
export async function writeWebpCopies(input: Buffer, area: string, name: string, { widths, aspect, enlarge = false, limitInputPixels }: WebpCopies) {
  for (const width of widths) {
    const copy = await sharp(input, { failOn: 'error', ...(limitInputPixels ? { limitInputPixels } : {}) })
      .rotate()
      .resize(aspect ? { width, height: Math.round(width / aspect), fit: 'cover' } : { width, withoutEnlargement: !enlarge })
      .webp({ quality: 78 })
      .toBuffer();
    await storeImage(area, `${name}-${width}.webp`, copy);
  }
}

const copyKeys = (area: string, name: string, widths: readonly number[]) => widths.map((width) => `${area}/${name}-${width}.webp`);

/** Removes `<area>/<name>-<width>.webp` for each width (a picture replaced by a new one). */
export async function removeWebpCopies(area: string, name: string, widths: readonly number[]) {
  await Promise.all(copyKeys(area, name, widths).map((key) => mediaStore().remove(key)));
}

/** Whether every copy of `name` is in the store (a database restored elsewhere may name lost ones). */
export async function webpCopiesExist(area: string, name: string, widths: readonly number[]) {
  return (await Promise.all(copyKeys(area, name, widths).map((key) => mediaStore().has(key)))).every(Boolean);
}

const notFound = () => new Response('Not found.\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/**
 * The answer of a /media/<area>/<file> route: a name the area's pattern allows (nothing else is read
 * from the store), with a year's immutable cache. The site server adds our security headers to it.
 */
export async function serveImageFile(area: string, file: string, allowed: RegExp): Promise<Response> {
  if (!allowed.test(file)) return notFound();
  let bytes: Buffer | null;
  try {
    bytes = await mediaStore().get(`${area}/${file}`);
  } catch (error) {
    log.warn({ err: (error as Error).message, area, file }, 'picture not read from the media store');
    return new Response('The picture cannot be read just now.\n', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '30' } });
  }
  if (!bytes) return notFound();
  return new Response(new Uint8Array(bytes), {
    headers: { 'Content-Type': imageContentType(file), 'Cache-Control': 'public, max-age=31536000, immutable', 'Content-Length': String(bytes.length) },
  });
}
