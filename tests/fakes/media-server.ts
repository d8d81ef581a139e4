// A real HTTP server on loopback that stands in for the media sources the site syncs: the YouTube
// Data API v3 (search, videos), YouTube's public Atom feed, its image host (small real JPEGs made with
// sharp, at i.ytimg.com's paths) and the podcast's RSS.
// Tests switch `mode` to make it fail in the ways the real services do, and read `requests` to see
// exactly what the site asked for (and that it asked nothing while it should be quiet).
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import {
  BILLION_LAUGHS,
  DUPLICATE_ITEM,
  FAKE_EPISODES,
  MALFORMED_RSS,
  oversizeFeed,
  renderPodcastFeed,
  escapeXml,
  type FakeEpisode,
} from './fixtures/podcast.ts';
import { FAKE_CHANNEL_ID, FAKE_CHANNEL_TITLE, FAKE_PLAYLIST_ID, FAKE_VIDEOS, thumbnailUrl, type FakeVideo, type ThumbnailSize } from './fixtures/youtube.ts';

export type YouTubeMode = 'normal' | 'quota' | 'slow' | 'malformed';
export type PodcastMode = 'normal' | 'malformed' | 'billion-laughs' | 'oversize' | 'slow-drip' | 'missing';
/** How the image host answers: pictures, 404, a web page, 3 MB of bytes, or nothing for SLOW_MS. */
export type ThumbnailMode = 'normal' | 'missing' | 'not-image' | 'oversize' | 'slow';

export interface MediaServerMode {
  /** Applies to /youtube/v3/* ; 'slow' and 'malformed' also apply to the Atom feed (it has no quota). */
  youtube: YouTubeMode;
  podcast: PodcastMode;
  /** Applies to the thumbnails, /vi/<id>/<size>.jpg (i.ytimg.com's shape). */
  thumbnails: ThumbnailMode;
}

export const PATHS = {
  search: '/youtube/v3/search',
  videos: '/youtube/v3/videos',
  feed: '/feeds/videos.xml',
  podcast: '/podcast/feed.xml',
  /** `/redirect?to=<url>[&status=301|302|307]`: a redirect anywhere, for the fetch guard's tests. */
  redirect: '/redirect',
} as const;

/** A thumbnail's address on the fake: /vi/<video id>/<size>.jpg, as on i.ytimg.com. */
const THUMBNAIL_PATH = /^\/vi\/([\w-]{6,20})\/(default|mqdefault|hqdefault|sddefault|maxresdefault)\.jpg$/;

/** How long 'slow' keeps a request waiting before it answers (longer than any client limit). */
export const SLOW_MS = 20_000;

export interface ReceivedRequest {
  method: string;
  path: string;
  /** The query string as a plain object (last value wins, as URLSearchParams.get would read it). */
  params: Record<string, string>;
  userAgent: string | undefined;
}

/** Every request the fake received, in order (control requests under /__fake/ excepted). */
export class RequestLog {
  readonly all: ReceivedRequest[] = [];

  /** Requests to one path, or all requests. */
  count(path?: string): number {
    return path === undefined ? this.all.length : this.to(path).length;
  }

  to(path: string): ReceivedRequest[] {
    return this.all.filter((r) => r.path === path);
  }

  last(path: string): ReceivedRequest | undefined {
    return this.to(path).at(-1);
  }

  /** Counts per path, e.g. { '/youtube/v3/search': 2, '/youtube/v3/videos': 1 }. */
  perPath(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const r of this.all) counts[r.path] = (counts[r.path] ?? 0) + 1;
    return counts;
  }

  clear(): void {
    this.all.length = 0;
  }
}

/** What the fake serves; tests may edit it between syncs (a renamed video, a new episode). */
export interface MediaServerData {
  videos: FakeVideo[];
  episodes: FakeEpisode[];
}

