import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { dataDir } from './config.ts';

// The site's own pictures (ADR 051): made once by a job with sharp, kept under DATA_DIR/media/<area>,
// served by the site under /media/<area>/ with a year's cache. Each file's name is new whenever its
// content is (a fresh name per upload, a content hash per fetched thumbnail), so nothing is ever stale.

/** DATA_DIR/media/<area>: `articles` for the owner's photos, `videos` for the synced thumbnails. */
export const imageDir = (area: string) => path.join(dataDir(), 'media', area);

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
export const imageContentType = (file: string) => CONTENT_TYPES[path.extname(file).slice(1)] ?? 'application/octet-stream';

/** Written under a temporary name and renamed: a page never links a half-written file. */
export async function writeImageFile(dir: string, file: string, bytes: Buffer) {
  await mkdir(dir, { recursive: true });
  const temporary = path.join(dir, `.${file}.tmp`);
  await writeFile(temporary, bytes);
  await rename(temporary, path.join(dir, file));
}

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

/** Writes `<name>-<width>.webp` for each width into `dir`, with metadata stripped (sharp writes none unless asked). */
export async function writeWebpCopies(input: Buffer, dir: string, name: string, { widths, aspect, enlarge = false, limitInputPixels }: WebpCopies) {
  for (const width of widths) {
    const copy = await sharp(input, { failOn: 'error', ...(limitInputPixels ? { limitInputPixels } : {}) })
      .rotate()
      .resize(aspect ? { width, height: Math.round(width / aspect), fit: 'cover' } : { width, withoutEnlargement: !enlarge })
      .webp({ quality: 78 })
      .toBuffer();
    await writeImageFile(dir, `${name}-${width}.webp`, copy);
  }
}

/** Removes `<name>-<width>.webp` for each width (a picture replaced by a new one). */
export async function removeWebpCopies(dir: string, name: string, widths: readonly number[]) {
  await Promise.all(widths.map((width) => rm(path.join(dir, `${name}-${width}.webp`), { force: true })));
}

const notFound = () => new Response('Not found.\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/**
 * The answer of a /media/<area>/<file> route: a name the area's pattern allows (nothing else is read
 * from disk), with a year's immutable cache. The site server adds our security headers to it.
 */
export async function serveImageFile(dir: string, file: string, allowed: RegExp): Promise<Response> {
  if (!allowed.test(file)) return notFound();
  try {
    const bytes = await readFile(path.join(dir, file));
    return new Response(bytes, {
      headers: { 'Content-Type': imageContentType(file), 'Cache-Control': 'public, max-age=31536000, immutable', 'Content-Length': String(bytes.length) },
    });
  } catch {
    return notFound();
  }
}
