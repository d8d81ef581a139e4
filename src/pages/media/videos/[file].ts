import type { APIRoute } from 'astro';
import { THUMBNAIL_AREA, THUMBNAIL_FILE } from '../../../features/media/index.server.ts';
import { serveImageFile } from '../../../platform/images.server.ts';

// The videos' thumbnails, fetched and resized by the media sync into the media store. Each file's
// name carries a hash of what was fetched, so it can be cached for a year.
export const GET: APIRoute = ({ params }) => serveImageFile(THUMBNAIL_AREA, params['file'] ?? '', THUMBNAIL_FILE);
