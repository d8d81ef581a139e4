import { describe, expect, it, vi } from 'vitest';
import { validateStory } from '../../src/features/stories/schema.ts';
import { validatePrepareStory, validateStoryRemovalRequest } from '../../src/features/stories/publishing-schema.ts';
import { getPool } from '../../src/platform/db/client.ts';
import { saveStory } from '../../src/features/stories/submissions.server.ts';
import { askTeller, prepareStory, PREPARE_FAILURES } from '../../src/features/stories/prepare.server.ts';
import { answerApproval, approvalPage } from '../../src/features/stories/approval.server.ts';
import { latestPublishedStories, publishedStoriesPage, publishedStory, storySitemapEntries } from '../../src/features/stories/published.server.ts';
import { removalPage, removeStory, requestStoryRemoval } from '../../src/features/stories/removal.server.ts';
import { hashToken } from '../../src/platform/link-tokens.ts';
import { searchSite } from '../../src/features/search/query.server.ts';
import { validStory } from '../factories.ts';
import { storyMessages } from '../../src/i18n/form-messages.ts';
import { useMailDelivery } from './support/mail-delivery.ts';

// The site's real job queue and a real SMTP server on loopback: the teller's links exist only in the
// mails it receives, which is where these tests read them.
vi.stubEnv('RATE_LIMIT_DISABLED', '1');
const smtp = await useMailDelivery();

const query = async <R extends object>(sql: string, params: unknown[] = []) => (await getPool().query<R>(sql, params)).rows;

const valid = <T>(result: { ok: true; data: T } | { ok: false; problem: { message: string } }): T => {
  if (!result.ok) throw new Error(`expected valid input: ${result.problem.message}`);
  return result.data;
};

const waitFor = async <T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

const TELLER = 'liza.teller@example.com';
const ORIGINAL = 'I left Batangas in 2015 to work as a nurse at King Fahad Hospital in Riyadh, and my supervisor Mrs. Al-Harbi helped me.';

async function receivedStory(email = TELLER): Promise<string> {
  await saveStory(valid(validateStory(validStory({ email, story: ORIGINAL }), storyMessages)));
  const [row] = await query<{ id: string }>('select id from stories where email = $1', [email]);
  return row!.id;
}

const preparation = (id: string, overrides: Record<string, string> = {}) =>
  valid(
    validatePrepareStory({
      id,
      title: 'My first year as a nurse in Riyadh',
      excerpt: 'Leaving Batangas was the hardest thing I ever did. The first year taught me patience.',
      text: 'I left my province in 2015 to work as a nurse in a hospital in the Gulf.\n\nMy supervisor helped me through the first months.',
      byline: 'Liza',
      country: 'Saudi Arabia',
      pullQuote: 'The first year taught me patience.',
      ...overrides,
    }),
  );

/** The message as its reader sees it: quoted-printable soft breaks and escapes undone. */
const decoded = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const PAGES: Record<string, string> = { 'story-review': 'review', 'story-removal': 'remove' };

/** The tokens of this kind's links in the mails the recipient received so far, oldest first. */
const linksInMailbox = (kind: string, recipient: string) =>
  smtp.received
    .filter((m) => m.recipients.includes(recipient))
    .map((m) => new RegExp(`https://kwento\\.example/stories/${PAGES[kind]}/([\\w-]{43})\\b`).exec(decoded(m.raw))?.[1])
    .filter((token): token is string => token !== undefined);

/** The token in the `nth` mail of this kind (1 = the first), once it has arrived: the link the teller would click. */
async function linkFromMail(kind: string, nth = 1, recipient = TELLER): Promise<string> {
  return waitFor(`mail ${nth} of ${kind}`, async () => linksInMailbox(kind, recipient)[nth - 1]);
}

const statusOf = async (id: string) => (await query<{ status: string }>('select status from stories where id = $1', [id]))[0]?.status;

async function askedStory(email = TELLER): Promise<{ id: string; token: string }> {
  const id = await receivedStory(email);
  expect(await prepareStory(preparation(id))).toEqual({ ok: true });
  expect(await askTeller(id)).toEqual({ ok: true });
  return { id, token: await linkFromMail('story-review', 1, email) };
}

