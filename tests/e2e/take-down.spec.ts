import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { closeDb, query } from './support/db.ts';
import { expect, test } from './support/client.ts';
import { postForm, uniqueEmail } from '../support/index.ts';
import { useOwnerSession } from './support/owner.ts';
import { linkInMailbox } from './support/mailbox.ts';

// Whichever way a story is taken down (the owner's Decline or "back to new", the teller's
// removal link), it is gone at once from /search, /stories, both feeds, the sitemap, the assistant
// and the home page, and its page answers 410 Gone. A review the owner hides leaves the home page.

test.afterAll(closeDb);

const ownerSession = useOwnerSession();

const owner = () => ({ Cookie: ownerSession.cookie() });

/** A word no article has: search and the assistant find the story by it, or nothing. */
const rareWord = () => `kw${Array.from({ length: 8 }, () => 'abcdefghijklmnopqrstuvwxyz'[randomInt(26)]).join('')}`;

interface Story {
  id: string;
  slug: string;
  title: string;
  word: string;
  email: string;
}

/** A story the owner prepared and the teller approved from the e-mailed link, so it is indexed as publishing indexes it. */
async function publishedStory(request: APIRequestContext, baseURL: string | undefined): Promise<Story> {
  const word = rareWord();
  const email = uniqueEmail('teller');
  const title = `A shipyard welder in Busan ${word}`;
  const [row] = await query<{ id: string }>(
    `insert into stories (name, email, country, story, consent, submission_id, status, title, excerpt, edited_story, byline, shown_country)
     values ('Marites', $1, 'South Korea', $2, true, $3, 'waiting', $4, $5, $6, 'Marites', 'South Korea') returning id`,
    [
      email,
      `I welded ship hulls in Busan for nine years and want to tell you how it was. ${word}`,
      randomUUID(),
      title,
      `Nine years as a shipyard welder in Busan. ${word}`,
      `I left Zamboanga to work as a shipyard welder in Busan, ${word}.\n\nThe hulls were taller than our church.`,
    ],
  );
  const token = randomBytes(32).toString('base64url');
  await query(`insert into story_links (story_id, purpose, token_hash, expires_at) values ($1, 'review', $2, now() + interval '14 days')`, [
    row!.id,
    createHash('sha256').update(token).digest('hex'),
  ]);
  const approved = await postForm(request, baseURL, `/stories/review/${token}?_action=storyReview`, { token, decision: 'approve' });
  expect(approved.status()).toBe(200);
  const [{ slug }] = (await query<{ slug: string }>(`select slug from stories where id = $1 and status = 'published'`, [row!.id])) as [{ slug: string }];
  return { id: row!.id, slug, title, word, email };
}

/** What every public reader shows of the story. */
async function whereShown(request: APIRequestContext, baseURL: string | undefined, story: Story) {
  const path = `/stories/${story.slug}`;
  const text = async (url: string) => (await request.get(url)).text();
  const assistant = await request.post('/assistant', {
    data: { question: `shipyard welder Busan ${story.word}` },
    headers: { Origin: new URL(baseURL!).origin },
  });
  expect(assistant.status()).toBe(200);
  const answer = (await assistant.json()) as { links: { url: string }[] };
  return {
    page: (await request.get(path)).status(),
    filipinoPage: (await request.get(`/fil${path}`)).status(),
    stories: (await text('/stories')).includes(story.title),
    feed: (await text('/stories/rss.xml')).includes(story.title),
    filipinoFeed: (await text('/fil/stories/rss.xml')).includes(story.title),
    sitemap: (await text('/sitemap.xml')).includes(path),
    search: (await text(`/search?q=${story.word}`)).includes(story.title),
    assistant: answer.links.some((link) => link.url === path),
  };
}

const EVERYWHERE = { page: 200, filipinoPage: 200, stories: true, feed: true, filipinoFeed: true, sitemap: true, search: true, assistant: true };
const GONE = { page: 410, filipinoPage: 410, stories: false, feed: false, filipinoFeed: false, sitemap: false, search: false, assistant: false };

/** The home page comes from a render cache that hears of every change a moment after it commits. */
const onHomePage = async (request: APIRequestContext, text: string) => (await (await request.get('/')).text()).includes(text);

