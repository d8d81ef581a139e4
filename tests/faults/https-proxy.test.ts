// The HTTPS deployment the README describes: the built site on 127.0.0.1 with TRUST_PROXY=1 and an
// https:// SITE_URL, behind Debian's Caddy running deploy/Caddyfile (with `localhost` for the domain,
// so Caddy signs with its local CA, which these clients trust). Everything below goes through Caddy.
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CADDYFILE, startCaddy, type RunningCaddy } from './support/caddy.ts';
import { observatoryScan } from './support/observatory.ts';
import { createOwner, FORM_PATHS, forms, openEventStream, postForm, signIn, totp, type CreatedOwner } from '../support/index.ts';
import { query } from './support/postgres.ts';
import { Teardown, type FaultSite } from './support/site.ts';

const SITE_PORT = 4451;
const CADDY_HTTP_PORT = 4452;
const CADDY_HTTPS_PORT = 4453;
const HSTS = 'max-age=31536000; includeSubDomains';
// The stream sends a heartbeat every 15 s: a proxy that buffered it would pass an event on with a
// later write at the earliest.
const BEFORE_NEXT_HEARTBEAT_MS = 10_000;

const teardown = new Teardown();
let site: FaultSite;
let caddy: RunningCaddy;
let owner: CreatedOwner;

