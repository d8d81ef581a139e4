import type { APIRoute } from 'astro';
import { PHOTO_FILE, photoDir } from '../../../features/articles/index.server.ts';
import { serveImageFile } from '../../../platform/images.server.ts';

// The articles' photos, processed by the photo job into DATA_DIR/media/articles. Each file's name is
// new for every upload, so it can be cached for a year.
export const GET: APIRoute = ({ params }) => serveImageFile(photoDir(), params['file'] ?? '', PHOTO_FILE);
