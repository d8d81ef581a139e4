// The synonym table: the site's topics across both languages, which the owner extends from the owner
// area; search and the assistant read it at once.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { totp, uniqueAddress } from '../support/index.ts';
import { answerQuestion } from '../../src/features/assistant/answer.server.ts';
import { SIGNED_OUT_MESSAGE } from '../../src/features/owner/owner-action.server.ts';
import { submitForm } from '../../src/platform/form-submission.ts';
import { addSynonyms, removeSynonyms, OWNER_ACTION_FAILURES } from '../../src/features/owner/owner-actions.server.ts';
import { createOwner } from '../../src/features/owner/auth/owners.server.ts';
import { signInOwner } from '../../src/features/owner/auth/login.server.ts';
import { getPool } from '../../src/platform/db/client.ts';
import { SYNONYM_MESSAGES } from '../../src/features/owner/schema.ts';
import { seedSynonyms, TOPIC_SYNONYMS } from '../../src/features/search/topics.server.ts';
import { indexArticles } from '../../src/features/search/articles.server.ts';
import { importSeedArticles } from '../../src/features/articles/seed.server.ts';
import { searchSite } from '../../src/features/search/query.server.ts';
import { listSynonymGroups } from '../../src/features/search/synonyms.server.ts';

vi.stubEnv('AUTH_SECRET', 'integration-tests-only-secret-0123456789abcdef');
vi.stubEnv('TRUST_PROXY', '0');

/** A client of its own for each call: the sign-in limits count per client (an IPv6 one by its /64). */
const ip = uniqueAddress;
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};
let owner: { headers: Headers; ip: string };

beforeAll(async () => {
  // The repository's articles, imported as on a first start (ADR 051).
  await importSeedArticles();
  await indexArticles();
  await seedSynonyms();
  const email = `owner-${randomUUID()}@example.com`;
  const created = await createOwner(email, 'kwento owner passphrase');
  const result = await signInOwner({ email, password: 'kwento owner passphrase', code: totp(created.totpURI) }, new Headers(), ip());
  if (!result.ok) throw new Error(result.message);
  owner = { headers: new Headers({ cookie: result.setCookies.map((c) => c.split(';', 1)[0]).join('; ') }), ip: ip() };
});

const urls = async (query: string) => {
  const found = await searchSite(query, 1);
  return [...found.hits, ...found.partial].map((h) => h.url);
};

describe('the topics the site starts with', () => {
  it('bridge the two languages both ways: ipon and savings, padala and remittance, lungkot and homesick, uwi for good and coming home', async () => {
    expect((await searchSite('savings', 1)).hits.map((h) => h.url)).toContain('/fil/blog/emergency-fund');
    expect((await searchSite('ipon', 1)).hits.map((h) => h.url)).toContain('/blog/emergency-fund');
    expect((await searchSite('remittance', 1)).hits.map((h) => h.url)).toContain('/fil/blog/financial-planning');
    expect((await urls('lungkot')).slice(0, 3)).toContain('/blog/handling-homesickness');
    expect((await urls('uwi for good')).slice(0, 3)).toContain('/blog/coming-home');
  });
});

describe('the topics a new site starts with', () => {
  it('are added, in order, only to an empty table, once', async () => {
    const groups = await listSynonymGroups();
    expect(groups.map((g) => g.terms)).toEqual(TOPIC_SYNONYMS);
    expect(await seedSynonyms()).toBe(0);
    await getPool().query('delete from search_synonyms where terms <> $1', [TOPIC_SYNONYMS[1]]);
    expect(await seedSynonyms()).toBe(0);
    expect((await listSynonymGroups()).map((g) => g.terms)).toEqual([TOPIC_SYNONYMS[1]]);
    await getPool().query('delete from search_synonyms');
    expect(await seedSynonyms()).toBe(TOPIC_SYNONYMS.length);
  });
});

describe("the owner's synonym groups", () => {
  it('a group added is used by search and the assistant at once, and goes when removed', async () => {
    const word = `zq${randomUUID().slice(0, 6)}`;
    expect(await urls(word)).toEqual([]);
    const added = await submitForm(addSynonyms, form({ terms: ` ${word.toUpperCase()},  Placement   Fee ` }), owner);
    expect(added).toEqual({ ok: true, data: { terms: [word, 'placement fee'] } });
    expect((await urls(word)).slice(0, 3)).toContain('/blog/legal-guide');
    expect((await answerQuestion(`${word} agency`)).links.map((l) => l.key)).toContain('legal-guide');

    const group = (await listSynonymGroups()).find((g) => g.terms.includes(word))!;
    expect(await submitForm(removeSynonyms, form({ id: group.id }), owner)).toEqual({ ok: true, data: { removed: true } });
    expect(await urls(word)).toEqual([]);
    expect(await submitForm(removeSynonyms, form({ id: group.id }), owner)).toEqual({ ok: false, status: 404, message: OWNER_ACTION_FAILURES.removeSynonyms });
  });

  it('the same words in any order are one group: a second is refused with 409', async () => {
    expect(await submitForm(addSynonyms, form({ terms: 'send money, remittance, padala' }), owner)).toEqual({
      ok: false,
      status: 409,
      message: OWNER_ACTION_FAILURES.addSynonyms,
    });
  });

  it('refuses fewer than two terms, too many, too long, no letters, or an unknown field (400), and stores nothing', async () => {
    const before = (await listSynonymGroups()).length;
    for (const [fields, message] of [
      [{ terms: 'ipon' }, SYNONYM_MESSAGES.tooFew],
      [{ terms: 'ipon, IPON , ipon' }, SYNONYM_MESSAGES.tooFew],
      [{ terms: Array.from({ length: 13 }, (_, i) => `w${i}`).join(',') }, SYNONYM_MESSAGES.tooMany],
      [{ terms: `ipon, ${'x'.repeat(61)}` }, SYNONYM_MESSAGES.tooLong],
      [{ terms: 'ipon, ---' }, SYNONYM_MESSAGES.notWords],
      [{ terms: 'ipon, savings', extra: 'x' }, 'Unexpected field: extra'],
      [{}, SYNONYM_MESSAGES.tooFew],
    ] as const) {
      expect(await submitForm(addSynonyms, form(fields), owner), JSON.stringify(fields)).toEqual({ ok: false, status: 400, message });
    }
    expect(await submitForm(removeSynonyms, form({ id: 'not-an-id' }), owner)).toMatchObject({ ok: false, status: 400 });
    expect((await listSynonymGroups()).length).toBe(before);
  });

  it('are changed only by a signed-in owner', async () => {
    const count = async () => (await getPool().query('select count(*) from search_synonyms')).rows;
    const before = await count();
    expect(await submitForm(addSynonyms, form({ terms: 'kalesa, horse cart' }), { headers: new Headers(), ip: ip() })).toEqual({
      ok: false,
      status: 401,
      message: SIGNED_OUT_MESSAGE,
    });
    expect(await count()).toEqual(before);
  });
});
