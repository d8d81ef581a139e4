import { isoDurationSeconds } from './durations.ts';
import { FetchFailure, fetchableUrlOrNull, fetchLimited, hostOf } from './fetch.server.ts';
import { parseFeedXml, textOf } from './xml.server.ts';

export const MIN_VIDEO_SECONDS = 300;
export const SEARCH_MAX_RESULTS = 20;

export interface VideoRecord {
  videoId: string;
  title: string;
  description: string;
  thumbnailUrl: string | null;
  publishedAt: Date;
  duration: string | null;
  durationSeconds: number | null;
}

export interface YouTubeSource {
  channelId: string;
  apiKey?: string | undefined;
  apiUrl: string;
  feedUrl: string;
  /** Overrides fetchLimited's time limit (tests). */
  timeoutMs?: number | undefined;
}

/** The API said the daily quota is used up; calls cost quota even when they fail, so stop. */
export class QuotaExceeded extends FetchFailure {}

const VIDEO_ID = /^[\w-]{6,20}$/;

async function getJson(url: URL, source: YouTubeSource): Promise<Record<string, unknown>> {
  const { status, text } = await fetchLimited(url.href, new Set([hostOf(source.apiUrl)]), {
    maxBytes: 2 * 1024 * 1024,
    ...(source.timeoutMs ? { timeoutMs: source.timeoutMs } : {}),
  });
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new FetchFailure(`YouTube answered ${status} with malformed JSON`);
  }
  if (status === 200) return body;
  const error = body['error'] as { errors?: { reason?: string }[]; message?: string } | undefined;
  if (status === 403 && error?.errors?.some((e) => e.reason === 'quotaExceeded')) {
    throw new QuotaExceeded('YouTube quota exceeded');
  }
  throw new FetchFailure(`YouTube answered ${status}: ${String(error?.message ?? '').slice(0, 200)}`);
}

const endpoint = (source: YouTubeSource, path: string, params: Record<string, string>) => {
  const url = new URL(`${source.apiUrl.replace(/\/$/, '')}/${path}`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url;
};

/** With an API key: the channel's latest uploads, keeping videos of at least 5 minutes. */
async function fromApi(source: YouTubeSource & { apiKey: string }): Promise<VideoRecord[]> {
  const search = await getJson(
    endpoint(source, 'search', {
      key: source.apiKey,
      channelId: source.channelId,
      part: 'snippet,id',
      order: 'date',
      maxResults: String(SEARCH_MAX_RESULTS),
    }),
    source,
  );
  const ids = ((search['items'] as { id?: { kind?: string; videoId?: string } }[] | undefined) ?? [])
    .filter((item) => item.id?.kind === 'youtube#video' && VIDEO_ID.test(item.id.videoId ?? ''))
    .map((item) => item.id!.videoId!);
  if (ids.length === 0) return [];
  const details = await getJson(
    endpoint(source, 'videos', { key: source.apiKey, id: ids.join(','), part: 'snippet,contentDetails' }),
    source,
  );
  type Item = {
    id?: string;
    snippet?: { title?: string; description?: string; publishedAt?: string; thumbnails?: { high?: { url?: string } } };
    contentDetails?: { duration?: string };
  };
  return ((details['items'] as Item[] | undefined) ?? []).flatMap((item) => {
    const seconds = isoDurationSeconds(item.contentDetails?.duration ?? '');
    const publishedAt = new Date(item.snippet?.publishedAt ?? '');
    if (!item.id || !VIDEO_ID.test(item.id) || seconds === null || seconds < MIN_VIDEO_SECONDS) return [];
    if (Number.isNaN(publishedAt.getTime())) return [];
    return [
      {
        videoId: item.id,
        title: (item.snippet?.title ?? '').slice(0, 300),
        description: (item.snippet?.description ?? '').slice(0, 5000),
        thumbnailUrl: fetchableUrlOrNull(item.snippet?.thumbnails?.high?.url),
        publishedAt,
        duration: item.contentDetails!.duration!,
        durationSeconds: seconds,
      },
    ];
  });
}

/** Without a key: the channel's public Atom feed (no durations there), shorts left out. */
async function fromFeed(source: YouTubeSource): Promise<VideoRecord[]> {
  const url = new URL(source.feedUrl);
  url.searchParams.set('channel_id', source.channelId);
  const { status, text } = await fetchLimited(
    url.href,
    new Set([hostOf(source.feedUrl)]),
    source.timeoutMs ? { timeoutMs: source.timeoutMs } : {},
  );
  if (status !== 200) throw new FetchFailure(`YouTube feed answered ${status}`);
  const feed = parseFeedXml(text)['feed'] as { entry?: Record<string, unknown>[] } | undefined;
  return (feed?.entry ?? []).flatMap((entry) => {
    const videoId = textOf(entry['yt:videoId']);
    const link = (entry['link'] as { '@_href'?: string } | undefined)?.['@_href'] ?? '';
    const publishedAt = new Date(textOf(entry['published']));
    if (!VIDEO_ID.test(videoId) || link.includes('/shorts/') || Number.isNaN(publishedAt.getTime())) return [];
    const media = (entry['media:group'] ?? {}) as Record<string, unknown>;
    return [
      {
        videoId,
        title: textOf(entry['title']).slice(0, 300),
        description: textOf(media['media:description']).slice(0, 5000),
        thumbnailUrl: fetchableUrlOrNull((media['media:thumbnail'] as { '@_url'?: string } | undefined)?.['@_url']),
        publishedAt,
        duration: null,
        durationSeconds: null,
      },
    ];
  });
}

export function fetchChannelVideos(source: YouTubeSource): Promise<VideoRecord[]> {
  return source.apiKey ? fromApi({ ...source, apiKey: source.apiKey }) : fromFeed(source);
}
