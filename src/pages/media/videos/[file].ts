import type { APIRoute } from 'astro';
import { THUMBNAIL_FILE, thumbnailDir } from '../../../features/media/index.server.ts';
import { serveImageFile } from '../../../platform/images.server.ts';

// The videos' thumbnails, fetched and resized by the media sync into DATA_DIR/media/videos. Each
// file's name carries a hash of what was fetched, so it can be cached for a year.
export const GET: APIRoute = ({ params }) => serveImageFile(thumbnailDir(), params['file'] ?? '', THUMBNAIL_FILE);
