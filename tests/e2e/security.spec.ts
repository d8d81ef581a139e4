// Limits and headers on the responses a browser rarely sees: refusals, HTTPS behind a proxy, abusive clients.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { E2E_PORT } from './support/e2e-server.ts';
import { expectSecurityHeaders } from './support/headers.ts';
import { expect, test } from './support/client.ts';
import { addressIn, postForm, uniqueAddress, uniqueEmail, uniqueNetwork } from '../support/index.ts';
import { useOwnerSession } from './support/owner.ts';

const survey = (email: string, feedback = 'Salamat!') => ({
  submissionId: randomUUID(),
  website: '',
  name: '',
  email,
  rating: '4',
  feedback,
});

/** Writes raw bytes to the site and returns what it answered, or '' when it closed without a word. */
function rawExchange(write: (socket: net.Socket) => void, timeoutMs = 20_000): Promise<{ answer: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(E2E_PORT, '127.0.0.1');
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closed: false });
    }, timeoutMs);
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ answer, closed: true });
    });
    socket.on('error', () => {});
    socket.on('connect', () => write(socket));
  });
}

test('a form body over 64 KB gets 413 with the security headers, and nothing is stored', async ({ request, baseURL }) => {
  const res = await postForm(request, baseURL, '/survey?_action=survey', survey(uniqueEmail('big'), 'x'.repeat(70 * 1024)));
  expect(res.status()).toBe(413);
  expectSecurityHeaders(res, '413');
});

test('the 429 answer carries the security headers', async ({ request, baseURL }) => {
  let last;
  for (let i = 0; i < 6; i++) last = await postForm(request, baseURL, '/ebook?_action=ebook', { source: 'ebook_page', website: '', email: uniqueEmail('many') });
  expect(last!.status()).toBe(429);
  expectSecurityHeaders(last!, '429');
});

test('40 e-book posts from 40 addresses of one IPv6 /64 meet 429 after the limit, and the next /64 is served', async ({ request, baseURL }) => {
  // A /64 no other test uses: forty addresses in it, each with its own interface identifier.
  const network = uniqueNetwork();
  const statuses: number[] = [];
  for (let i = 1; i <= 40; i++) {
    const address = addressIn(network);
    const res = await postForm(request, baseURL, '/ebook?_action=ebook', { source: 'ebook_page', website: '', email: uniqueEmail('v6') }, { 'X-Forwarded-For': address });
    statuses.push(res.status());
  }
  expect(statuses).toEqual([...Array(5).fill(200), ...Array(35).fill(429)]);
  const neighbour = await postForm(request, baseURL, '/ebook?_action=ebook', { source: 'ebook_page', website: '', email: uniqueEmail('v6') }, { 'X-Forwarded-For': uniqueAddress() });
  expect(neighbour.status()).toBe(200);
});

test.describe('every kind of response carries every security header', () => {
  const ownerSession = useOwnerSession();

  test('over HTTPS (through the proxy): pages prerendered, cached and rendered per request, a 404, an asset, the owner area', async ({ request }) => {
    const https = { 'X-Forwarded-Proto': 'https' };
    const owner = { ...https, Cookie: ownerSession.cookie() };
    const html = await (await request.get('/')).text();
    const asset = /\/_astro\/[\w.-]+\.js/.exec(html)?.[0];
    expect(asset, 'the home page loads a script').toBeDefined();
    const kinds: { label: string; path: string; status: number; headers?: Record<string, string> }[] = [
      { label: 'prerendered page', path: '/our-story', status: 200 },
      { label: 'page from the render cache', path: '/', status: 200 },
      { label: 'page rendered per request', path: '/search?q=visa', status: 200 },
      { label: 'not found', path: '/no-such-page', status: 404 },
      { label: 'asset', path: asset!, status: 200 },
      { label: 'owner sign-in page', path: '/admin/login', status: 200 },
      { label: 'owner area, no session', path: '/admin', status: 401 },
      { label: 'owner area, signed in', path: '/admin/responses', status: 200, headers: owner },
    ];
    for (const { label, path: url, status, headers = https } of kinds) {
      const res = await request.get(url, { headers, maxRedirects: 0 });
      expect(res.status(), label).toBe(status);
      expectSecurityHeaders(res, label, { https: true });
    }
  });

  test('over plain HTTP: form posts without JavaScript, stored and refused, and the action called by script', async ({ request, baseURL }) => {
    const answers = [
      { label: 'form post, stored', res: await postForm(request, baseURL, '/ebook?_action=ebook', { source: 'ebook_page', website: '', email: uniqueEmail('hdr') }), status: 200 },
      { label: 'form post, refused', res: await postForm(request, baseURL, '/survey?_action=survey', survey('not an address')), status: 400 },
      { label: 'action called by script', res: await postForm(request, baseURL, '/_actions/survey', survey('not an address')), status: 400 },
      { label: 'owner area, plain HTTP', res: await request.get('/admin/login'), status: 200 },
    ];
    for (const { label, res, status } of answers) {
      expect(res.status(), label).toBe(status);
      expectSecurityHeaders(res, label);
    }
  });
});

test('HSTS is sent when the proxy says the visitor came over HTTPS, and not over plain HTTP', async ({ request }) => {
  const https = await request.get('/', { headers: { 'X-Forwarded-Proto': 'https' } });
  expect(https.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  const plain = await request.get('/');
  expect(plain.headers()['strict-transport-security']).toBeUndefined();
});

test('oversize request headers are refused with 431', async () => {
  const { answer } = await rawExchange((s) => s.write(`GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`));
  expect(answer).toMatch(/^HTTP\/1\.1 431 /);
});

test('a client that sends its headers too slowly is cut off', async () => {
  test.setTimeout(40_000);
  // One header line every 2 s: the server allows 10 s for all of them.
  const { answer, closed } = await rawExchange((socket) => {
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
    const drip = setInterval(() => socket.writable && socket.write(`X-Slow-${Date.now()}: 1\r\n`), 2000);
    socket.on('close', () => clearInterval(drip));
  }, 30_000);
  expect(closed).toBe(true);
  expect(answer).not.toMatch(/^HTTP\/1\.1 200 /);
});

test('no source map is built or served, and an error answer carries no stack trace', async ({ request }) => {
  const assets = path.resolve(import.meta.dirname, '../../dist/client/_astro');
  expect(fs.readdirSync(assets).filter((f) => f.endsWith('.map'))).toEqual([]);
  const js = (await (await request.get('/')).text()).match(/\/_astro\/[\w.-]+\.js/)?.[0];
  expect(js).toBeDefined();
  expect((await request.get(`${js}.map`)).status()).toBe(404);

  const broken = await request.post('/_actions/survey', {
    headers: { 'Content-Type': 'application/json', Origin: new URL(test.info().project.use.baseURL!).origin },
    data: '{"not json',
  });
  expect(broken.status()).toBeGreaterThanOrEqual(400);
  expect(broken.status()).toBeLessThan(500);
  expect(await broken.text()).not.toMatch(/\bat \S+ \(|node:internal|\/src\/|\.ts:\d+/);
});
