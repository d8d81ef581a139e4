// The owner writes, previews, publishes, schedules, unpublishes and restores articles through the one
// form pipeline (ADR 051), and every public reader follows.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { totp, uniqueAddress, uniqueMarker } from '../support/index.ts';
import { submitForm } from '../../src/platform/form-submission.ts';
import { createOwner } from '../../src/features/owner/auth/owners.server.ts';
import { signInOwner } from '../../src/features/owner/auth/login.server.ts';
import { createArticleForm, ownerTimeZoneForm, restoreRevisionForm, saveArticleForm } from '../../src/features/articles/owner-actions.server.ts';
import { ownerForm } from '../../src/features/owner/owner-action.server.ts';
import { articleVersionForOwner, ownerTimeZone, revisionsOf, REVISIONS_KEPT } from '../../src/features/articles/owner.server.ts';
import { articleBySlug, articleSitemapEntries, getArticles, publishDueArticles } from '../../src/features/articles/articles.server.ts';
import { zonedInstant } from '../../src/features/articles/time-zone.ts';
import { indexArticles } from '../../src/features/search/articles.server.ts';
import { searchSite } from '../../src/features/search/query.server.ts';
import { indexDocument } from '../../src/features/search/documents.server.ts';
import { getPool } from '../../src/platform/db/client.ts';
import { answerQuestion } from '../../src/features/assistant/answer.server.ts';

vi.stubEnv('AUTH_SECRET', 'integration-tests-only-secret-0123456789abcdef');
vi.stubEnv('TRUST_PROXY', '0');

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};
let owner: { headers: Headers; ip: string };
// As src/actions/admin registers them: a signed-in owner first.
const createArticleAction = ownerForm(createArticleForm);
const saveArticleAction = ownerForm(saveArticleForm);
const restoreRevisionAction = ownerForm(restoreRevisionForm);
const ownerTimeZoneAction = ownerForm(ownerTimeZoneForm);

beforeAll(async () => {
  const email = `owner-${randomUUID()}@example.com`;
  const created = await createOwner(email, 'kwento owner passphrase');
  const result = await signInOwner({ email, password: 'kwento owner passphrase', code: totp(created.totpURI) }, new Headers(), uniqueAddress());
  if (!result.ok) throw new Error(result.message);
  owner = { headers: new Headers({ cookie: result.setCookies.map((c) => c.split(';', 1)[0]).join('; ') }), ip: uniqueAddress() };
});

async function newArticle() {
  const created = await submitForm(createArticleAction, form({}), owner);
  if (!created.ok) throw new Error(created.message);
  return created.data.id;
}

const WORD = () => `zq${uniqueMarker()}`;
const fields = (id: string, word: string, extra: Record<string, string> = {}) => ({
  id,
  language: 'en',
  title: `Saving for a sari-sari store ${word}`,
  slug: '',
  summary: 'How one family in Cebu saved for a store while working in Dubai, step by step.',
  description: 'A plan to save for a small store back home, from the first month abroad.',
  body: `## The plan\n\nPut aside a fixed amount every payday. The word is ${word}.\n\n<script>alert(1)</script>`,
  author: '',
  heroAlt: '',
  date: '',
  time: '',
  ...extra,
});
const urls = async (query: string) => (await searchSite(query, 1)).hits.map((hit) => hit.url);
const assistantLinks = async (question: string) => (await answerQuestion(question)).links.map((link) => link.url);
/** The languages an article's slug is indexed in. */
const indexedKeys = async (slug: string) =>
  (await getPool().query<{ language: string }>("select language from search_documents where type = 'article' and key = $1", [slug])).rows.map((r) => r.language);