beforeAll(async () => {
  const dataDir = teardown.dataDir('https');
  site = await teardown.site({ port: SITE_PORT, dataDir, env: { SITE_URL: `https://localhost:${CADDY_HTTPS_PORT}` } });
  caddy = await startCaddy({ upstreamPort: SITE_PORT, httpPort: CADDY_HTTP_PORT, httpsPort: CADDY_HTTPS_PORT, dir: teardown.dataDir('caddy') });
  teardown.add(() => caddy.stop());
  owner = await createOwner(dataDir);
});
afterAll(() => teardown.run());

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request to Caddy's HTTPS port from the loopback address `from` (127.0.0.2, …): another visitor's machine. */
function requestFrom(from: string, method: string, target: string, headers: Record<string, string> = {}, body = ''): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      { host: '127.0.0.1', servername: 'localhost', port: CADDY_HTTPS_PORT, localAddress: from, method, path: target, agent: false, timeout: 15_000, headers: { Host: `localhost:${CADDY_HTTPS_PORT}`, ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${target} from ${from}: no answer within 15 s`)));
    req.on('error', reject);
    req.end(body);
  });
}

describe('the site behind Caddy as the README sets it up', () => {
  test('the README shows deploy/Caddyfile, the configuration tested here, as it is', () => {
    const configuration = fs.readFileSync(CADDYFILE, 'utf8').split('\n').filter((line) => !line.startsWith('#')).join('\n').trim();
    expect(fs.readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8')).toContain(configuration);
  });

  test('plain http:// answers with a permanent redirect to the same address on https://', async () => {
    for (const page of ['/', '/blog?page=2', '/admin/login']) {
      const res = await fetch(`${caddy.httpUrl}${page}`, { redirect: 'manual' });
      expect(res.status, page).toBe(308);
      expect(res.headers.get('location'), page).toBe(`${caddy.httpsUrl}${page}`);
    }
  });

  test('every HTTPS answer carries HSTS for a year: pages, assets, a 404, an admin redirect', async () => {
    const home = await fetch(caddy.httpsUrl);
    expect(home.status).toBe(200);
    const asset = /\/_astro\/[^"'\s)]+\.(?:css|js)/.exec(await home.text())?.[0];
    expect(asset, 'the home page links a built asset').toBeDefined();
    for (const page of ['/', '/blog', asset!, '/no-such-page', '/admin']) {
      const res = await fetch(`${caddy.httpsUrl}${page}`, { redirect: 'manual' });
      await res.arrayBuffer();
      expect(res.headers.get('strict-transport-security'), `${page} (${res.status})`).toBe(HSTS);
    }
  });

  test('the owner signs in over HTTPS and gets a __Secure- session cookie that is Secure, HttpOnly and SameSite', async () => {
    const res = await fetch(`${caddy.httpsUrl}/admin/login?_action=admin.signIn`, {
      method: 'POST',
      body: new URLSearchParams({ email: owner.email, password: owner.password, code: totp(owner.totpUri) }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: caddy.httpsUrl },
      redirect: 'manual',
    });
    expect(res.status, await res.clone().text()).toBe(303);
    const session = res.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(session, res.headers.getSetCookie().join('\n')).toMatch(/^__Secure-kwento-admin\.session_token=/);
    const attributes = session!.split(';').slice(1).map((a) => a.trim().toLowerCase());
    expect(attributes).toContain('secure');
    expect(attributes).toContain('httponly');
    expect(attributes.some((a) => a === 'samesite=lax' || a === 'samesite=strict')).toBe(true);

    const cookie = session!.split(';')[0]!;
    const admin = await fetch(`${caddy.httpsUrl}/admin`, { headers: { Cookie: cookie }, redirect: 'manual' });
    expect(admin.status).toBe(200);
    expect(await admin.text()).toContain('Sign out');
  });

  test('form limits count per visitor address as Caddy reports it, which a visitor cannot forge', async () => {
    const marker = `https-limits-${Date.now()}`;
    const post = (from: string, forged: string) => {
      const body = new URLSearchParams(forms.survey(marker)).toString();
      return requestFrom(from, 'POST', FORM_PATHS.survey, {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Content-Length': String(Buffer.byteLength(body)),
        Origin: caddy.httpsUrl,
        // A new address claimed on every post: Caddy replaces it with the one it sees.
        'X-Forwarded-For': forged,
      }, body);
    };
    const first = [];
    for (let i = 1; i <= 6; i++) first.push(await post('127.0.0.2', `198.51.100.${i}`));
    expect(first.slice(0, 5).map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(first[5]!.status).toBe(429);
    expect(Number(first[5]!.headers['retry-after'])).toBeGreaterThan(0);

    // Another visitor, whose requests reach the site from the same Caddy, is not held back.
    const other = await post('127.0.0.3', '198.51.100.1');
    expect(other.status).toBe(200);

    const stored = await query<{ n: number }>(site.dataDir, 'select count(*)::int as n from survey_responses where feedback like $1', [`${marker}%`]);
    expect(stored[0]!.n).toBe(6);
  });

  test('the live responses list streams through Caddy: a new survey arrives before the next heartbeat', async () => {
    // A second owner: the first one's TOTP code of this half-minute is spent.
    const { cookie } = await signIn(caddy.httpsUrl, await createOwner(site.dataDir));
    const stream = await openEventStream(`${caddy.httpsUrl}/admin/responses/stream`, cookie);
    try {
      await stream.waitFor((e) => e.event === 'comment' && e.data === 'live', 15_000, 'the stream listening');
      const body = forms.survey('through caddy');
      expect((await postForm(caddy.httpsUrl, FORM_PATHS.survey, body)).status).toBe(200);
      const shown = await stream.waitFor((e) => e.event === 'response' && e.data.includes(body['feedback']!), BEFORE_NEXT_HEARTBEAT_MS, 'the new survey');
      expect(JSON.parse(shown.data)).toMatchObject({ email: body['email'], feedback: body['feedback'] });
    } finally {
      stream.close();
    }
  });

  test('the MDN HTTP Observatory grades the HTTPS address A+ with every test passed', async () => {
    const result = await observatoryScan(`localhost:${CADDY_HTTPS_PORT}`, caddy.caFile);
    const failed = Object.entries(result.tests).filter(([, t]) => !t.pass).map(([name, t]) => `${name}: ${t.result}`);
    expect(failed).toEqual([]);
    expect(result.scan.grade).toBe('A+');
  });
});
