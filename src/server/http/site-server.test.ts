import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequestFromNodeRequest } from 'astro/app/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Behind the TLS proxy; hoisted because importing the server reads the configuration once.
vi.hoisted(() => {
  process.env['TRUST_PROXY'] = '1';
});
const { createSiteServer } = await import('./site-server.ts');

// Astro's own request builder, as its Node adapter calls it: the page sees this URL, and the origin
// check compares a form post's Origin header with its origin.
const server = createSiteServer((req, res) => {
  const request = createRequestFromNodeRequest(req, { allowedDomains: [] });
  res.end(new URL(request.url).origin);
});
let port: number;
// One connection for every request, as a proxy keeps it open: the scheme must follow each request.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  agent.destroy();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A request as the proxy forwards it (fetch cannot set Host). */
const get = (proto: string) =>
  new Promise<{ origin: string; hsts: string | undefined }>((resolve, reject) => {
    const headers = { host: 'kwento.example', 'x-forwarded-proto': proto, 'x-forwarded-for': '203.0.113.9' };
    http
      .get({ host: '127.0.0.1', port, path: '/survey', headers, agent }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ origin: body, hsts: res.headers['strict-transport-security'] }));
      })
      .on('error', reject);
  });

describe('createSiteServer behind a TLS proxy (TRUST_PROXY=1)', () => {
  it("gives Astro the https URL the visitor used, so a form's https Origin matches", async () => {
    expect(await get('https')).toEqual({ origin: 'https://kwento.example', hsts: 'max-age=31536000; includeSubDomains' });
  });

  it('keeps http for a visitor the proxy reports as plain http, on the same connection', async () => {
    expect((await get('https')).origin).toBe('https://kwento.example');
    expect(await get('http')).toEqual({ origin: 'http://kwento.example', hsts: undefined });
  });
});