describe('the owner writes an article', () => {
  it('refuses a post without a session (401) and bad input (400), never 500', async () => {
    const id = await newArticle();
    const signedOut = await submitForm(saveArticleAction, form({ ...fields(id, 'x'), intent: 'save' }), { headers: new Headers(), ip: uniqueAddress() });
    expect(signedOut).toMatchObject({ ok: false, status: 401 });
    expect(await submitForm(saveArticleAction, form({ ...fields(id, 'x'), intent: 'explode' }), owner)).toMatchObject({ ok: false, status: 400 });
    expect(await submitForm(saveArticleAction, form({ ...fields(id, 'x'), slug: 'Not A Slug', intent: 'save' }), owner)).toMatchObject({ ok: false, status: 400 });
    expect(await submitForm(saveArticleAction, form({ ...fields(id, 'x'), description: 'x'.repeat(161), intent: 'save' }), owner)).toMatchObject({ ok: false, status: 400 });
    expect(await submitForm(saveArticleAction, form({ ...fields(randomUUID(), 'x'), intent: 'save' }), owner)).toMatchObject({ ok: false, status: 404 });
    expect(await submitForm(saveArticleAction, form({ ...fields(id, 'x'), extra: '1', intent: 'save' }), owner)).toMatchObject({ ok: false, status: 400 });
  });

  it('previews without saving, saves a draft nobody sees, publishes it everywhere at once, and unpublishes it everywhere', async () => {
    const id = await newArticle();
    const word = WORD();
    const preview = await submitForm(saveArticleAction, form({ ...fields(id, word), intent: 'preview' }), owner);
    expect(preview.ok && preview.data.preview?.html).toContain(`<h2 id="the-plan">The plan</h2>`);
    expect(preview.ok && preview.data.preview?.html).not.toContain('<script');
    expect((await articleVersionForOwner(id, 'en')).version).toBeUndefined();

    expect(await submitForm(saveArticleAction, form({ ...fields(id, word), intent: 'save' }), owner)).toMatchObject({ ok: true });
    const slug = `saving-for-a-sari-sari-store-${word}`;
    expect((await articleBySlug('en', slug)).found).toBe('none');

    expect(await submitForm(saveArticleAction, form({ ...fields(id, word), intent: 'publish' }), owner)).toMatchObject({ ok: true });
    await indexArticles();
    expect((await getArticles('en'))[0]!.id).toBe(slug);
    expect((await articleBySlug('en', slug)).found).toBe('article');
    expect((await articleSitemapEntries()).some((entry) => entry.alternates.en === `/blog/${slug}`)).toBe(true);
    expect(await urls(word)).toEqual([`/blog/${slug}`]);
    // The Filipino side does not exist: the page names English only.
    const page = await articleBySlug('en', slug);
    expect(page.found === 'article' && page.page.translations).toEqual({ en: slug });

    expect(await assistantLinks(word)).toContain(`/blog/${slug}`);

    expect(await submitForm(saveArticleAction, form({ ...fields(id, word), intent: 'unpublish' }), owner)).toMatchObject({ ok: true });
    // Gone from every reader the moment the owner's post returns: no job, no waiting (ADR 040).
    expect((await articleBySlug('en', slug)).found).toBe('none');
    expect((await getArticles('en')).some((post) => post.id === slug), 'the blog and the home page').toBe(false);
    expect(await urls(word)).toEqual([]);
    expect(await assistantLinks(word)).not.toContain(`/blog/${slug}`);
    expect(await indexedKeys(slug), 'its search document went with the status').toEqual([]);
  });

  it('unpublishing changes the status and the search index in one transaction: while the index is locked, the article is still fully public', async () => {
    const id = await newArticle();
    const word = WORD();
    const slug = `saving-for-a-sari-sari-store-${word}`;
    await submitForm(saveArticleAction, form({ ...fields(id, word), intent: 'publish' }), owner);
    await indexArticles();
    const locker = new pg.Client({ connectionString: process.env['DATABASE_URL'] });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table search_documents in share mode');
      const unpublishing = submitForm(saveArticleAction, form({ ...fields(id, word), intent: 'unpublish' }), owner);
      await expect.poll(async () => (await getPool().query<{ n: number }>('select count(*)::int as n from pg_locks where not granted')).rows[0]!.n).toBeGreaterThan(0);
      expect((await articleBySlug('en', slug)).found, 'not unpublished before its search document goes too').toBe('article');
      await locker.query('rollback');
      expect(await unpublishing).toMatchObject({ ok: true });
    } finally {
      await locker.end();
    }
    expect((await articleBySlug('en', slug)).found).toBe('none');
    expect(await indexedKeys(slug)).toEqual([]);
  });

  it('taking one language down leaves the other in search', async () => {
    const id = await newArticle();
    const word = WORD();
    const slug = `saving-for-a-sari-sari-store-${word}`;
    await submitForm(saveArticleAction, form({ ...fields(id, word), intent: 'publish' }), owner);
    await submitForm(saveArticleAction, form({ ...fields(id, word), language: 'fil', slug, intent: 'publish' }), owner);
    await indexArticles();
    expect((await indexedKeys(slug)).sort()).toEqual(['en', 'fil']);
    await submitForm(saveArticleAction, form({ ...fields(id, word), intent: 'unpublish' }), owner);
    expect(await indexedKeys(slug)).toEqual(['fil']);
    expect(await urls(word)).toEqual([`/fil/blog/${slug}`]);
    // An English document left behind anyway (by psql, or a future bug) is never the one quoted or linked.
    await indexDocument({ type: 'article', key: slug, locale: 'en', title: `Saving for a sari-sari store ${word}`, body: `The word is ${word}.`, url: `/blog/${slug}`, date: new Date() });
    expect(await urls(word)).toEqual([`/fil/blog/${slug}`]);
    expect(await assistantLinks(word)).toEqual([`/fil/blog/${slug}`]);
  });

  it('keeps the address once published; a new one answers the old with a redirect', async () => {
    const id = await newArticle();
    const word = WORD();
    await submitForm(saveArticleAction, form({ ...fields(id, word), intent: 'publish' }), owner);
    const first = `saving-for-a-sari-sari-store-${word}`;
    // A new title does not move a published article.
    await submitForm(saveArticleAction, form({ ...fields(id, word), title: `Another title ${word}`, intent: 'save' }), owner);
    expect((await articleVersionForOwner(id, 'en')).version?.slug).toBe(first);
    await submitForm(saveArticleAction, form({ ...fields(id, word), slug: `store-${word}`, intent: 'save' }), owner);
    expect(await articleBySlug('en', first)).toEqual({ found: 'moved', slug: `store-${word}` });
    // Another article cannot take an address in use.
    const other = await newArticle();
    expect(await submitForm(saveArticleAction, form({ ...fields(other, WORD()), slug: `store-${word}`, intent: 'save' }), owner)).toMatchObject({ ok: false, status: 409 });
  });

  it('schedules in the owner\'s time zone; the article appears at its time, also when the job runs late', async () => {
    expect(await ownerTimeZone()).toBe('Asia/Manila');
    expect(zonedInstant('2026-12-01', '09:30', 'Asia/Manila')?.toISOString()).toBe('2026-12-01T01:30:00.000Z');
    const id = await newArticle();
    const word = WORD();
    const past = await submitForm(saveArticleAction, form({ ...fields(id, word), date: '2020-01-01', time: '08:00', intent: 'schedule' }), owner);
    expect(past).toMatchObject({ ok: false, status: 409 });
    const scheduled = await submitForm(saveArticleAction, form({ ...fields(id, word), date: '2099-01-01', time: '08:00', intent: 'schedule' }), owner);
    expect(scheduled).toMatchObject({ ok: true });
    const { version } = await articleVersionForOwner(id, 'en');
    expect(version?.status).toBe('scheduled');
    expect(version?.publishedAt?.toISOString()).toBe('2099-01-01T00:00:00.000Z');
    expect((await articleBySlug('en', version!.slug)).found).toBe('none');
    // The time comes while the server is down; the job that runs at start publishes it.
    await getPool().query("update article_versions set published_at = now() - interval '5 minutes' where id = $1", [version!.id]);
    expect((await articleBySlug('en', version!.slug)).found).toBe('article');
    expect(await publishDueArticles()).toBeGreaterThanOrEqual(1);
    expect((await articleVersionForOwner(id, 'en')).version?.status).toBe('published');
  });

  it('keeps the last 25 revisions per language and restores one', async () => {
    const id = await newArticle();
    const word = WORD();
    await submitForm(saveArticleAction, form({ ...fields(id, word), title: 'The first words', intent: 'save' }), owner);
    for (let i = 0; i < REVISIONS_KEPT + 2; i++) {
      await submitForm(saveArticleAction, form({ ...fields(id, word), title: `Edit number ${i}`, intent: 'save' }), owner);
    }
    const { version } = await articleVersionForOwner(id, 'en');
    const revisions = await revisionsOf(version!.id);
    expect(revisions).toHaveLength(REVISIONS_KEPT);
    expect(revisions[0]!.title).toBe(`Edit number ${REVISIONS_KEPT + 1}`);
    const older = revisions[REVISIONS_KEPT - 1]!;
    expect(await submitForm(restoreRevisionAction, form({ id, revision: older.id }), owner)).toMatchObject({ ok: true });
    expect((await articleVersionForOwner(id, 'en')).version?.title).toBe(older.title);
    expect(await submitForm(restoreRevisionAction, form({ id: randomUUID(), revision: older.id }), owner)).toMatchObject({ ok: false, status: 404 });
  });

  it('sets the owner\'s time zone from the list the runtime knows', async () => {
    expect(await submitForm(ownerTimeZoneAction, form({ timeZone: 'Mars/Olympus' }), owner)).toMatchObject({ ok: false, status: 409 });
    expect(await submitForm(ownerTimeZoneAction, form({ timeZone: 'Asia/Dubai' }), owner)).toMatchObject({ ok: true });
    expect(await ownerTimeZone()).toBe('Asia/Dubai');
    await submitForm(ownerTimeZoneAction, form({ timeZone: 'Asia/Manila' }), owner);
  });
});