async function publishedStoryOf(email = TELLER): Promise<{ id: string; slug: string }> {
  const { id, token } = await askedStory(email);
  const outcome = await answerApproval(token, 'approve');
  if (outcome.state !== 'approved') throw new Error(`not published: ${outcome.state}`);
  return { id, slug: outcome.slug };
}

describe('the owner prepares a story', () => {
  it('keeps the teller’s original beside the edited version, and moves the story to "being prepared"', async () => {
    const id = await receivedStory();
    expect(await statusOf(id)).toBe('new');
    expect(await prepareStory(preparation(id))).toEqual({ ok: true });
    const [row] = await query<{ story: string; edited_story: string; title: string; byline: string; status: string }>(
      'select story, edited_story, title, byline, status from stories where id = $1',
      [id],
    );
    expect(row).toMatchObject({ story: ORIGINAL, title: 'My first year as a nurse in Riyadh', byline: 'Liza', status: 'preparing' });
    expect(row!.edited_story).not.toContain('King Fahad');
  });

  it('cannot ask the teller before the story is prepared', async () => {
    const id = await receivedStory();
    expect(await askTeller(id)).toEqual({ ok: false, status: 409, message: PREPARE_FAILURES.notAskable });
    expect(await query('select kind from email_outbox where kind = $1', ['story-review'])).toEqual([]);
  });
});

