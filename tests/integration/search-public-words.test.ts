// Spelling corrections read only public documents (ADR 040): a word of a document that is not public
// (left in the index by an older version's take-down, or by a future bug) neither counts as a word
// of the site nor is offered as the correction of a misspelt one.
import { beforeAll, describe, expect, it } from 'vitest';
import { getPool } from '../../src/platform/db/client.ts';
import { indexDocument, refreshVocabulary } from '../../src/features/search/documents.server.ts';
import { searchSite } from '../../src/features/search/query.server.ts';
import { parseSearchQuery } from '../../src/features/search/search-words.ts';
import { queryTerms } from '../../src/features/search/terms.server.ts';

const EPISODE = 'ep-70-tinikleng-in-dubai';

beforeAll(async () => {
  await getPool().query('delete from search_documents');
  // A public episode that says "tinikleng".
  await getPool().query("insert into spotify_episodes (guid, slug, name, published_at) values ('guid-70', $1, 'Ep. 70: Tinikleng in Dubai', now())", [EPISODE]);
  await indexDocument({ type: 'episode', key: EPISODE, locale: 'en', title: 'Ep. 70: Tinikleng in Dubai', body: 'A dance school for children of OFWs: tinikleng.', url: `/podcast/${EPISODE}`, date: new Date() });
  // A story document whose story is not public (there is no such story): "tinikling" and "pinakbet".
  await indexDocument({ type: 'story', key: 'a-story-taken-down', locale: 'en', title: 'Tinikling and pinakbet', body: 'Tinikling at the fiesta, pinakbet after.', url: '/stories/a-story-taken-down', date: new Date() });
  await refreshVocabulary();
});

const correctionOf = async (word: string) => (await queryTerms(parseSearchQuery(word), 'propose')).terms[0]!.correction;

describe('spelling corrections read only public documents', () => {
  it('a misspelt word is not corrected to a word only a document that is not public has', async () => {
    expect(await correctionOf('pinakbit')).toBeUndefined();
    const applied = await queryTerms(parseSearchQuery('pinakbit'), 'apply');
    expect(applied.terms[0]!.alternatives, 'the assistant does not search for it either').toEqual(['pinakbit']);
  });

  it('a word only a document that is not public has is not a word of the site: search offers the public one', async () => {
    expect(await correctionOf('tinikling')).toEqual({ word: 'tinikling', to: 'tinikleng' });
    const found = await searchSite('tinikling', 1);
    expect(found.correctedTo).toBe('tinikleng');
    expect(found.hits.map((hit) => hit.url)).toEqual([`/podcast/${EPISODE}`]);
  });

  it('a word a public document has is known as typed', async () => {
    expect(await correctionOf('tinikleng')).toBeUndefined();
    expect((await searchSite('tinikleng', 1)).hits.map((hit) => hit.url)).toEqual([`/podcast/${EPISODE}`]);
  });
});
