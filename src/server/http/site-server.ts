import http from 'node:http';
import compression from 'compression';
import { config } from '../config.ts';
import { applySecurityHeaders } from './security-headers.ts';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

function isHttps(req: http.IncomingMessage): boolean {
  const { SITE_URL, TRUST_PROXY } = config();
  if (TRUST_PROXY) return req.headers['x-forwarded-proto'] === 'https';
  return SITE_URL.startsWith('https:');
}

/** Wraps Astro's handler so every response, static files included, carries our headers. */
export function createSiteServer(astroHandler: Handler): http.Server {
  const compress = compression({ threshold: 1024 });
  const server = http.createServer({ maxHeaderSize: 16 * 1024 }, (req, res) => {
    applySecurityHeaders(req, res, isHttps(req));
    compress(req as never, res as never, () => astroHandler(req, res));
  });
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 5_000;
  return server;
}