export interface MediaServer {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  port: number;
  mode: MediaServerMode;
  requests: RequestLog;
  /** The thumbnail requests: YouTube's image host is another service than its API, so another log. */
  imageRequests: RequestLog;
  data: MediaServerData;
  /** Back to normal modes and the original data, with an empty request log. */
  reset(): void;
  close(): Promise<void>;
}

const freshData = (): MediaServerData => ({
  videos: structuredClone(FAKE_VIDEOS),
  episodes: [...structuredClone(FAKE_EPISODES), structuredClone(DUPLICATE_ITEM)],
});

// ---------------------------------------------------------------------------------------------
// YouTube Data API v3 shapes

const etag = (seed: string) => Buffer.from(seed).toString('base64url').slice(0, 27);

const thumbnails = (base: string, v: Pick<FakeVideo, 'id' | 'thumbnailRevision'>, withLarge: boolean) => {
  const url = (size: ThumbnailSize) => thumbnailUrl(base, v.id, size, v.thumbnailRevision);
  return {
    default: { url: url('default'), width: 120, height: 90 },
    medium: { url: url('mqdefault'), width: 320, height: 180 },
    high: { url: url('hqdefault'), width: 480, height: 360 },
    ...(withLarge
      ? {
          standard: { url: url('sddefault'), width: 640, height: 480 },
          maxres: { url: url('maxresdefault'), width: 1280, height: 720 },
        }
      : {}),
  };
};

/** YouTube's sizes; the 4:3 ones carry a 16:9 picture between black bars, as YouTube's do. */
const THUMBNAIL_SIZES: Record<ThumbnailSize, { width: number; height: number; bars: number }> = {
  default: { width: 120, height: 90, bars: 11 },
  mqdefault: { width: 320, height: 180, bars: 0 },
  hqdefault: { width: 480, height: 360, bars: 45 },
  sddefault: { width: 640, height: 480, bars: 60 },
  maxresdefault: { width: 1280, height: 720, bars: 0 },
};

/** The colour of a video's thumbnail: from its id and revision, so a new revision is another picture. */
export function thumbnailColour(videoId: string, revision = 0) {
  const [r, g, b] = createHash('sha256').update(`${videoId}/${revision}`).digest();
  // Kept away from black, so that a test can tell the picture from the bars.
  return { r: 64 + (r! % 160), g: 64 + (g! % 160), b: 64 + (b! % 160) };
}

const pictures = new Map<string, Promise<Buffer>>();
/** A small real JPEG, made with sharp once per video, size and revision. */
function thumbnailJpeg(videoId: string, size: ThumbnailSize, revision = 0): Promise<Buffer> {
  const key = `${videoId}/${size}/${revision}`;
  let picture = pictures.get(key);
  if (!picture) {
    const { width, height, bars } = THUMBNAIL_SIZES[size];
    picture = sharp({ create: { width, height: height - 2 * bars, channels: 3, background: thumbnailColour(videoId, revision) } })
      .extend({ top: bars, bottom: bars, background: { r: 0, g: 0, b: 0 } })
      .jpeg({ quality: 80 })
      .toBuffer();
    pictures.set(key, picture);
  }
  return picture;
}

const apiError = (code: number, message: string, reason: string, domain = 'global', status?: string) => ({
  error: {
    code,
    message,
    errors: [{ message, domain, reason }],
    ...(status ? { status } : {}),
  },
});

const QUOTA_MESSAGE =
  'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.';