async function expectGoneEverywhere(page: Page, request: APIRequestContext, baseURL: string | undefined, story: Story) {
  expect(await whereShown(request, baseURL, story)).toEqual(GONE);
  await expect.poll(() => onHomePage(request, story.title), { timeout: 5_000 }).toBe(false);
  const gone = await page.goto(`/stories/${story.slug}`);
  expect(gone!.status()).toBe(410);
  await expect(page.getByRole('heading', { name: 'This story is no longer on the site', level: 1 })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(await page.content()).not.toContain(story.title);
  await page.getByRole('link', { name: 'Read other stories' }).click();
  await expect(page).toHaveURL(/\/stories$/);
  await page.goto(`/fil/stories/${story.slug}`);
  await expect(page.getByRole('heading', { name: 'Wala na sa site ang kuwentong ito', level: 1 })).toBeVisible();
}

test.describe('a story taken down is gone from every public page at once', () => {
  test('the owner declines it from the stories list', async ({ page, context, request, baseURL }) => {
    const story = await publishedStory(request, baseURL);
    expect(await whereShown(request, baseURL, story)).toEqual(EVERYWHERE);

    await ownerSession.addTo(context, baseURL);
    await page.goto('/admin/stories?status=published');
    await page.getByRole('list', { name: 'Stories' }).getByRole('listitem').filter({ hasText: story.word }).getByRole('link', { name: 'Decline' }).click();
    await expect(page.getByText('It leaves the site at once')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Send the teller this note' }).uncheck();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status')).toHaveText('Story declined. No note was sent to the teller.');
    await context.clearCookies();

    await expectGoneEverywhere(page, request, baseURL, story);
  });

  test('the owner moves it back to new (unpublishes it)', async ({ page, request, baseURL }) => {
    const story = await publishedStory(request, baseURL);
    expect(await whereShown(request, baseURL, story)).toEqual(EVERYWHERE);
    const moved = await postForm(request, baseURL, '/admin/stories?_action=admin.setStoryStatus', { id: story.id, status: 'new' }, owner());
    expect(moved.status()).toBe(303);
    expect(await query('select status from stories where id = $1', [story.id])).toEqual([{ status: 'new' }]);

    await expectGoneEverywhere(page, request, baseURL, story);
  });

  test('the teller removes it with the e-mailed link', async ({ page, request, baseURL }) => {
    const story = await publishedStory(request, baseURL);
    expect(await whereShown(request, baseURL, story)).toEqual(EVERYWHERE);
    await page.goto(`/stories/${story.slug}/remove`);
    await page.getByLabel('Your email address').fill(story.email);
    await page.getByRole('button', { name: 'Send me the link' }).click();
    await expect(page.getByRole('region', { name: 'Check your e-mail' })).toContainText('If this address sent this story');
    const link = await linkInMailbox(story.email, /https?:\/\/\S+\/stories\/remove\/[\w-]{43}/);
    await page.goto(new URL(link).pathname);
    await page.getByRole('button', { name: 'Remove my story now' }).click();
    await expect(page.getByRole('heading', { name: 'Your story has been removed', level: 1 })).toBeVisible();

    await expectGoneEverywhere(page, request, baseURL, story);
  });
});

test('a review the owner hides leaves the home page', async ({ page, context, request, baseURL }) => {
  const feedback = `The seafarers episode made me cry ${rareWord()}`;
  const [row] = await query<{ id: string }>(`insert into survey_responses (email, rating, feedback, submission_id) values ($1, 5, $2, $3) returning id`, [
    uniqueEmail('hide'),
    feedback,
    randomUUID(),
  ]);
  await expect.poll(() => onHomePage(request, feedback), { timeout: 5_000 }).toBe(true);

  await ownerSession.addTo(context, baseURL);
  await page.goto('/admin/responses');
  await page.getByRole('list', { name: 'Responses' }).getByRole('listitem').filter({ hasText: feedback }).getByRole('button', { name: 'Hide from public reviews' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The response is hidden from the public reviews.' })).toBeVisible();
  expect(await query('select status from survey_responses where id = $1', [row!.id])).toEqual([{ status: 'hidden' }]);

  await expect.poll(() => onHomePage(request, feedback), { timeout: 5_000 }).toBe(false);
});
