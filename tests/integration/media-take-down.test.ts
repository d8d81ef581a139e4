// The owner hides a podcast episode or a video: it leaves every public reader at once (the home page
// and its render cache, /podcast, its page, the sitemap, the weekly digest, search and the assistant),
// a later sync does not bring it back, and "Show again" does. The real sync code against the fake
// media server over real HTTP, and a real PostgreSQL.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getPool } from '../../src/platform/db/client.ts';
import { episodeBySlug, episodePage, episodeSitemapEntries, latestEpisodes, latestVideos } from '../../src/features/media/queries.server.ts';
import { syncAllMedia } from '../../src/features/media/sync.server.ts';
import { episodeHidden, setMediaStatus } from '../../src/features/media/visibility.server.ts';
import { searchSite } from '../../src/features/search/query.server.ts';
import { indexDocument } from '../../src/features/search/documents.server.ts';
import { answerQuestion } from '../../src/features/assistant/answer.server.ts';
import { newItems } from '../../src/features/newsletter/digest.server.ts';
import { submitForm } from '../../src/platform/form-submission.ts';
import { createOwner } from '../../src/features/owner/auth/owners.server.ts';
import { signInOwner } from '../../src/features/owner/auth/login.server.ts';
import { mediaStatus } from '../../src/features/owner/owner-actions.server.ts';
import { totp, uniqueAddress } from '../support/index.ts';
import { FAKE_API_KEY, FAKE_CHANNEL_ID } from '../fakes/fixtures/youtube.ts';
import { PATHS, startMediaServer, type MediaServer } from '../fakes/media-server.ts';

let fake: MediaServer;
vi.stubEnv('DATA_DIR', mkdtempSync(path.join(tmpdir(), 'kwento-media-take-down-')));
vi.stubEnv('RATE_LIMIT_DISABLED', '1');
vi.stubEnv('AUTH_SECRET', 'integration-tests-only-secret-0123456789abcdef');
vi.stubEnv('TRUST_PROXY', '0');

beforeAll(async () => {
  fake = await startMediaServer();
  vi.stubEnv('YOUTUBE_API_KEY', FAKE_API_KEY);
  vi.stubEnv('YOUTUBE_CHANNEL_ID', FAKE_CHANNEL_ID);
  vi.stubEnv('YOUTUBE_API_URL', `${fake.url}/youtube/v3`);
  vi.stubEnv('PODCAST_RSS_URL', `${fake.url}${PATHS.podcast}`);
  const outcomes = await syncAllMedia();
  expect(outcomes.map((o) => o.ok)).toEqual([true, true]);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});

const query = async <R extends object>(sql: string, params: unknown[] = []) => (await getPool().query<R>(sql, params)).rows;

// "Ep. 56: Seafarers on nine-month contracts", whose notes say "Life on a bulk carrier."
const WORDS = 'seafarers bulk carrier';
const episode = async () => (await query<{ id: string; slug: string; status: string }>("select id, slug, status from spotify_episodes where name like 'Ep. 56:%'"))[0]!;
// "Kwento Ep. 45: A caregiver's first winter in Toronto".
const VIDEO = 'kw3nto_Ep45';

/** Where each public reader shows the episode: every one of them must say the same. */
async function whereShown(slug: string) {
  const url = `/podcast/${slug}`;
  const answer = await answerQuestion(WORDS);
  return {
    page: (await episodeBySlug(slug)) !== undefined,
    podcast: (await episodePage(1)).episodes.some((e) => e.slug === slug),
    home: (await latestEpisodes(50)).some((e) => e.slug === slug),
    sitemap: (await episodeSitemapEntries()).some((e) => e.slug === slug),
    digest: (await newItems('en', new Date(0), new Date())).some((item) => item.url.endsWith(url)),
    search: (await searchSite(WORDS, 1)).hits.some((hit) => hit.url === url),
    index: (await query('select 1 from search_documents where type = $1 and key = $2', ['episode', slug])).length > 0,
    assistant: answer.links.some((link) => link.url === url),
  };
}

const EVERYWHERE = { page: true, podcast: true, home: true, sitemap: true, digest: true, search: true, index: true, assistant: true };
const NOWHERE = { page: false, podcast: false, home: false, sitemap: false, digest: false, search: false, index: false, assistant: false };

/** The notifications the home page's render cache listens to, heard while `act` runs and commits. */
async function pageDataHeardDuring(act: () => Promise<unknown>): Promise<string[]> {
  const listener = await getPool().connect();
  const heard: string[] = [];
  listener.on('notification', (n) => n.channel === 'page_data_changed' && heard.push(n.payload ?? ''));
  try {
    await listener.query('listen page_data_changed');
    await act();
    await expect.poll(() => heard.length).toBeGreaterThan(0);
    return heard;
  } finally {
    await listener.query('unlisten page_data_changed');
    listener.release();
  }
}

