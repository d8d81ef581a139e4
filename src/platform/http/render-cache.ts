import type { IncomingMessage, ServerResponse } from 'node:http';
import { capture, type Rendered } from './captured-response.ts';
import { matchesETag } from './etag.ts';
import { brotli, choose, gzip } from './content-encoding.ts';
import { suggestsFilipino } from '../language-choice.ts';
import { CONSENTED } from './static-files.ts';

// Pages rendered per request from data that changes rarely (the home page: reviews, videos, episodes)
// are kept as rendered, compressed once, and answered from memory until a change to their data is
// announced (see page-data-changes.ts), so a flood of visitors costs no database connections. A
// rendering is shared by every request that arrives while it runs. When a rendering fails (the
// database is away), the last page rendered is answered instead: visitors still see the site. While
// announcements cannot be heard, every visit renders the page again (changes might be missed),
// except for a few seconds after a failed rendering, when the last page is answered straight away.

type Render = (res: ServerResponse) => unknown;

interface CachedPage {
  headers: Record<string, string | string[]>;
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** Rendered after the last announced change, while listening for changes. */
  fresh: boolean;
}

type Outcome = { page: CachedPage } | { rendered: Rendered };

export interface RenderCache {
  /** Answers a GET or HEAD of a cached page; false when the request is for something else. */
  serve(req: IncomingMessage, res: ServerResponse, render: Render): boolean;
  /** The data of the pages changed: render them again on their next request. */
  invalidate(): void;
  /** Changes are heard again (after a start or a lost connection): what changed meanwhile is unknown. */
  listening(): void;
  /** Changes cannot be heard (the database may be away): render on every visit, the last page as fallback. */
  lost(): void;
}

/** Headers that describe one transfer, not the page; the cache sets its own Vary. */
const TRANSFER_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'vary']);

/** After a failed rendering while changes cannot be heard, how long the last page is answered without trying again. */
const RETRY_RENDERING_AFTER_MS = 3_000;

function isCacheable(rendered: Rendered): boolean {
  const type = rendered.headers['content-type'];
  return (
    rendered.complete &&
    rendered.status === 200 &&
    typeof type === 'string' &&
    type.startsWith('text/html') &&
    rendered.headers['set-cookie'] === undefined &&
    typeof rendered.headers['etag'] === 'string'
  );
}

async function toPage(rendered: Rendered): Promise<CachedPage> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(rendered.headers)) {
    if (value !== undefined && !TRANSFER_HEADERS.has(name)) headers[name] = Array.isArray(value) ? value : String(value);
  }
  headers['vary'] = 'Accept-Encoding, Cookie, Accept-Language';
  // Pages are re-rendered whenever their data changes, so a fast setting beats the last few bytes.
  const [br, gz] = await Promise.all([
    brotli(rendered.body, 5),
    gzip(rendered.body, 6),
  ]);
  return { headers, etag: String(rendered.headers['etag']), identity: rendered.body, br, gzip: gz, fresh: false };
}

/** What a visitor's request asked for, read before a rendering takes these headers away from it. */
interface Asked {
  ifNoneMatch: string | undefined;
  acceptEncoding: string | undefined;
}

function sendPage(page: CachedPage, req: IncomingMessage, res: ServerResponse, { ifNoneMatch, acceptEncoding }: Asked) {
  res.setHeaders(new Map(Object.entries(page.headers)));
  if (matchesETag(ifNoneMatch, page.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const [encoding, body] = choose(page, acceptEncoding);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendRendered(rendered: Rendered, req: IncomingMessage, res: ServerResponse) {
  const headers = Object.fromEntries(Object.entries(rendered.headers).filter(([name, value]) => value !== undefined && !TRANSFER_HEADERS.has(name)));
  res.writeHead(rendered.status, headers as Record<string, string | string[]>);
  res.end(req.method === 'HEAD' ? undefined : rendered.body);
}

/** What a rendering that takes too long counts as: a failure, answered with the last page if there is one. */
const tooSlow = (): Rendered => ({
  status: 503,
  headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '5', 'cache-control': 'no-store' },
  body: Buffer.from('The page is taking too long. Please try again in a moment.'),
  complete: false,
});

/**
 * A render cache for `paths` (exact paths, or patterns a whole path must match; no query string), one
 * copy per cookie-consent variant and
 * per language suggestion (shown or not).
 * Every visitor waiting for a rendering gets an answer after `renderTimeoutMs` at the latest, even
 * from a database that hangs.
 */
export function createRenderCache(paths: (string | RegExp)[], { renderTimeoutMs = 10_000 } = {}): RenderCache {
  const exact = new Set(paths.filter((path) => typeof path === 'string'));
  const patterns = paths.filter((path) => path instanceof RegExp);
  const isCached = (url: string) => exact.has(url) || patterns.some((pattern) => pattern.test(url));
  const pages = new Map<string, CachedPage>();
  const renderings = new Map<string, Promise<Outcome>>();
  let generation = 0;
  let hearing = false;
  let failedAt = -Infinity;

  async function renderPage(key: string, req: IncomingMessage, render: Render): Promise<Outcome> {
    const startedAt = generation;
    const heardAtStart = hearing;
    // The rendering serves other requests too: it must be the whole page, whatever this one holds,
    // and uncompressed (it is compressed once below, for every visitor).
    delete req.headers['if-none-match'];
    delete req.headers['if-modified-since'];
    delete req.headers['accept-encoding'];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const rendered = await Promise.race([
      capture(req, (_, res) => render(res)),
      new Promise<Rendered>((resolve) => (timer = setTimeout(() => resolve(tooSlow()), renderTimeoutMs))),
    ]).finally(() => clearTimeout(timer));
    failedAt = rendered.status >= 500 ? Date.now() : -Infinity;
    if (!isCacheable(rendered)) return { rendered };
    const page = await toPage(rendered);
    page.fresh = heardAtStart && hearing && startedAt === generation;
    pages.set(key, page);
    return { page };
  }

  return {
    serve(req, res, render) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      if (!isCached(req.url ?? '')) return false;
      const key = `${req.url}|${CONSENTED.test(req.headers.cookie ?? '') ? 'consented' : 'notice'}|${suggestsFilipino(req.headers['accept-language'], req.headers.cookie) ? 'suggesting' : ''}`;
      const asked: Asked = { ifNoneMatch: req.headers['if-none-match'], acceptEncoding: req.headers['accept-encoding'] };
      const page = pages.get(key);
      const databaseAway = !hearing && Date.now() - failedAt < RETRY_RENDERING_AFTER_MS;
      if (page && (page.fresh || databaseAway)) {
        sendPage(page, req, res, asked);
        return true;
      }
      let rendering = renderings.get(key);
      if (!rendering) {
        // A HEAD renders no body to share: it goes the usual way unless a GET is rendering already.
        if (req.method !== 'GET') return false;
        rendering = renderPage(key, req, render).finally(() => renderings.delete(key));
        renderings.set(key, rendering);
      }
      rendering
        .then((outcome) => {
          if ('page' in outcome) return sendPage(outcome.page, req, res, asked);
          // The database is away (503) or the rendering failed: the last page rendered is better than none.
          const last = pages.get(key);
          if (outcome.rendered.status >= 500 && last) return sendPage(last, req, res, asked);
          sendRendered(outcome.rendered, req, res);
        })
        .catch((error: Error) => {
          res.destroy(error);
        });
      return true;
    },
    invalidate() {
      generation += 1;
      for (const page of pages.values()) page.fresh = false;
    },
    listening() {
      hearing = true;
      this.invalidate();
    },
    lost() {
      hearing = false;
      this.invalidate();
    },
  };
}
