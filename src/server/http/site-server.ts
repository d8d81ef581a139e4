import http from 'node:http';
import compression from 'compression';
import { config } from '../config.ts';
import { applySecurityHeaders } from './security-headers.ts';
import type { RenderCache } from './render-cache.ts';
import type { StaticFiles } from './static-files.ts';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

function isHttps(req: http.IncomingMessage): boolean {
  const { SITE_URL, TRUST_PROXY } = config();
  if (TRUST_PROXY) return req.headers['x-forwarded-proto'] === 'https';
  return SITE_URL.startsWith('https:');
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
    if (staticFiles?.serve(req, res)) return;
    if (renderCache?.serve(req, res, (rendering) => astroHandler(req, rendering))) return;
    compress(req as never, res as never, () => astroHandler(req, res));
  });
}
