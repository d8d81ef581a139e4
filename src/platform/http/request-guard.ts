import type { IncomingMessage } from 'node:http';

/** Every method the site answers; the rest get 405 (TRACE and CONNECT would make Astro throw). */
export const SERVED_METHODS = ['GET', 'HEAD', 'POST'] as const;
const SERVED = new Set<string>(SERVED_METHODS);

// A host name or an IPv4/IPv6 address, then an optional port: no user info, path, spaces or brackets
// left open. `new Request` throws on user info, and Astro builds the page's URL from this header.
const HOST = /^(?:[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export interface Refusal {
  status: 400 | 405;
  reason: string;
}

function hostProblem(req: IncomingMessage): string | undefined {
  const hosts = req.rawHeaders.filter((_, i) => i % 2 === 0 && req.rawHeaders[i]!.toLowerCase() === 'host');
  // Node checks that HTTP/1.1 has one; HTTP/1.0 may go without, and Astro then uses localhost.
  if (hosts.length === 0) return undefined;
  if (hosts.length > 1) return 'more than one Host header';
  const host = req.headers.host ?? '';
  if (!HOST.test(host)) return 'malformed Host header';
  const port = /:(\d+)$/.exec(host)?.[1];
  if (port !== undefined && Number(port) > 65535) return 'malformed Host header';
  try {
    new URL(`http://${host}/`);
  } catch {
    return 'malformed Host header';
  }
  return undefined;
}

/**
 * Why a request must not reach Astro, if it must not: a method we do not serve, a bad Host, or a
 * target that is not a path (absolute-form, `*`). Astro's request conversion throws on the first two,
 * outside any handler, which would end the process; it answers a target it cannot decode with 500.
 */
export function refusalFor(req: IncomingMessage): Refusal | undefined {
  if (!SERVED.has(req.method ?? '')) return { status: 405, reason: 'method not served' };
  const host = hostProblem(req);
  if (host) return { status: 400, reason: host };
  if (!req.url?.startsWith('/') || req.url.startsWith('//')) return { status: 400, reason: 'request target is not a path' };
  try {
    decodeURI(req.url);
  } catch {
    return { status: 400, reason: 'malformed percent-encoding' };
  }
  return undefined;
}
