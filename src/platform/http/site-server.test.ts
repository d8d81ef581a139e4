import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { createRequestFromNodeRequest } from 'astro/app/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Behind the TLS proxy; hoisted because importing the server reads the configuration once.
vi.hoisted(() => {
  process.env['TRUST_PROXY'] = '1';
});
const { createSiteServer } = await import('./site-server.ts');
const { BODY_LIMIT_BYTES, UPLOAD_LIMIT_BYTES } = await import('./body-limit.ts');
const { bodyProblem } = await import('./body-errors.ts');

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

/** Raw bytes on a fresh connection (http.request refuses these methods and hosts); the answer's head. */
const raw = (request: string) =>
  new Promise<string>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n\r\n')) socket.destroy();
    });
    socket.on('close', () => resolve(answer.split('\r\n\r\n')[0]!));
    socket.on('connect', () => socket.write(request));
  });

describe('createSiteServer and requests Astro cannot convert', () => {
  it('answers TRACE and OPTIONS with 405 and the methods it serves', async () => {
    for (const method of ['TRACE', 'OPTIONS', 'PUT']) {
      const head = await raw(`${method} / HTTP/1.1\r\nHost: kwento.example\r\n\r\n`);
      expect(head, method).toMatch(/^HTTP\/1\.1 405 /);
      expect(head, method).toMatch(/\r\nAllow: GET, HEAD, POST(\r\n|$)/);
    }
  });

  it('answers a Host with user info, an open bracket or a path, and a target that is not a path or not decodable, with 400', async () => {
    for (const request of [
      'GET / HTTP/1.1\r\nHost: x@127.0.0.1\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: [::1\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: kwento.example/x\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: kwento.example\r\nHost: evil.test\r\n\r\n',
      'GET http://evil.test/ HTTP/1.1\r\nHost: kwento.example\r\n\r\n',
      'GET * HTTP/1.1\r\nHost: kwento.example\r\n\r\n',
      'GET /%E0%A4%A HTTP/1.1\r\nHost: kwento.example\r\n\r\n',
    ]) {
      expect(await raw(request), JSON.stringify(request)).toMatch(/^HTTP\/1\.1 400 /);
    }
    expect((await get('https')).origin).toBe('https://kwento.example');
  });
});

describe('createSiteServer and the size of a body sent in chunks (no length declared)', () => {
  // Reads the body as Astro's adapter does, with its limit (the photo upload's): the size it got, or why not.
  const reader = createSiteServer((req, res) => {
    const request = createRequestFromNodeRequest(req, { allowedDomains: [], bodySizeLimit: UPLOAD_LIMIT_BYTES });
    request.arrayBuffer().then(
      (body) => res.end(String(body.byteLength)),
      (error: unknown) => res.end(bodyProblem(error) ?? 'failed'),
    );
  });
  let readerPort: number;
  beforeAll(async () => {
    await new Promise<void>((resolve) => reader.listen(0, '127.0.0.1', resolve));
    readerPort = (reader.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => reader.close(() => resolve())));

  const postInChunks = (path: string, bytes: number) =>
    new Promise<string>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port: readerPort, path, method: 'POST', headers: { host: 'kwento.example' } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve(body));
      });
      request.on('error', reject);
      const chunk = Buffer.alloc(16 * 1024, 'a');
      for (let sent = 0; sent < bytes; sent += chunk.length) request.write(chunk.subarray(0, Math.min(chunk.length, bytes - sent)));
      request.end();
    });

  const photoPath = '/admin/articles/0b7d7e0e-4c5a-4f5e-9a55-1f0d5a0c9e11/english/photo';

  it('holds a form to 64 KB', async () => {
    expect(await postInChunks('/survey?_action=survey', BODY_LIMIT_BYTES)).toBe(String(BODY_LIMIT_BYTES));
    expect(await postInChunks('/survey?_action=survey', BODY_LIMIT_BYTES + 1)).toBe('too large');
  });

  it('lets the photo upload carry up to its own limit, and not a byte more', async () => {
    expect(await postInChunks(photoPath, 2 * 1024 * 1024)).toBe(String(2 * 1024 * 1024));
    expect(await postInChunks(photoPath, UPLOAD_LIMIT_BYTES + 1)).toBe('too large');
    expect(await postInChunks(`${photoPath}/x`, 2 * 1024 * 1024)).toBe('too large');
  });
});