function searchResponse(base: string, data: MediaServerData, params: URLSearchParams) {
  const channelId = params.get('channelId');
  const max = Math.min(50, Math.max(0, Number(params.get('maxResults') ?? 5) || 0));
  const videoResults = data.videos.map((v) => ({
    kind: 'youtube#searchResult',
    etag: etag(`search-${v.id}`),
    id: { kind: 'youtube#video', videoId: v.id },
    snippet: {
      publishedAt: v.publishedAt,
      channelId: FAKE_CHANNEL_ID,
      title: v.title,
      description: v.description.slice(0, 160),
      thumbnails: thumbnails(base, v, false),
      channelTitle: FAKE_CHANNEL_TITLE,
      liveBroadcastContent: 'none',
      publishTime: v.publishedAt,
    },
  }));
  const channelResult = {
    kind: 'youtube#searchResult',
    etag: etag('search-channel'),
    id: { kind: 'youtube#channel', channelId: FAKE_CHANNEL_ID },
    snippet: {
      publishedAt: '2019-03-02T06:11:45Z',
      channelId: FAKE_CHANNEL_ID,
      title: FAKE_CHANNEL_TITLE,
      description: 'Stories of overseas Filipino workers, in their own words.',
      thumbnails: {
        default: { url: 'https://yt3.ggpht.com/kw3nto-avatar=s88-c-k-c0xffffffff-no-rj-mo' },
        medium: { url: 'https://yt3.ggpht.com/kw3nto-avatar=s240-c-k-c0xffffffff-no-rj-mo' },
        high: { url: 'https://yt3.ggpht.com/kw3nto-avatar=s800-c-k-c0xffffffff-no-rj-mo' },
      },
      channelTitle: FAKE_CHANNEL_TITLE,
      liveBroadcastContent: 'none',
      publishTime: '2019-03-02T06:11:45Z',
    },
  };
  const playlistResult = {
    kind: 'youtube#searchResult',
    etag: etag('search-playlist'),
    id: { kind: 'youtube#playlist', playlistId: FAKE_PLAYLIST_ID },
    snippet: {
      publishedAt: '2025-06-01T09:00:00Z',
      channelId: FAKE_CHANNEL_ID,
      title: 'Kwento Season 4',
      description: 'Every episode of season 4.',
      thumbnails: thumbnails(base, data.videos[0] ?? { id: 'kw3nto_Ep46' }, false),
      channelTitle: FAKE_CHANNEL_TITLE,
      liveBroadcastContent: 'none',
      publishTime: '2025-06-01T09:00:00Z',
    },
  };
  // The real API mixes channel and playlist results in with the videos.
  const all = channelId === FAKE_CHANNEL_ID ? [channelResult, ...videoResults.slice(0, 3), playlistResult, ...videoResults.slice(3)] : [];
  return {
    kind: 'youtube#searchListResponse',
    etag: etag(`search-list-${all.length}`),
    ...(all.length > max ? { nextPageToken: 'CBQQAA' } : {}),
    regionCode: 'PH',
    pageInfo: { totalResults: all.length, resultsPerPage: max },
    items: all.slice(0, max),
  };
}

function videosResponse(base: string, data: MediaServerData, params: URLSearchParams) {
  const parts = new Set((params.get('part') ?? '').split(','));
  const ids = (params.get('id') ?? '').split(',').filter(Boolean);
  const items = ids.flatMap((id) => {
    const v = data.videos.find((x) => x.id === id);
    if (!v) return [];
    return [
      {
        kind: 'youtube#video',
        etag: etag(`video-${v.id}-${v.title}`),
        id: v.id,
        ...(parts.has('snippet')
          ? {
              snippet: {
                publishedAt: v.publishedAt,
                channelId: FAKE_CHANNEL_ID,
                title: v.title,
                description: v.description,
                thumbnails: thumbnails(base, v, true),
                channelTitle: FAKE_CHANNEL_TITLE,
                tags: ['OFW', 'Kwento', 'podcast'],
                categoryId: '22',
                liveBroadcastContent: 'none',
                defaultAudioLanguage: 'fil',
                localized: { title: v.title, description: v.description },
              },
            }
          : {}),
        ...(parts.has('contentDetails')
          ? {
              contentDetails: {
                duration: v.duration,
                dimension: '2d',
                definition: 'hd',
                caption: 'false',
                licensedContent: true,
                contentRating: {},
                projection: 'rectangular',
              },
            }
          : {}),
      },
    ];
  });
  return {
    kind: 'youtube#videoListResponse',
    etag: etag(`video-list-${items.length}`),
    items,
    pageInfo: { totalResults: items.length, resultsPerPage: items.length },
  };
}

