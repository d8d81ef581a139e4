// Search over a real PostgreSQL: the articles of this checkout in both languages, plus documents
// indexed and removed one by one.
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { snippetParts } from '../../src/features/search/search.ts';
import { seedSynonyms } from '../../src/features/search/topics.server.ts';
import { indexArticles, readArticles } from '../../src/features/search/articles.server.ts';
import { importSeedArticles } from '../../src/features/articles/seed.server.ts';
import { indexDocument, indexDocuments, removeDocument } from '../../src/features/search/documents.server.ts';
import { indexEpisodes } from '../../src/features/search/episodes.server.ts';
import { searchSite } from '../../src/features/search/query.server.ts';
import { suggestTitles } from '../../src/features/search/suggestions.server.ts';
import { getPool } from '../../src/platform/db/client.ts';

beforeAll(async () => {
  // The repository's articles, imported as on a first start (ADR 051).
  await importSeedArticles();
  await indexArticles();
  await seedSynonyms();
  // The episodes whose documents tests below index by hand: a document is found only while what it stands for is public (ADR 040).
  await getPool().query(`insert into spotify_episodes (guid, slug, name, published_at) select 'guid-' || k, k, k, now() from unnest($1::text[]) as k`, [
    ['jose', 'marks', 'edited', 'in-body', 'in-summary', 'in-title'],
  ]);
});

const urls = async (query: string, page = 1) => (await searchSite(query, page)).hits.map((hit) => hit.url);

