// A story taken down leaves every public reader at once: its page, /stories, the feed and the
// home page (latestPublishedStories), the sitemap, search and the assistant. One test per way of taking
// it down, and the guarantees that hold them together.
import pg from 'pg';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { validateStory } from '../../src/features/stories/schema.ts';
import { validatePrepareStory, validateStoryRemovalRequest } from '../../src/features/stories/publishing-schema.ts';
import { storyMessages } from '../../src/i18n/form-messages.ts';
import { answerQuestion } from '../../src/features/assistant/answer.server.ts';
import { getPool } from '../../src/platform/db/client.ts';
import { indexDocument } from '../../src/features/search/documents.server.ts';
import { searchSite } from '../../src/features/search/query.server.ts';
import { askTeller, prepareStory } from '../../src/features/stories/prepare.server.ts';
import { latestPublishedStories, publishedStoriesPage, publishedStory, storySitemapEntries, storyTakenDown } from '../../src/features/stories/published.server.ts';
import { removeStory, requestStoryRemoval } from '../../src/features/stories/removal.server.ts';
import { saveStory, setStoryStatus } from '../../src/features/stories/submissions.server.ts';
import { answerApproval } from '../../src/features/stories/approval.server.ts';
import { validStory } from '../factories.ts';
import { linkTokensIn } from '../fakes/smtp-server.ts';
import { eventually } from '../support/index.ts';
import { useMailDelivery } from './support/mail-delivery.ts';

vi.stubEnv('RATE_LIMIT_DISABLED', '1');
// The teller's links exist only in the mails a real SMTP server on loopback receives.
const smtp = await useMailDelivery();

beforeEach(async () => {
  await getPool().query('delete from search_documents');
});

const query = async <R extends object>(sql: string, params: unknown[] = []) => (await getPool().query<R>(sql, params)).rows;

const valid = <T>(result: { ok: true; data: T } | { ok: false; problem: { message: string } }): T => {
  if (!result.ok) throw new Error(`expected valid input: ${result.problem.message}`);
  return result.data;
};

const TELLER = 'marites.teller@example.com';
// Words no article uses, so search and the assistant find this story or nothing.
const WORDS = 'zamboanga shipyard welder busan';

const clicked = new Set<string>();

/** The link of this kind in the teller's mails that the teller has not clicked yet, once it has arrived. */
async function tokenFromMailbox(kind: 'story-review' | 'story-removal'): Promise<string> {
  const page = kind === 'story-review' ? 'https://kwento.example/stories/review' : 'https://kwento.example/stories/remove';
  const token = await eventually(`a ${kind} mail`, () => linkTokensIn(smtp.received, TELLER, page).find((t) => !clicked.has(t)));
  clicked.add(token);
  return token;
}

/** A story as the teller approved it: prepared by the owner, approved from the e-mailed link. */
async function publishedStoryOf(): Promise<{ id: string; slug: string }> {
  await saveStory(
    valid(validateStory(validStory({ email: TELLER, story: 'I welded ship hulls in Busan for nine years and learned Korean one shift at a time.' }), storyMessages)),
  );
  const [row] = await query<{ id: string }>('select id from stories where email = $1', [TELLER]);
  const id = row!.id;
  await prepareStory(
    valid(
      validatePrepareStory({
        id,
        title: 'A welder from Zamboanga',
        excerpt: 'Nine years in a shipyard in Busan.',
        text: 'I left Zamboanga to work as a shipyard welder in Busan. The hulls were taller than our church.',
        byline: 'Marites',
        country: 'South Korea',
        pullQuote: '',
      }),
    ),
  );
  await askTeller(id);
  const outcome = await answerApproval(await tokenFromMailbox('story-review'), 'approve');
  if (outcome.state !== 'approved') throw new Error(`not published: ${outcome.state}`);
  return { id, slug: outcome.slug };
}

/** Where each public reader shows the story: every one of them must say the same. */
async function whereShown(slug: string) {
  const url = `/stories/${slug}`;
  const answer = await answerQuestion(WORDS);
  return {
    page: (await publishedStory(slug)) !== undefined,
    stories: (await publishedStoriesPage(1)).stories.some((s) => s.slug === slug),
    feedAndHome: (await latestPublishedStories(50)).some((s) => s.slug === slug),
    sitemap: (await storySitemapEntries()).some((s) => s.slug === slug),
    search: (await searchSite(WORDS, 1)).hits.some((hit) => hit.url === url),
    index: (await query('select 1 from search_documents where type = $1 and key = $2', ['story', slug])).length > 0,
    assistant: answer.links.some((link) => link.url === url),
  };
}

