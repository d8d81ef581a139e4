import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRoute } from 'astro';
import { PHOTO_FILE, photoContentType, photoDir } from '../../../features/articles/index.server.ts';

// The articles' photos, processed by the photo job into DATA_DIR/media/articles. Each file's name is
// new for every upload, so it can be cached for a year.
export const GET: APIRoute = async ({ params }) => {
  const file = params['file'] ?? '';
  if (!PHOTO_FILE.test(file)) return new Response('Not found.\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  try {
    const bytes = await readFile(path.join(photoDir(), file));
    return new Response(bytes, {
      headers: { 'Content-Type': photoContentType(file), 'Cache-Control': 'public, max-age=31536000, immutable', 'Content-Length': String(bytes.length) },
    });
  } catch {
    return new Response('Not found.\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
};