describe('"Ask the teller" and the teller’s private link', () => {
  it('queues an e-mail to the teller with a link; only a hash of its token is stored', async () => {
    const { id, token } = await askedStory();
    expect(await statusOf(id)).toBe('waiting');
    const links = await query<{ token_hash: string; purpose: string; expires_in_days: number }>(
      `select token_hash, purpose, round(extract(epoch from expires_at - now()) / 86400)::int as expires_in_days from story_links where story_id = $1`,
      [id],
    );
    expect(links).toEqual([{ token_hash: hashToken(token), purpose: 'review', expires_in_days: 14 }]);
    expect(await query(`select 1 from story_links where token_hash = $1 or token_hash like $2`, [token, `%${token}%`])).toEqual([]);
  });

  it('the preview shows the edited version, never the original or the address; opening it publishes nothing', async () => {
    const { id, token } = await askedStory();
    const page = await approvalPage(token);
    expect(page).toMatchObject({ state: 'valid', preview: { title: 'My first year as a nurse in Riyadh', byline: 'Liza', country: 'Saudi Arabia' } });
    expect(JSON.stringify(page)).not.toContain(TELLER);
    expect(JSON.stringify(page)).not.toContain('King Fahad');
    expect(await approvalPage(token)).toMatchObject({ state: 'valid' });
    expect(await statusOf(id)).toBe('waiting');
    expect(await latestPublishedStories()).toEqual([]);
  });

  it('Approve publishes the story at once; the link then works no more', async () => {
    const { id, token } = await askedStory();
    const outcome = await answerApproval(token, 'approve');
    expect(outcome).toMatchObject({ state: 'approved', slug: expect.stringMatching(/^my-first-year-as-a-nurse-in-riyadh-[0-9a-f]{6}$/) });
    const slug = (outcome as { slug: string }).slug;
    expect(await statusOf(id)).toBe('published');
    expect(await publishedStory(slug)).toMatchObject({ title: 'My first year as a nurse in Riyadh', pullQuote: 'The first year taught me patience.' });
    expect((await publishedStoriesPage(1)).stories.map((s) => s.slug)).toEqual([slug]);
    expect((await storySitemapEntries()).map((s) => s.slug)).toEqual([slug]);

    expect(await answerApproval(token, 'approve')).toEqual({ state: 'used' });
    expect(await answerApproval(token, 'decline')).toEqual({ state: 'used' });
    expect(await approvalPage(token)).toEqual({ state: 'used' });
    expect(await statusOf(id)).toBe('published');
  });

  it('Decline keeps the story off the site', async () => {
    const { id, token } = await askedStory();
    expect(await answerApproval(token, 'decline')).toEqual({ state: 'declined' });
    expect(await statusOf(id)).toBe('declined');
    expect(await latestPublishedStories()).toEqual([]);
    expect(await answerApproval(token, 'approve')).toEqual({ state: 'used' });
    expect(await statusOf(id)).toBe('declined');
  });

  it('an expired link (after 14 days) publishes nothing', async () => {
    const { id, token } = await askedStory();
    await query(`update story_links set expires_at = now() - interval '1 minute' where story_id = $1`, [id]);
    expect(await approvalPage(token)).toEqual({ state: 'expired' });
    expect(await answerApproval(token, 'approve')).toEqual({ state: 'expired' });
    expect(await statusOf(id)).toBe('waiting');
    expect(await latestPublishedStories()).toEqual([]);
  });

  it('a made-up token is not valid', async () => {
    await askedStory();
    const madeUp = 'A'.repeat(43);
    expect(await approvalPage(madeUp)).toEqual({ state: 'invalid' });
    expect(await answerApproval(madeUp, 'approve')).toEqual({ state: 'invalid' });
    expect(await latestPublishedStories()).toEqual([]);
  });

  it('editing after asking stops the link that showed the older version; asking again sends a new one', async () => {
    const { id, token } = await askedStory();
    expect(await prepareStory(preparation(id, { title: 'A new title' }))).toEqual({ ok: true });
    expect(await statusOf(id)).toBe('preparing');
    expect(await answerApproval(token, 'approve')).toEqual({ state: 'used' });
    expect(await askTeller(id)).toEqual({ ok: true });
    const fresh = await linkFromMail('story-review', 2);
    expect(fresh).not.toBe(token);
    expect(await answerApproval(fresh, 'approve')).toMatchObject({ state: 'approved', slug: expect.stringMatching(/^a-new-title-/) });
  });

  it('two answers at the same moment: the link works once', async () => {
    const { id, token } = await askedStory();
    const outcomes = await Promise.all([answerApproval(token, 'approve'), answerApproval(token, 'decline')]);
    expect(outcomes.filter((o) => o.state === 'used')).toHaveLength(1);
    expect(['published', 'declined']).toContain(await statusOf(id));
  });

  it('past 3 requests to approve a day, the owner is told and the link already sent keeps working', async () => {
    const { id, token } = await askedStory();
    expect(await askTeller(id)).toEqual({ ok: true });
    await linkFromMail('story-review', 2);
    expect(await askTeller(id)).toEqual({ ok: true });
    const third = await linkFromMail('story-review', 3);
    expect(await askTeller(id)).toEqual({ ok: false, status: 409, message: PREPARE_FAILURES.capped });
    expect(await statusOf(id)).toBe('waiting');
    expect(await answerApproval(token, 'approve')).toEqual({ state: 'used' });
    expect(await answerApproval(third, 'approve')).toMatchObject({ state: 'approved' });
  });

  it('a published story cannot be edited by the owner', async () => {
    const { id } = await publishedStoryOf();
    expect(await prepareStory(preparation(id, { title: 'Changed after approval' }))).toEqual({ ok: false, status: 409, message: PREPARE_FAILURES.closed });
  });
});