describe('the articles', () => {
  it('are read in English and Filipino with their addresses', async () => {
    const docs = await readArticles();
    expect(docs.filter((d) => d.locale === 'en')).toHaveLength(18);
    expect(docs.filter((d) => d.locale === 'fil')).toHaveLength(18);
    const fil = docs.find((d) => d.locale === 'fil' && d.key === 'emergency-fund')!;
    expect(fil.url).toBe('/fil/blog/emergency-fund');
    expect(fil.title).toBe('Pagbuo ng Emergency Fund, Hakbang-Hakbang');
    expect(fil.body).not.toMatch(/\*\*|^#/m);
  });

  it('an English query finds the English article, by its stemmed words', async () => {
    expect((await urls('emergency fund')).slice(0, 3)).toContain('/blog/emergency-fund');
    expect(await urls('illegal recruitment')).toContain('/blog/legal-guide');
  });

  it('a Filipino query finds the Filipino article', async () => {
    expect(await urls('kalungkutan')).toContain('/fil/blog/handling-homesickness');
    expect(await urls('ipon')).toContain('/fil/blog/emergency-fund');
  });

  it('accents do not matter', async () => {
    await indexDocument({ type: 'episode', key: 'jose', locale: 'fil', title: 'Ang kuwento ni José sa São Paulo', body: 'Nagtrabaho si José bilang kusinero.', url: '/podcast/jose', date: new Date('2025-02-01') });
    expect(await urls('Jose Sao Paulo')).toEqual(['/podcast/jose']);
    expect(await urls('JOSÉ')).toEqual(['/podcast/jose']);
    await removeDocument('episode', 'jose');
    expect(await urls('Jose Sao Paulo')).toEqual([]);
  });

  it('snippets mark the matched words, and only those: marks cannot be smuggled in by a document', async () => {
    await indexDocument({ type: 'episode', key: 'marks', locale: 'en', title: 'A padala story', body: 'My \uE000fake\uE001 remittance arrived on time.', url: '/podcast/marks', date: null });
    const [hit] = (await searchSite('remittance arrived', 1)).hits.filter((h) => h.url === '/podcast/marks');
    const parts = snippetParts(hit!.snippet);
    expect(parts.filter((p) => p.marked).map((p) => p.text)).toEqual(['remittance', 'arrived']);
    expect(parts.map((p) => p.text).join('')).toContain('fake remittance arrived on time');
    await removeDocument('episode', 'marks');
  });

  it('the search-box syntax works and odd input finds nothing rather than failing', async () => {
    expect(await urls('"emergency fund" -pesos')).not.toContain('/blog/emergency-fund');
    for (const odd of ['!!!', '&|:*', "'", '((', 'or', '-']) expect(await urls(odd)).toEqual([]);
  });

  it('pages by ten, with the total', async () => {
    const first = await searchSite('OFW', 1);
    expect(first.total).toBeGreaterThan(10);
    expect(first.hits).toHaveLength(10);
    const second = await searchSite('OFW', 2);
    expect(second.hits.map((h) => h.url)).not.toContain(first.hits[0]!.url);
    expect(second.pages).toBe(Math.ceil(first.total / 10));
  });

  it('a re-index of the articles replaces what an older version indexed; a document of no public article is never found', async () => {
    await indexDocument({ type: 'article', key: 'removed-article', locale: 'en', title: 'An article since deleted', body: 'Zanzibar cloves.', url: '/blog/removed-article', date: null });
    const left = async () => (await getPool().query("select 1 from search_documents where type = 'article' and key = 'removed-article'")).rowCount;
    expect(await left()).toBe(1);
    // The articles' one published test (ADR 051) keeps it out of every answer until the re-index drops it.
    expect(await urls('zanzibar')).toEqual([]);
    await indexArticles();
    expect(await left()).toBe(0);
  });
});

describe('recent results', () => {
  it('follow a change made elsewhere within moments, also one that leaves updated_at as it was', async () => {
    await indexDocument({ type: 'episode', key: 'edited', locale: 'en', title: 'A sweet story', body: 'Tamarind candy from Bulacan.', url: '/podcast/edited', date: null });
    expect(await urls('tamarind')).toEqual(['/podcast/edited']);
    // Another instance, its clock behind ours: the row changes, its updated_at does not.
    const elsewhere = new pg.Client({ connectionString: process.env['DATABASE_URL'] });
    await elsewhere.connect();
    try {
      await elsewhere.query(`update search_documents set body = 'Mango float from Guimaras.' where type = 'episode' and key = 'edited'`);
    } finally {
      await elsewhere.end();
    }
    await expect.poll(() => urls('tamarind'), { timeout: 5000 }).toEqual([]);
    expect(await urls('mango float')).toEqual(['/podcast/edited']);
    await removeDocument('episode', 'edited');
  });
});

describe('the episodes', () => {
  it('are found by their show notes, as text', async () => {
    await getPool().query(
      `insert into spotify_episodes (guid, slug, name, description, published_at)
       values ('guid-ep-1', 'seafarer-life', 'Life on a cargo ship', '<p>Kuya Ben talks about &amp; shares his <b>galley</b> recipes.</p>', '2025-03-01')`,
    );
    await indexEpisodes();
    const [hit] = (await searchSite('galley recipes', 1)).hits;
    expect(hit).toMatchObject({ type: 'episode', url: '/podcast/seafarer-life', title: 'Life on a cargo ship' });
    expect(snippetParts(hit!.snippet).map((p) => p.text).join('')).toContain('talks about & shares his galley recipes');
  });
});

describe('search that degrades gracefully', () => {
  it('with fewer than three documents holding every word, adds the best of those holding some of them', async () => {
    const found = await searchSite('emergency fund zzyzx', 1);
    expect(found.total).toBe(0);
    expect(found.partial.map((h) => h.url).slice(0, 2).sort()).toEqual(['/blog/emergency-fund', '/fil/blog/emergency-fund']);
    const plenty = await searchSite('emergency fund', 1);
    expect(plenty.total).toBeGreaterThanOrEqual(3);
    expect(plenty.partial).toEqual([]);
  });

  it('ranks a word in the title above one in the summary above one in the body', async () => {
    const date = new Date('2025-01-01T00:00:00Z');
    const doc = (key: string, title: string, summary: string, body: string) => ({ type: 'episode' as const, key, locale: 'en' as const, title, summary, body, url: `/podcast/${key}`, date });
    await indexDocuments([
      doc('in-body', 'A day at sea', 'Life on deck.', 'We ate kinilaw by the rail.'),
      doc('in-summary', 'A day at the port', 'Kinilaw on the pier.', 'We waited for the ship.'),
      doc('in-title', 'Kinilaw for the crew', 'A cook remembers.', 'Fish, vinegar, onions.'),
    ]);
    try {
      expect(await urls('kinilaw')).toEqual(['/podcast/in-title', '/podcast/in-summary', '/podcast/in-body']);
    } finally {
      for (const key of ['in-body', 'in-summary', 'in-title']) await removeDocument('episode', key);
    }
  });

  it("corrects a misspelt query with the site's own words: shows those results, or offers the spelling", async () => {
    const corrected = await searchSite('finacial planing', 1);
    expect(corrected.correctedTo).toBe('financial planning');
    expect(corrected.hits.map((h) => h.url)).toContain('/blog/financial-planning');
    // As typed it finds nothing at all: the spelling's best matches of some of its words are shown.
    const degraded = await searchSite('Finacial zzyzx', 1);
    expect(degraded).toMatchObject({ total: 0, correctedTo: 'financial zzyzx' });
    expect(degraded.partial.slice(0, 3).map((h) => h.url)).toContain('/blog/financial-planning');
    // The visitor asks for it as typed: nothing, and the spelling offered.
    expect(await searchSite('Finacial zzyzx', 1, true)).toMatchObject({ total: 0, partial: [], didYouMean: 'financial zzyzx' });
    // As typed it matches some words: those stay, and the spelling is offered.
    const kept = await searchSite('emergency finacial zzyzx', 1);
    expect(kept).toMatchObject({ total: 0, didYouMean: 'emergency financial zzyzx' });
    expect(kept.correctedTo).toBeUndefined();
    expect(kept.partial.slice(0, 2).map((h) => h.url).sort()).toEqual(['/blog/emergency-fund', '/fil/blog/emergency-fund']);
    expect(await searchSite('zzyzx', 1)).toEqual({ hits: [], partial: [], total: 0, page: 1, pages: 0 });
  });

  it('leaves out the words of how a question is asked, in both languages', async () => {
    expect((await urls('magkano dapat ang emergency fund ko')).slice(0, 2).sort()).toEqual(['/blog/emergency-fund', '/fil/blog/emergency-fund']);
  });
});

describe('suggestions as the visitor types', () => {
  it('are the titles with a word starting with each typed word, an article once, in the page language first', async () => {
    expect(await suggestTitles('emergen', 'en')).toEqual([{ type: 'article', title: 'Building Your Emergency Fund, Step by Step', url: '/blog/emergency-fund' }]);
    expect((await suggestTitles('emergen', 'fil'))[0]).toEqual({ type: 'article', title: 'Pagbuo ng Emergency Fund, Hakbang-Hakbang', url: '/fil/blog/emergency-fund' });
    expect((await suggestTitles('FINAN plan', 'en')).map((s) => s.url)).toEqual(['/blog/financial-planning']);
    expect(await suggestTitles('e', 'en')).toEqual([]);
    expect(await suggestTitles('zzyzx', 'en')).toEqual([]);
  });
});