describe('the owner hides a podcast episode', () => {
  it('leaves every public reader at once, its page answers 410, a later sync keeps it hidden, and Show brings it back', async () => {
    const { id, slug } = await episode();
    expect(await whereShown(slug)).toEqual(EVERYWHERE);
    expect(await episodeHidden(slug)).toBe(false);

    const heard = await pageDataHeardDuring(() => setMediaStatus('episode', id, 'hidden'));
    expect(heard, 'the home page renders again').toContain('spotify_episodes');
    expect((await episode()).status).toBe('hidden');
    expect(await whereShown(slug)).toEqual(NOWHERE);
    expect(await episodeHidden(slug), 'its page answers 410 Gone').toBe(true);

    // The feed still lists it: the sync updates its notes but not its status.
    expect((await syncAllMedia()).every((o) => o.ok)).toBe(true);
    expect((await episode()).status).toBe('hidden');
    expect(await whereShown(slug)).toEqual(NOWHERE);

    expect(await setMediaStatus('episode', id, 'published')).toBe(true);
    expect(await whereShown(slug)).toEqual(EVERYWHERE);
    expect(await episodeHidden(slug)).toBe(false);
  });

  it('the status and the search index change in one transaction: while the index is locked, the episode is still fully public', async () => {
    const { id, slug } = await episode();
    const locker = new pg.Client({ connectionString: process.env['DATABASE_URL'] });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table search_documents in share mode');
      const hiding = setMediaStatus('episode', id, 'hidden');
      await expect.poll(async () => (await query<{ n: number }>('select count(*)::int as n from pg_locks where not granted'))[0]!.n).toBeGreaterThan(0);
      expect((await episode()).status, 'not hidden before the index has changed too').toBe('published');
      expect(await episodeBySlug(slug)).toBeDefined();
      await locker.query('rollback');
      expect(await hiding).toBe(true);
    } finally {
      await locker.end();
    }
    expect(await whereShown(slug)).toEqual(NOWHERE);
    await setMediaStatus('episode', id, 'published');
  });

  it('a document left in the index for a hidden episode is never shown by search or the assistant', async () => {
    const { id, slug } = await episode();
    await setMediaStatus('episode', id, 'hidden');
    await indexDocument({ type: 'episode', key: slug, locale: 'en', title: 'Seafarers on nine-month contracts', body: 'Life on a bulk carrier.', url: `/podcast/${slug}`, date: new Date() });
    expect(await whereShown(slug)).toEqual({ ...NOWHERE, index: true });
    await setMediaStatus('episode', id, 'published');
  });

  it('an id that is no episode changes nothing', async () => {
    expect(await setMediaStatus('episode', '00000000-0000-4000-8000-000000000000', 'hidden')).toBe(false);
    expect(await setMediaStatus('episode', 'not-an-id', 'hidden')).toBe(false);
    expect(await episodeHidden('no-such-episode')).toBe(false);
  });
});

describe('the owner hides a video', () => {
  it('leaves the home page (its render cache hears of it), a later sync keeps it hidden, and Show brings it back', async () => {
    const shown = async () => (await latestVideos(50)).some((v) => v.videoId === VIDEO);
    expect(await shown()).toBe(true);

    const heard = await pageDataHeardDuring(() => setMediaStatus('video', VIDEO, 'hidden'));
    expect(heard).toContain('youtube_videos');
    expect(await shown()).toBe(false);

    expect((await syncAllMedia()).every((o) => o.ok)).toBe(true);
    expect(await shown(), 'the sync does not bring it back').toBe(false);

    expect(await setMediaStatus('video', VIDEO, 'published')).toBe(true);
    expect(await shown()).toBe(true);
  });

  it('an id that is no video changes nothing', async () => {
    expect(await setMediaStatus('video', 'noSuchVideo', 'hidden')).toBe(false);
    expect(await setMediaStatus('video', 'bad id\u0000', 'hidden')).toBe(false);
  });
});

describe("the owner's Hide and Show again (admin.setMediaStatus)", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.append(key, value);
    return data;
  };

  it('needs a signed-in owner, refuses bad input with 4xx and an unknown id with 404, and hides and shows', async () => {
    const created = await createOwner('media-owner@example.com', 'kwento owner passphrase');
    const signed = await signInOwner({ email: 'media-owner@example.com', password: 'kwento owner passphrase', code: totp(created.totpURI) }, new Headers(), uniqueAddress());
    if (!signed.ok) throw new Error(signed.message);
    const owner = { headers: new Headers({ cookie: signed.setCookies.map((c) => c.split(';', 1)[0]).join('; ') }), ip: uniqueAddress() };
    const { id } = await episode();

    expect(await submitForm(mediaStatus, form({ kind: 'episode', id, status: 'hidden' }), { headers: new Headers(), ip: uniqueAddress() })).toMatchObject({ ok: false, status: 401 });
    for (const fields of [
      { kind: 'album', id, status: 'hidden' },
      { kind: 'episode', id: 'a b', status: 'hidden' },
      { kind: 'episode', id, status: 'deleted' },
      { kind: 'episode', id, status: 'hidden', extra: '1' },
    ]) {
      expect(await submitForm(mediaStatus, form(fields), owner), JSON.stringify(fields)).toMatchObject({ ok: false, status: 400 });
    }
    expect(await submitForm(mediaStatus, form({ kind: 'episode', id: '00000000-0000-4000-8000-000000000000', status: 'hidden' }), owner)).toMatchObject({ ok: false, status: 404 });
    expect((await episode()).status, 'nothing refused changed anything').toBe('published');

    expect(await submitForm(mediaStatus, form({ kind: 'episode', id, status: 'hidden' }), owner)).toMatchObject({ ok: true });
    expect((await episode()).status).toBe('hidden');
    expect(await submitForm(mediaStatus, form({ kind: 'episode', id, status: 'published' }), owner)).toMatchObject({ ok: true });
    expect((await episode()).status).toBe('published');
  });
});