function atomFeed(base: string, data: MediaServerData, selfUrl: string): string {
  const channelUrl = `https://www.youtube.com/channel/${FAKE_CHANNEL_ID}`;
  const entries = data.videos.map((v) => {
    const href = v.short ? `https://www.youtube.com/shorts/${v.id}` : `https://www.youtube.com/watch?v=${v.id}`;
    return ` <entry>
  <id>yt:video:${v.id}</id>
  <yt:videoId>${v.id}</yt:videoId>
  <yt:channelId>${FAKE_CHANNEL_ID}</yt:channelId>
  <title>${escapeXml(v.title)}</title>
  <link rel="alternate" href="${href}"/>
  <author>
   <name>${escapeXml(FAKE_CHANNEL_TITLE)}</name>
   <uri>${channelUrl}</uri>
  </author>
  <published>${v.publishedAt.replace('Z', '+00:00')}</published>
  <updated>${v.publishedAt.replace('Z', '+00:00')}</updated>
  <media:group>
   <media:title>${escapeXml(v.title)}</media:title>
   <media:content url="https://www.youtube.com/v/${v.id}?version=3" type="application/x-shockwave-flash" width="640" height="390"/>
   <media:thumbnail url="${escapeXml(thumbnailUrl(base, v.id, 'hqdefault', v.thumbnailRevision))}" width="480" height="360"/>
   <media:description>${escapeXml(v.description)}</media:description>
   <media:community>
    <media:starRating count="42" average="5.00" min="1" max="5"/>
    <media:statistics views="1234"/>
   </media:community>
  </media:group>
 </entry>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom">
 <link rel="self" href="${escapeXml(selfUrl)}"/>
 <id>yt:channel:${FAKE_CHANNEL_ID.slice(2)}</id>
 <yt:channelId>${FAKE_CHANNEL_ID.slice(2)}</yt:channelId>
 <title>${escapeXml(FAKE_CHANNEL_TITLE)}</title>
 <link rel="alternate" href="${channelUrl}"/>
 <author>
  <name>${escapeXml(FAKE_CHANNEL_TITLE)}</name>
  <uri>${channelUrl}</uri>
 </author>
 <published>2019-03-02T06:11:45+00:00</published>
${entries.join('\n')}
</feed>
`;
}

// ---------------------------------------------------------------------------------------------
// The server

const MALFORMED_JSON = '{"kind":"youtube#searchListResponse","etag":"x","items":[{"kind":"youtube#searchResult","id":{"kind":"youtube#vid';
const MALFORMED_ATOM = '<?xml version="1.0" encoding="UTF-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n <entry>\n  <yt:videoId>kw3nto_Ep46</title>\n';

let oversize: Buffer | undefined;
const oversizeBody = () => (oversize ??= Buffer.from(oversizeFeed(), 'utf8'));

export async function startMediaServer(port = 0, host = '127.0.0.1'): Promise<MediaServer> {
  const mode: MediaServerMode = { youtube: 'normal', podcast: 'normal', thumbnails: 'normal' };
  const requests = new RequestLog();
  const imageRequests = new RequestLog();
  let data = freshData();
  const timers = new Set<NodeJS.Timeout>();
  let base = '';

  /** A timer that dies with the response, so an aborted or closed request leaves nothing running. */
  const later = (res: http.ServerResponse, ms: number, work: () => void, repeat = false) => {
    const timer = repeat ? setInterval(work, ms) : setTimeout(work, ms);
    timers.add(timer);
    res.once('close', () => {
      clearTimeout(timer);
      timers.delete(timer);
    });
    return timer;
  };

  const send = (res: http.ServerResponse, status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}) => {
    if (res.destroyed) return;
    res.writeHead(status, { 'Content-Type': type, 'Content-Length': String(Buffer.byteLength(body)), ...headers });
    res.end(body);
  };
  const json = (res: http.ServerResponse, status: number, body: unknown) =>
    send(res, status, 'application/json; charset=UTF-8', JSON.stringify(body, null, 2), { Vary: 'Origin, X-Origin, Referer' });

  function youtubeApi(path: string, params: URLSearchParams, res: http.ServerResponse) {
    const answer = () => {
      if (mode.youtube === 'quota') {
        return json(res, 403, apiError(403, QUOTA_MESSAGE, 'quotaExceeded', 'youtube.quota'));
      }
      if (mode.youtube === 'malformed') return send(res, 200, 'application/json; charset=UTF-8', MALFORMED_JSON);
      if (!params.get('key')) {
        return json(res, 403, apiError(403, 'The request is missing a valid API key.', 'forbidden', 'global', 'PERMISSION_DENIED'));
      }
      if (!params.get('part')) return json(res, 400, apiError(400, 'Required parameter: part', 'required', 'global', 'INVALID_ARGUMENT'));
      return json(res, 200, path === PATHS.search ? searchResponse(base, data, params) : videosResponse(base, data, params));
    };
    if (mode.youtube === 'slow') {
      // Headers and all are held back, then the answer comes long after any client limit.
      later(res, SLOW_MS, answer);
      return;
    }
    answer();
  }

  function youtubeFeed(params: URLSearchParams, res: http.ServerResponse) {
    const answer = () => {
      if (params.get('channel_id') !== FAKE_CHANNEL_ID) return send(res, 404, 'text/html; charset=utf-8', '<!DOCTYPE html><title>Error 404 (Not Found)</title>');
      if (mode.youtube === 'malformed') return send(res, 200, 'text/xml; charset=UTF-8', MALFORMED_ATOM);
      send(res, 200, 'text/xml; charset=UTF-8', atomFeed(base, data, `${base}${PATHS.feed}?channel_id=${FAKE_CHANNEL_ID}`));
    };
    if (mode.youtube === 'slow') later(res, SLOW_MS, answer);
    else answer();
  }

  function podcast(res: http.ServerResponse) {
    const rss = 'application/rss+xml; charset=utf-8';
    switch (mode.podcast) {
      case 'missing':
        return send(res, 404, 'text/html; charset=utf-8', '<!DOCTYPE html><html><body><h1>Not Found</h1></body></html>');
      case 'malformed':
        return send(res, 200, rss, MALFORMED_RSS);
      case 'billion-laughs':
        return send(res, 200, rss, BILLION_LAUGHS);
      case 'oversize':
        return send(res, 200, rss, oversizeBody());
      case 'slow-drip': {
        // Answers at once, then trickles the real feed a byte a second: only a limit on the whole exchange stops it.
        const body = Buffer.from(renderPodcastFeed(data.episodes, `${base}${PATHS.podcast}`), 'utf8');
        res.writeHead(200, { 'Content-Type': rss, 'Content-Length': String(body.length) });
        let sent = 0;
        res.write(body.subarray(sent, ++sent));
        const drip = later(
          res,
          1000,
          () => {
            if (sent >= body.length) {
              clearInterval(drip);
              res.end();
            } else res.write(body.subarray(sent, ++sent));
          },
          true,
        );
        return;
      }
      default:
        return send(res, 200, rss, renderPodcastFeed(data.episodes, `${base}${PATHS.podcast}`));
    }
  }

  function thumbnail(videoId: string, size: ThumbnailSize, params: URLSearchParams, res: http.ServerResponse) {
    const answer = () => {
      switch (mode.thumbnails) {
        case 'missing':
          return send(res, 404, 'text/html; charset=utf-8', '<!DOCTYPE html><title>Error 404 (Not Found)</title>');
        case 'not-image':
          return send(res, 200, 'image/jpeg', '<!DOCTYPE html><html><body>Not a picture</body></html>');
        case 'oversize':
          return send(res, 200, 'image/jpeg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(3 * 1024 * 1024)]));
        default:
          void thumbnailJpeg(videoId, size, Number(params.get('v') ?? 0)).then((jpeg) => send(res, 200, 'image/jpeg', jpeg, { 'Cache-Control': 'public, max-age=7200' }));
      }
    };
    if (mode.thumbnails === 'slow') later(res, SLOW_MS, answer);
    else answer();
  }

  function control(path: string, method: string, params: URLSearchParams, res: http.ServerResponse) {
    // For a standalone server (Playwright): POST /__fake/mode?youtube=quota&podcast=missing&thumbnails=missing, POST /__fake/reset,
    // GET /__fake/state.
    if (path === '/__fake/mode' && method === 'POST') {
      const youtube = params.get('youtube');
      const pod = params.get('podcast');
      const thumbnailMode = params.get('thumbnails');
      if (youtube && ['normal', 'quota', 'slow', 'malformed'].includes(youtube)) mode.youtube = youtube as YouTubeMode;
      if (thumbnailMode && ['normal', 'missing', 'not-image', 'oversize', 'slow'].includes(thumbnailMode)) mode.thumbnails = thumbnailMode as ThumbnailMode;
      if (pod && ['normal', 'malformed', 'billion-laughs', 'oversize', 'slow-drip', 'missing'].includes(pod)) mode.podcast = pod as PodcastMode;
    } else if (path === '/__fake/reset' && method === 'POST') {
      handle.reset();
    } else if (path !== '/__fake/state') {
      return json(res, 404, { error: 'unknown control path' });
    }
    json(res, 200, { mode, requests: requests.perPath(), imageRequests: imageRequests.perPath() });
  }

  const server = http.createServer((req, res) => {
    req.on('error', () => {});
    res.on('error', () => {}); // the client hung up (time-out, size cap): nothing to do
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    const method = req.method ?? 'GET';
    if (url.pathname.startsWith('/__fake/')) return control(url.pathname, method, url.searchParams, res);
    const picture = THUMBNAIL_PATH.exec(url.pathname);
    (picture ? imageRequests : requests).all.push({
      method,
      path: url.pathname,
      params: Object.fromEntries(url.searchParams),
      userAgent: req.headers['user-agent'],
    });
    if (method !== 'GET' && method !== 'HEAD') return send(res, 405, 'text/plain', 'Method Not Allowed', { Allow: 'GET, HEAD' });
    if (picture) return thumbnail(picture[1]!, picture[2] as ThumbnailSize, url.searchParams, res);
    switch (url.pathname) {
      case PATHS.search:
      case PATHS.videos:
        return youtubeApi(url.pathname, url.searchParams, res);
      case PATHS.feed:
        return youtubeFeed(url.searchParams, res);
      case PATHS.podcast:
        return podcast(res);
      case PATHS.redirect: {
        const to = url.searchParams.get('to') ?? '/';
        const status = Number(url.searchParams.get('status') ?? 302);
        return send(res, [301, 302, 303, 307, 308].includes(status) ? status : 302, 'text/plain', `Redirecting to ${to}`, { Location: to });
      }
      default:
        return send(res, 404, 'text/plain', 'Not Found');
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  base = `http://${host}:${address.port}`;

  const handle: MediaServer = {
    url: base,
    port: address.port,
    mode,
    requests,
    imageRequests,
    get data() {
      return data;
    },
    set data(value) {
      data = value;
    },
    reset() {
      mode.youtube = 'normal';
      mode.podcast = 'normal';
      mode.thumbnails = 'normal';
      data = freshData();
      requests.clear();
      imageRequests.clear();
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
  return handle;
}