const EVERYWHERE = { page: true, stories: true, feedAndHome: true, sitemap: true, search: true, index: true, assistant: true };
const NOWHERE = { page: false, stories: false, feedAndHome: false, sitemap: false, search: false, index: false, assistant: false };

const statusOf = async (id: string) => (await query<{ status: string }>('select status from stories where id = $1', [id]))[0]?.status;

describe('every way of taking a story down removes it from every public reader at once', () => {
  it('the owner declines a published story', async () => {
    const { id, slug } = await publishedStoryOf();
    expect(await whereShown(slug)).toEqual(EVERYWHERE);
    expect(await setStoryStatus(id, 'declined')).toBe(true);
    expect(await statusOf(id)).toBe('declined');
    expect(await whereShown(slug)).toEqual(NOWHERE);
    expect(await storyTakenDown(slug), 'its page answers 410 Gone').toBe(true);
  });

  it('the owner moves a published story back to new (unpublishes it)', async () => {
    const { id, slug } = await publishedStoryOf();
    expect(await whereShown(slug)).toEqual(EVERYWHERE);
    expect(await setStoryStatus(id, 'new')).toBe(true);
    expect(await whereShown(slug)).toEqual(NOWHERE);
    expect(await storyTakenDown(slug)).toBe(true);
  });

  it('the teller removes it with the e-mailed link', async () => {
    const { id, slug } = await publishedStoryOf();
    expect(await whereShown(slug)).toEqual(EVERYWHERE);
    await requestStoryRemoval(valid(validateStoryRemovalRequest({ slug, email: TELLER, website: '' })));
    expect(await removeStory(await tokenFromMailbox('story-removal'))).toEqual({ state: 'removed' });
    expect(await statusOf(id)).toBe('withdrawn');
    expect(await whereShown(slug)).toEqual(NOWHERE);
    expect(await storyTakenDown(slug)).toBe(true);
  });

  it('a story published again after a take-down is back everywhere, at the same address', async () => {
    const { id, slug } = await publishedStoryOf();
    await setStoryStatus(id, 'declined');
    await prepareStory(
      valid(validatePrepareStory({ id, title: 'A welder from Zamboanga', excerpt: 'Nine years in Busan.', text: 'Shipyard welder in Busan, nine years.', byline: 'M.', country: 'South Korea', pullQuote: '' })),
    );
    await askTeller(id);
    expect(await answerApproval(await tokenFromMailbox('story-review'), 'approve')).toEqual({ state: 'approved', slug });
    expect(await whereShown(slug)).toEqual(EVERYWHERE);
    expect(await storyTakenDown(slug)).toBe(false);
  });

  it('a slug that never was a story is not "taken down" (its page answers 404)', async () => {
    expect(await storyTakenDown('no-such-story')).toBe(false);
  });
});

describe('what holds "public" together', () => {
  it('the status and the search index change in one transaction: while the index is locked, the story is still fully public', async () => {
    const { id, slug } = await publishedStoryOf();
    const locker = new pg.Client({ connectionString: process.env['DATABASE_URL'] });
    await locker.connect();
    try {
      await locker.query('begin');
      // Reads go on; the take-down's delete from the index has to wait.
      await locker.query('lock table search_documents in share mode');
      const declining = setStoryStatus(id, 'declined');
      await expect.poll(async () => (await query<{ n: number }>('select count(*)::int as n from pg_locks where not granted'))[0]!.n).toBeGreaterThan(0);
      expect(await statusOf(id), 'not declined before the index has changed too').toBe('published');
      expect(await publishedStory(slug)).toBeDefined();
      await locker.query('rollback');
      expect(await declining).toBe(true);
    } finally {
      await locker.end();
    }
    expect(await whereShown(slug)).toEqual(NOWHERE);
  });

  it('a document left in the index for a story that is not published is never shown by search or the assistant', async () => {
    const { id, slug } = await publishedStoryOf();
    await setStoryStatus(id, 'declined');
    // As an older version's Decline left it, or as a future bug might.
    await indexDocument({ type: 'story', key: slug, locale: 'en', title: 'A welder from Zamboanga', body: `A ${WORDS} story.`, url: `/stories/${slug}`, date: new Date() });
    expect(await whereShown(slug)).toEqual({ ...NOWHERE, index: true });
  });

  it('a withdrawn story cannot be declined, prepared or published again by the owner', async () => {
    const { id, slug } = await publishedStoryOf();
    await requestStoryRemoval(valid(validateStoryRemovalRequest({ slug, email: TELLER, website: '' })));
    await removeStory(await tokenFromMailbox('story-removal'));
    expect(await setStoryStatus(id, 'new')).toBe(false);
    expect(await statusOf(id)).toBe('withdrawn');
    expect(await whereShown(slug)).toEqual(NOWHERE);
  });
});
