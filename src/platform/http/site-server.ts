import http from 'node:http';
import compression from 'compression';
import { config } from '../config.ts';
import { log } from '../log.ts';
import { limitRequestBody } from './body-limit.ts';
import { loggablePath } from './loggable-path.ts';
import { refusalFor, SERVED_METHODS, type Refusal } from './request-guard.ts';
import { applySecurityHeaders } from './security-headers.ts';
import type { RenderCache } from './render-cache.ts';
import type { StaticFiles } from './static-files.ts';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

function isHttps(req: http.IncomingMessage): boolean {
  const { SITE_URL, TRUST_PROXY } = config();
  if (TRUST_PROXY) return req.headers['x-forwarded-proto'] === 'https';
  return SITE_URL.startsWith('https:');
}

function refuse(req: http.IncomingMessage, res: http.ServerResponse, { status, reason }: Refusal) {
  log.warn({ status, method: req.method, reason }, 'request refused');
  if (status === 405) res.setHeader('Allow', SERVED_METHODS.join(', '));
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' });
  res.end(status === 405 ? 'Method not allowed.\n' : 'Bad request.\n');
}

/**
 * A body that stops arriving ends the request with an error that Astro sees only as "aborted": say
 * here which it was (Node's requestTimeout leaves its own error on the socket).
 */
function logUnfinishedBody(req: http.IncomingMessage, res: http.ServerResponse) {
  const { socket } = req;
  req.once('error', () => {
    // Answered already (a 413 stops reading the body): the client leaving afterwards is no news.
    if (res.headersSent) return;
    const timedOut = (socket.errored as NodeJS.ErrnoException | null)?.code === 'ERR_HTTP_REQUEST_TIMEOUT';
    log.warn({ path: loggablePath(req.url ?? ''), reason: timedOut ? 'body timeout' : 'client aborted' }, 'request body not received');
  });
}

/**
 * Wraps Astro's handler so every response, static files included, carries our headers. The build's
 * static files are answered from `staticFiles` (already compressed), the pages in `renderCache` from
 * their last rendering; the rest is compressed per response.
 */
export function createSiteServer(astroHandler: Handler, staticFiles?: StaticFiles, renderCache?: RenderCache): http.Server {
  const compress = compression({ threshold: 1024 });
  const limits: http.ServerOptions = {
    maxHeaderSize: 16 * 1024,
    headersTimeout: 10_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 5_000,
    // How often the two timeouts above are enforced: Node's default (30 s) lets a slow client hold
    // a connection three times longer than headersTimeout says.
    connectionsCheckingInterval: 1_000,
  };
  return http.createServer(limits, (req, res) => {
    const https = isHttps(req);
    // Astro takes the request's scheme from the socket alone, so behind a TLS proxy the URL would be
    // http:// and its origin check would refuse every form post from the https page. (Its
    // `security.allowedDomains` would read X-Forwarded-Proto, but also X-Forwarded-For as the client
    // address, even where TRUST_PROXY is off.)
    (req.socket as { encrypted?: boolean }).encrypted = https;
    applySecurityHeaders(res, https);
    const refusal = refusalFor(req);
    if (refusal) return refuse(req, res, refusal);
    limitRequestBody(req);
    if (staticFiles?.serve(req, res)) return;
    const handle: Handler = (request, response) => {
      try {
        astroHandler(request, response);
      } catch (error) {
        // Astro turns the Node request into a web Request before any of its own guards; what it
        // cannot convert is the client's mistake, and must not end the process.
        if (response.headersSent) response.destroy();
        // The error's name only: its message repeats the Host header or URL the client sent.
        else refuse(request, response, { status: 400, reason: `request not convertible (${(error as Error).name})` });
      }
    };
    if (renderCache?.serve(req, res, (rendering) => handle(req, rendering))) return;
    logUnfinishedBody(req, res);
    compress(req as never, res as never, () => handle(req, res));
  });
}
