// /podcast pages the episode list newest first, 20 a page (src/pages/podcast/index.astro calls
// episodePage(page) and rewrites to /404 when page > pages). The real query against this file's own
// database (tests/setup/database.ts), with the episodes written straight into spotify_episodes.
import { beforeEach, describe, expect, it } from 'vitest';
import { getPool } from '../../src/platform/db/client.ts';
import { EPISODES_PER_PAGE, episodePage, latestEpisodes } from '../../src/features/media/queries.server.ts';

const query = async <R extends object>(sql: string, params: unknown[] = []) => (await getPool().query<R>(sql, params)).rows;

// Episode n (1 = oldest) is published n hours after this instant, so every published_at is distinct.
const EPOCH = Date.parse('2024-01-01T00:00:00Z');
const publishedAt = (n: number) => new Date(EPOCH + n * 3_600_000);
const slug = (n: number) => `episode-${String(n).padStart(3, '0')}`;

/** Inserts episodes 1..count, in a shuffled order so the result cannot lean on insertion order. */
async function insertEpisodes(count: number) {
  const order = Array.from({ length: count }, (_, i) => i + 1);
  // A fixed permutation (n × 37 mod 101 is distinct for n < 101), not Math.random: reproducible.
  order.sort((a, b) => ((a * 37) % 101) - ((b * 37) % 101));
  for (const n of order) {
    await query('insert into spotify_episodes (guid, slug, name, published_at) values ($1, $2, $3, $4)', [
      `guid-${n}`,
      slug(n),
      `Episode ${n}`,
      publishedAt(n),
    ]);
  }
}

/** The slugs of episodes from..to, newest (highest n) first. */
const newestFirst = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => slug(from - i));

beforeEach(async () => {
  await query('truncate table spotify_episodes');
});

describe('episodePage', () => {
  it('pages 45 episodes as 20, 20 and 5, newest first, and returns nothing past the last page', async () => {
    expect(EPISODES_PER_PAGE).toBe(20);
    await insertEpisodes(45);

    const page1 = await episodePage(1);
    const page2 = await episodePage(2);
    const page3 = await episodePage(3);

    expect(page1.pages).toBe(3);
    expect(page2.pages).toBe(3);
    expect(page3.pages).toBe(3);

    expect(page1.episodes.map((e) => e.slug)).toEqual(newestFirst(45, 26));
    expect(page2.episodes.map((e) => e.slug)).toEqual(newestFirst(25, 6));
    expect(page3.episodes.map((e) => e.slug)).toEqual(newestFirst(5, 1));

    // Strictly descending dates within and across pages: no episode shown twice, none skipped.
    const all = [...page1.episodes, ...page2.episodes, ...page3.episodes];
    expect(all).toHaveLength(45);
    expect(new Set(all.map((e) => e.slug)).size).toBe(45);
    for (let i = 1; i < all.length; i++) {
      expect(all[i - 1]!.publishedAt.getTime()).toBeGreaterThan(all[i]!.publishedAt.getTime());
    }
    expect(page1.episodes[0]).toMatchObject({ slug: slug(45), name: 'Episode 45', publishedAt: publishedAt(45) });
    expect(page3.episodes.at(-1)).toMatchObject({ slug: slug(1), name: 'Episode 1', publishedAt: publishedAt(1) });

    // Past the last page: no episodes, and pages still says 3, so the page rewrites to /404 (page > pages).
    for (const beyond of [4, 5, 10_000]) {
      const result = await episodePage(beyond);
      expect(result.episodes).toEqual([]);
      expect(result.pages).toBe(3);
      expect(beyond > result.pages).toBe(true);
    }
  });

  it('agrees with latestEpisodes(20, offset), which it pages through', async () => {
    await insertEpisodes(45);
    for (const page of [1, 2, 3]) {
      const { episodes } = await episodePage(page);
      expect(episodes).toEqual(await latestEpisodes(EPISODES_PER_PAGE, (page - 1) * EPISODES_PER_PAGE));
    }
  });

  it('has exactly two full pages for 40 episodes, so page 3 is out of range', async () => {
    await insertEpisodes(40);
    const page2 = await episodePage(2);
    expect(page2.pages).toBe(2);
    expect(page2.episodes.map((e) => e.slug)).toEqual(newestFirst(20, 1));
    const page3 = await episodePage(3);
    expect(page3).toEqual({ episodes: [], pages: 2 });
  });

  it('splits 21 episodes into a full page and a second page holding only the oldest', async () => {
    await insertEpisodes(21);
    expect((await episodePage(1)).episodes.map((e) => e.slug)).toEqual(newestFirst(21, 2));
    expect(await episodePage(2)).toMatchObject({ pages: 2, episodes: [{ slug: slug(1) }] });
  });

  it('with no episodes, page 1 exists and is empty (the page shows "No episodes available yet")', async () => {
    expect(await episodePage(1)).toEqual({ episodes: [], pages: 1 });
    expect(await episodePage(2)).toEqual({ episodes: [], pages: 1 });
  });
});