describe('"Remove my story"', () => {
  const removalJobsDone = () =>
    waitFor('the removal requests to be handled', async () => {
      const [row] = await query<{ open: number }>(`select count(*)::int as open from pgboss.job where name = 'story-removal' and state <> 'completed'`);
      return row!.open === 0 ? true : undefined;
    });

  it('a wrong address and the teller’s address get the same answer; only the teller receives a link', async () => {
    const { id, slug } = await publishedStoryOf();
    const wrong = await requestStoryRemoval(valid(validateStoryRemovalRequest({ slug, email: 'someone.else@example.com', website: '' })));
    const right = await requestStoryRemoval(valid(validateStoryRemovalRequest({ slug, email: 'Liza.Teller@Example.com', website: '' })));
    expect(wrong).toEqual(right);
    await removalJobsDone();
    expect(await query(`select recipient from email_outbox where kind = 'story-removal'`)).toEqual([{ recipient: TELLER }]);
    expect(await statusOf(id)).toBe('published');
    // The queue holds no address typed into the form.
    expect(JSON.stringify(await query(`select data from pgboss.job where name = 'story-removal'`))).not.toMatch(/example\.com/i);

    const token = await linkFromMail('story-removal');
    expect(await removalPage(token)).toEqual({ state: 'valid', title: 'My first year as a nurse in Riyadh' });
    expect(await statusOf(id)).toBe('published');
    const found = async () => (await searchSite('nurse supervisor province', 1)).hits.some((hit) => hit.url === `/stories/${slug}`);
    expect(await found(), 'a published story is found by search').toBe(true);
    expect(await removeStory(token)).toEqual({ state: 'removed' });
    expect(await statusOf(id)).toBe('withdrawn');
    expect(await publishedStory(slug)).toBeUndefined();
    expect(await found(), 'a withdrawn story is no longer found').toBe(false);
    expect(await latestPublishedStories()).toEqual([]);
    expect(await storySitemapEntries()).toEqual([]);
    expect(await removeStory(token)).toEqual({ state: 'used' });
  });

  it('a removal link stops at 14 days; a story that is not published gets no link', async () => {
    const { id, slug } = await publishedStoryOf();
    await requestStoryRemoval(valid(validateStoryRemovalRequest({ slug, email: TELLER, website: '' })));
    await removalJobsDone();
    const token = await linkFromMail('story-removal');
    await query(`update story_links set expires_at = now() - interval '1 minute' where purpose = 'removal'`);
    expect(await removeStory(token)).toEqual({ state: 'expired' });
    expect(await statusOf(id)).toBe('published');

    const other = await receivedStory('other.teller@example.com');
    await requestStoryRemoval(valid(validateStoryRemovalRequest({ slug: 'no-such-story', email: 'other.teller@example.com', website: '' })));
    await removalJobsDone();
    expect(await query(`select 1 from email_outbox where kind = 'story-removal' and recipient = 'other.teller@example.com'`)).toEqual([]);
    expect(await statusOf(other)).toBe('new');
  });
});

describe('the teller’s e-mail address is never public', () => {
  it('no public query returns it', async () => {
    const { slug } = await publishedStoryOf();
    const everything = JSON.stringify([
      await latestPublishedStories(),
      await publishedStoriesPage(1),
      await publishedStory(slug),
      await storySitemapEntries(),
    ]);
    expect(everything).toContain(slug);
    expect(everything).not.toContain(TELLER);
    expect(everything).not.toContain(ORIGINAL);
  });
});

describe('the public list', () => {
  it('shows published stories newest first, 12 a page; other states never', async () => {
    for (let i = 0; i < 14; i += 1) {
      await query(
        `insert into stories (email, country, story, consent, submission_id, status, title, excerpt, edited_story, byline, shown_country, slug, published_at)
         values ($1, 'Japan', $2, true, gen_random_uuid(), 'published', $3, 'An excerpt.', 'The text.', 'Anonymous', 'Japan', $4, now() - make_interval(days => $5::int))`,
        [`t${i}@example.com`, ORIGINAL, `Story ${i}`, `story-${i}`, i],
      );
    }
    for (const status of ['new', 'preparing', 'waiting', 'declined', 'withdrawn']) {
      await query(
        `insert into stories (email, country, story, consent, submission_id, status, title, edited_story, slug, published_at)
         values ('x@example.com', 'Japan', $1, true, gen_random_uuid(), $2, $3, 'The text.', $4, case when $2 = 'withdrawn' then now() end)`,
        [ORIGINAL, status, `Not public ${status}`, `not-public-${status}`],
      );
    }
    const first = await publishedStoriesPage(1);
    expect(first.pages).toBe(2);
    expect(first.stories.map((s) => s.slug)).toEqual(Array.from({ length: 12 }, (_, i) => `story-${i}`));
    expect((await publishedStoriesPage(2)).stories.map((s) => s.slug)).toEqual(['story-12', 'story-13']);
    expect((await latestPublishedStories()).map((s) => s.title)).toEqual(['Story 0', 'Story 1', 'Story 2']);
    expect(await publishedStory('not-public-withdrawn')).toBeUndefined();
    expect(await publishedStory('not-public-waiting')).toBeUndefined();
  });
});
