export interface Video {
  videoId: string;
  title: string;
  description: string;
  thumbnailUrl: string | null;
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

export const watchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
export const embedUrl = (videoId: string) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
/** YouTube's WebP rendition of a video's thumbnail (`hqdefault` 480×360, `mqdefault` 320×180). */
export const thumbnailWebpUrl = (videoId: string, size: 'hqdefault' | 'mqdefault') =>
  `https://i.ytimg.com/vi_webp/${encodeURIComponent(videoId)}/${size}.webp`;
export const episodeUrl = (slug: string) => `/podcast/${slug}`;

/** Show notes as plain text, for descriptions and cards. */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|lt|gt|quot|#39|amp);/g, (_, e: string) => ENTITIES[e] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();

const ENTITIES: Record<string, string> = { nbsp: ' ', lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' };
