import type { MediaStatus } from '../../platform/limits.ts';

export interface Video {
  videoId: string;
  title: string;
  description: string;
  /** The site's copies of the thumbnail (thumbnailSrc); null until the sync has stored them. */
  thumbnail: string | null;
  publishedAt: Date;
}

export interface Episode {
  slug: string;
  name: string;
  /** Sanitised HTML show notes. */
  description: string;
  publishedAt: Date;
  durationMs: number | null;
  externalUrl: string | null;
  imageUrl: string | null;
  audioUrl: string | null;
}

export type MediaKind = 'episode' | 'video';

/** An episode or a video as the owner's media page lists it. */
export interface OwnerMediaItem {
  /** The episode's row id, or the video's YouTube id. */
  id: string;
  title: string;
  publishedAt: Date;
  status: MediaStatus;
  /** Where a visitor sees it: the episode's page, the video on YouTube. */
  url: string;
}

export const watchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
export const embedUrl = (videoId: string) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
/** The widths of a thumbnail's WebP copies, all cropped to 16:9 (thumbnails.server.ts writes them). */
export const THUMBNAIL_WIDTHS = [320, 480] as const;
export const THUMBNAIL_ASPECT = 16 / 9;
export type ThumbnailWidth = (typeof THUMBNAIL_WIDTHS)[number];
/** A copy of a thumbnail, served by the site: no page asks YouTube for a picture. */
export const thumbnailSrc = (name: string, width: ThumbnailWidth) => `/media/videos/${encodeURIComponent(name)}-${width}.webp`;
export const thumbnailSrcSet = (name: string) => THUMBNAIL_WIDTHS.map((width) => `${thumbnailSrc(name, width)} ${width}w`).join(', ');
export const thumbnailHeight = (width: ThumbnailWidth) => Math.round(width / THUMBNAIL_ASPECT);
export const episodeUrl = (slug: string) => `/podcast/${slug}`;

/** Show notes as plain text, for descriptions and cards. */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|lt|gt|quot|#39|amp);/g, (_, e: string) => ENTITIES[e] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();

const ENTITIES: Record<string, string> = { nbsp: ' ', lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' };
