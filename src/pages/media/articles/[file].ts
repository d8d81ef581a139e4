import type { APIRoute } from 'astro';
import { PHOTO_AREA, PHOTO_FILE } from '../../../features/articles/index.server.ts';
import { serveImageFile } from '../../../platform/images.server.ts';

// The articles' photos, processed by the photo job into the media store. Each file's name is new for
// every upload, so it can be cached for a year.
export const GET: APIRoute = ({ params }) => serveImageFile(PHOTO_AREA, params['file'] ?? '', PHOTO_FILE);
