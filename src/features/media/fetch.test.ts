import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PATHS, startMediaServer, type MediaServer } from '../../../tests/fakes/media-server.ts';
import { FetchFailure, fetchLimited, hostOf } from './fetch.server.ts';

let fake: MediaServer;
let allowed: Set<string>;

beforeAll(async () => {
  fake = await startMediaServer();
  allowed = new Set([hostOf(fake.url)]);
});

afterEach(() => {
  fake.reset();
  vi.restoreAllMocks();
});

afterAll(() => fake.close());

/** The FetchFailure a call ends with (the class matters: callers record it as the sync's error). */
async function failure(promise: Promise<unknown>): Promise<FetchFailure> {
  const error = await promise.then(
    () => new Error('expected a FetchFailure, got an answer'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FetchFailure);
  return error as FetchFailure;
}

const redirectTo = (target: string) => `${PATHS.redirect}?to=${encodeURIComponent(target)}`;

describe('fetchLimited', () => {
  it('fetches plain http from a loopback stand-in on an allowed host', async () => {
    const { status, text } = await fetchLimited(`${fake.url}${PATHS.podcast}`, allowed);
    expect(status).toBe(200);
    expect(text).toContain('<rss');
    expect(text).toContain('</rss>');
    expect(fake.requests.count(PATHS.podcast)).toBe(1);
    expect(fake.requests.last(PATHS.podcast)?.userAgent).toBe('KwentoMediaSync/1.0');
  });

  it('returns error statuses to the caller rather than throwing', async () => {
    fake.mode.podcast = 'missing';
    const { status } = await fetchLimited(`${fake.url}${PATHS.podcast}`, allowed);
    expect(status).toBe(404);
  });

  it.each([
    'http://feeds.example.com/podcast.xml',
    'http://localhost.example.com/feed.xml',
    'http://127.0.0.1.nip.io/feed.xml',
    'http://10.0.0.7/feed.xml',
    'http://0.0.0.0/feed.xml',
    'ftp://feeds.example.com/podcast.xml',
    'file:///etc/passwd',
  ])('refuses %s (not https, not loopback) without making a request', async (target) => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const host = new URL(target).host;
    expect((await failure(fetchLimited(target, new Set([host])))).message).toBe(`refused non-https URL ${new URL(target).origin}`);
    expect(spy).not.toHaveBeenCalled();
  });

  it('refuses a host that is not in the allowed set, before any request', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    // Same server, but named differently from what was configured.
    const other = `http://localhost:${fake.port}${PATHS.podcast}`;
    await expect(fetchLimited(other, allowed)).rejects.toThrow(`refused host localhost:${fake.port} (not configured)`);
    await expect(fetchLimited('https://evil.example/feed.xml', allowed)).rejects.toThrow('refused host evil.example');
    // The port is part of the host: another port on the same address is another host.
    await expect(fetchLimited(`${fake.url}${PATHS.podcast}`, new Set([`127.0.0.1:${fake.port + 1}`]))).rejects.toThrow(
      `refused host 127.0.0.1:${fake.port}`,
    );
    expect(spy).not.toHaveBeenCalled();
    expect(fake.requests.count()).toBe(0);
  });

  it('stops reading past the size cap (5 MB by default)', async () => {
    fake.mode.podcast = 'oversize';
    expect((await failure(fetchLimited(`${fake.url}${PATHS.podcast}`, allowed))).message).toBe('response larger than 5120 KB');
  });

  it('applies a smaller cap when asked', async () => {
    await expect(fetchLimited(`${fake.url}${PATHS.podcast}`, allowed, { maxBytes: 4096 })).rejects.toThrow('response larger than 4 KB');
    const { text } = await fetchLimited(`${fake.url}${PATHS.podcast}`, allowed, { maxBytes: 1024 * 1024 });
    expect(text.length).toBeGreaterThan(4096);
  });

  it('gives up on a server that does not answer within the time limit', async () => {
    fake.mode.youtube = 'slow';
    const started = performance.now();
    const error = await failure(fetchLimited(`${fake.url}${PATHS.search}?key=k&part=id`, allowed, { timeoutMs: 300 }));
    expect(error.message).toBe('no complete answer within 0.3 s');
    expect(fake.requests.count(PATHS.search)).toBe(1);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('limits the whole exchange, so a server that trickles a byte a second is cut off too', async () => {
    fake.mode.podcast = 'slow-drip';
    const started = performance.now();
    await expect(fetchLimited(`${fake.url}${PATHS.podcast}`, allowed, { timeoutMs: 1500 })).rejects.toThrow('no complete answer within 1.5 s');
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(1400);
    expect(elapsed).toBeLessThan(5000);
  });

  it('follows a redirect on the allowed host', async () => {
    const { status, text } = await fetchLimited(`${fake.url}${redirectTo(PATHS.podcast)}`, allowed);
    expect(status).toBe(200);
    expect(text).toContain('<rss');
    expect(fake.requests.perPath()).toEqual({ [PATHS.redirect]: 1, [PATHS.podcast]: 1 });
  });

  it('refuses a redirect to a host that is not allowed, without following it', async () => {
    const elsewhere = `http://localhost:${fake.port}${PATHS.podcast}`;
    await expect(fetchLimited(`${fake.url}${redirectTo(elsewhere)}`, allowed)).rejects.toThrow(`refused host localhost:${fake.port}`);
    await expect(fetchLimited(`${fake.url}${redirectTo('https://evil.example/feed.xml')}&status=301`, allowed)).rejects.toThrow(
      'refused host evil.example',
    );
    expect(fake.requests.perPath()).toEqual({ [PATHS.redirect]: 2 });
  });

  it('refuses a redirect to plain http on a host that is not loopback, even an allowed one', async () => {
    await expect(fetchLimited(`${fake.url}${redirectTo('http://feeds.example.com/feed.xml')}`, new Set([...allowed, 'feeds.example.com']))).rejects.toThrow(
      'refused non-https URL http://feeds.example.com',
    );
  });

  it('follows at most three redirects', async () => {
    const chain = (hops: number) => {
      let target: string = PATHS.podcast;
      for (let i = 0; i < hops; i++) target = redirectTo(target);
      return `${fake.url}${target}`;
    };
    expect((await fetchLimited(chain(3), allowed)).status).toBe(200);
    await expect(fetchLimited(chain(4), allowed)).rejects.toThrow('too many redirects');
  });
});
