import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { closeDb, query } from './support/db.ts';
import { expect, test } from './support/client.ts';
import { postForm, uniqueEmail, uniqueMarker } from '../support/index.ts';
import { useOwnerSession } from './support/owner.ts';
import { axe } from './support/axe.ts';
import { linkInMailbox } from './support/mailbox.ts';

test.afterAll(closeDb);


async function expectNoViolations(page: Page, label: string) {
  const { violations } = await axe(page).analyze();
  expect(
    violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) })),
    `axe violations on ${label}`,
  ).toEqual([]);
}

/** As in accessibility.spec.ts: the page's own scripts are stopped by a CSP, axe still runs. */
async function withoutSiteScripts(context: BrowserContext) {
  await context.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch({ maxRedirects: 0 });
    return route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': "script-src 'none'" } });
  });
}

const ORIGINAL = (marker: string) =>
  `I left Batangas in 2015 to work as a nurse at King Fahad Hospital in Riyadh, and I want to tell you about my first year. ${marker}`;

/** A story as the owner leaves it after preparing: the edited version beside the teller's words. */
async function storyRow(marker: string, status: string, email = uniqueEmail('teller')) {
  const [row] = await query<{ id: string }>(
    `insert into stories (name, email, country, story, consent, submission_id, status, title, excerpt, edited_story, byline, shown_country, pull_quote,
                          slug, published_at)
     values ($1, $2, 'Saudi Arabia', $3, true, $4, $5, $6, $7, $8, 'Liza', 'Saudi Arabia', 'The first year taught me patience.',
             case when $5 = 'published' then $9 end, case when $5 = 'published' then now() end)
     returning id`,
    [
      `Liza Dela Cruz ${marker}`,
      email,
      ORIGINAL(marker),
      randomUUID(),
      status,
      `A nurse in the Gulf ${marker}`,
      `The first year taught me patience. ${marker}`,
      `I left my province to work as a nurse in the Gulf. ${marker}\n\nMy supervisor helped me through the first months.`,
      `a-nurse-in-the-gulf-${marker}`,
    ],
  );
  return { id: row!.id, email, slug: `a-nurse-in-the-gulf-${marker}`, title: `A nurse in the Gulf ${marker}` };
}

/** A private link as "Ask the teller" or "Remove my story" makes it: only the hash is stored. */
async function linkFor(storyId: string, purpose: 'review' | 'removal', expiresIn = "interval '14 days'") {
  const token = randomBytes(32).toString('base64url');
  await query(`insert into story_links (story_id, purpose, token_hash, expires_at) values ($1, $2, $3, now() + ${expiresIn})`, [
    storyId,
    purpose,
    createHash('sha256').update(token).digest('hex'),
  ]);
  return token;
}

const statusOf = async (id: string) => (await query<{ status: string }>('select status from stories where id = $1', [id]))[0]?.status;

const marker = () => uniqueMarker();

test.describe('the owner asks, the teller approves, the story is public', () => {
  const ownerSession = useOwnerSession();

  test('prepare, "Ask the teller", Approve from the e-mailed link; the story is on /stories, the home page, the sitemap and the feed', async ({
    page,
    context,
    baseURL,
    browser,
  }) => {
    test.slow();
    const m = marker();
    const email = uniqueEmail('teller');
    const [story] = await query<{ id: string }>(
      `insert into stories (name, email, country, story, interview_ok, consent, submission_id) values ($1, $2, 'Saudi Arabia', $3, false, true, $4) returning id`,
      [`Liza Dela Cruz ${m}`, email, ORIGINAL(m), randomUUID()],
    );
    await ownerSession.addTo(context, baseURL);

    await page.goto('/admin/stories?status=new');
    const item = page.getByRole('list', { name: 'Stories' }).getByRole('listitem').filter({ hasText: m });
    await item.getByRole('link', { name: 'Prepare for publishing' }).click();
    await expect(page.getByRole('heading', { name: `Story from Liza Dela Cruz ${m}`, level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'As the teller sent it' })).toContainText('King Fahad Hospital');
    await expect(page.getByLabel('Byline')).toHaveValue('Liza');
    await page.getByLabel('Title').fill(`A nurse in the Gulf ${m}`);
    await page.getByLabel('Short excerpt').fill(`The first year taught me patience. ${m}`);
    await page.getByLabel('Text', { exact: true }).fill(`I left my province to work as a nurse in the Gulf. ${m}\n\nMy supervisor helped me through the first months.`);
    await page.getByLabel('Pull quote (optional)').fill('The first year taught me patience.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText('The version to publish is saved.');
    await expect(page.getByText('being prepared')).toBeVisible();
    await page.getByRole('button', { name: 'Ask the teller' }).click();
    await expect(page.getByRole('status')).toHaveText('The request to approve is in the outbox. Whether it went out is shown under “E-mails to the teller”.');
    expect(await statusOf(story!.id)).toBe('waiting');
    // The original stays as the teller sent it.
    expect(await query('select story from stories where id = $1', [story!.id])).toEqual([{ story: ORIGINAL(m) }]);

    // The link exists only in the teller's mailbox: the owner's outbox and pages show a placeholder.
    const link = await linkInMailbox(email, /https?:\/\/[^\s]+\/stories\/review\/[\w-]{43}/);
    const token = link.split('/').pop()!;
    const [mail] = await query<{ text_body: string; html_body: string }>(`select text_body, html_body from email_outbox where kind = 'story-review' and recipient = $1`, [email]);
    expect(mail!.text_body).toContain('[private link, sent only to the recipient]');
    for (const path of ['/admin', '/admin/outbox', '/admin/stories', `/admin/stories/${story!.id}`, '/admin/stories/export.csv']) {
      const answer = await page.request.get(path, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(200);
      expect(await answer.text(), path).not.toContain(token);
    }
    await page.goto('/admin/outbox');
    await expect(page.getByRole('article', { name: `Your story is ready: may we publish it? to ${email}` })).toContainText('[private link, sent only to the recipient]');

    // The teller, in another browser.
    const teller = await browser.newPage();
    await teller.goto(new URL(link).pathname);
    await expect(teller.getByRole('heading', { name: 'Your story, ready to publish', level: 1 })).toBeVisible();
    await expect(teller.getByRole('article')).toContainText('My supervisor helped me through the first months.');
    await expect(teller.locator('body')).not.toContainText('King Fahad');
    expect(await statusOf(story!.id)).toBe('waiting');
    await teller.getByRole('button', { name: 'Approve and publish' }).click();
    await expect(teller.getByRole('heading', { name: 'Thank you! Your story is published', level: 1 })).toBeVisible();
    expect(await statusOf(story!.id)).toBe('published');
    await teller.getByRole('link', { name: 'Read your story' }).click();
    await expect(teller.getByRole('heading', { name: `A nurse in the Gulf ${m}`, level: 1 })).toBeVisible();
    await expect(teller.getByText('By Liza, Saudi Arabia')).toBeVisible();
    const storyPath = new URL(teller.url()).pathname;

    // The link works once.
    await teller.goto(new URL(link).pathname);
    await expect(teller.getByRole('heading', { name: 'This link has already been used', level: 1 })).toBeVisible();
    await teller.close();

    await page.goto('/stories');
    await expect(page.getByRole('heading', { name: `A nurse in the Gulf ${m}`, level: 2 })).toBeVisible();
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Kwento nyo' });
    await expect(section.getByRole('link', { name: `A nurse in the Gulf ${m}`, exact: true })).toBeVisible();
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`${baseURL}${storyPath}</loc>`);
    const rss = await (await page.request.get('/stories/rss.xml')).text();
    expect(rss).toContain(`A nurse in the Gulf ${m}`);

    await page.goto('/admin/stories?status=published');
    await expect(page.getByRole('list', { name: 'Stories' }).getByRole('listitem').filter({ hasText: m })).toContainText('published');

    // "Remove my story": that link too exists only in the teller's mailbox.
    const asked = await postForm(page.request, baseURL, `${storyPath}/remove?_action=storyRemovalRequest`, { slug: storyPath.split('/').pop()!, email, website: '' });
    expect(asked.status()).toBe(200);
    const removal = (await linkInMailbox(email, /https?:\/\/[^\s]+\/stories\/remove\/[\w-]{43}/)).split('/').pop()!;
    for (const path of ['/admin', '/admin/outbox', '/admin/stories', `/admin/stories/${story!.id}`, '/admin/stories/export.csv']) {
      expect(await (await page.request.get(path, { maxRedirects: 0 })).text(), path).not.toContain(removal);
    }

    // The teller's address appears on no public page or feed.
    for (const path of ['/', '/stories', storyPath, `${storyPath}/remove`, '/sitemap.xml', '/stories/rss.xml']) {
      const body = await (await page.request.get(path)).text();
      expect(body, path).not.toContain(email);
      expect(body, path).not.toContain('King Fahad');
    }
  });

  for (const javaScriptEnabled of [true, false]) {
    test.describe(`the story editor ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
      test.use({ javaScriptEnabled });

      test('a refused save shows the problem next to its field and keeps what was typed', async ({ page, context, baseURL }) => {
        const m = marker();
        const [story] = await query<{ id: string }>(
          `insert into stories (name, email, country, story, interview_ok, consent, submission_id) values ($1, $2, 'Saudi Arabia', $3, false, true, $4) returning id`,
          [`Liza Dela Cruz ${m}`, uniqueEmail('teller'), ORIGINAL(m), randomUUID()],
        );
        await ownerSession.addTo(context, baseURL);
        await page.goto(`/admin/stories/${story!.id}`);
        // Spaces pass the browser's "required"; the server trims them and refuses the title.
        await page.getByRole('textbox', { name: 'Title' }).fill('   ');
        await page.getByRole('textbox', { name: 'Short excerpt' }).fill(`The first year taught me patience. ${m}`);
        const [answer] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByRole('button', { name: 'Save' }).click()]);
        expect(answer.status()).toBe(400);

        const title = page.getByRole('textbox', { name: 'Title' });
        await expect(title).toHaveAttribute('aria-invalid', 'true');
        await expect(title).toHaveAccessibleDescription('Please give the story a title.');
        await expect(page.getByRole('textbox', { name: 'Short excerpt' })).toHaveValue(`The first year taught me patience. ${m}`);
        await expect(page.getByRole('textbox', { name: 'Short excerpt' })).not.toHaveAttribute('aria-invalid');
        expect(await query('select status, title from stories where id = $1', [story!.id])).toEqual([{ status: 'new', title: null }]);
      });
    });
  }
});

test.describe('a published story page', () => {
  test('carries Article JSON-LD and Open Graph tags, and a "Remove my story" link', async ({ page }) => {
    const m = marker();
    const story = await storyRow(m, 'published');
    await page.goto(`/stories/${story.slug}`);
    await expect(page.getByRole('heading', { name: story.title, level: 1 })).toBeVisible();
    await expect(page.locator('blockquote')).toHaveText('The first year taught me patience.');
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(`^${story.title} \\|`));
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', `The first year taught me patience. ${m}`);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd).toMatchObject({ '@type': 'Article', headline: story.title, author: { name: 'Liza' } });
    await expect(page.getByRole('link', { name: 'Remove my story' })).toHaveAttribute('href', `/stories/${story.slug}/remove`);
    expect(await page.content()).not.toContain(story.email);
  });

  test('a story that is not published is not found', async ({ request }) => {
    const story = await storyRow(marker(), 'waiting');
    expect((await request.get(`/stories/${story.slug}`)).status()).toBe(404);
  });

  test('/stories shows 12 stories a page, newest first, with a link to older ones', async ({ page }) => {
    const m = marker();
    for (let i = 0; i < 13; i += 1) {
      await query(
        `insert into stories (email, country, story, consent, submission_id, status, title, excerpt, edited_story, byline, shown_country, slug, published_at)
         values ($1, 'Japan', $2, true, $3, 'published', $4, 'An excerpt.', 'The text.', 'Anonymous', 'Japan', $5, now() - make_interval(days => 400 + $6::int))`,
        [uniqueEmail('paged'), ORIGINAL(m), randomUUID(), `Paged story ${i} ${m}`, `paged-${i}-${m}`, i],
      );
    }
    await page.goto('/stories');
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(12);
    await page.getByRole('link', { name: 'Older stories' }).click();
    await expect(page).toHaveURL(/\/stories\?page=2$/);
    await expect(page).toHaveTitle(/^Stories, page 2 \|/);
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    expect((await page.request.get('/stories?page=9999')).status()).toBe(404);
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the teller's private pages ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test('Decline keeps the story off the site; the used link says so', async ({ page }) => {
      const story = await storyRow(marker(), 'waiting');
      const token = await linkFor(story.id, 'review');
      await page.goto(`/stories/review/${token}`);
      await expect(page.getByRole('heading', { name: story.title, level: 2 })).toBeVisible();
      await page.getByRole('button', { name: 'Decline' }).click();
      await expect(page.getByRole('heading', { name: 'Your story will not be published', level: 1 })).toBeVisible();
      expect(await statusOf(story.id)).toBe('declined');
      expect((await page.request.get(`/stories/${story.slug}`)).status()).toBe(404);
      const again = await page.goto(`/stories/review/${token}`);
      expect(again!.status()).toBe(410);
      await expect(page.getByRole('heading', { name: 'This link has already been used', level: 1 })).toBeVisible();
    });

    test('an expired link publishes nothing', async ({ page, request, baseURL }) => {
      const story = await storyRow(marker(), 'waiting');
      const token = await linkFor(story.id, 'review', "interval '-1 minute'");
      const res = await page.goto(`/stories/review/${token}`);
      expect(res!.status()).toBe(410);
      await expect(page.getByRole('heading', { name: 'This link has expired', level: 1 })).toBeVisible();
      const post = await postForm(request, baseURL, `/stories/review/${token}?_action=storyReview`, { token, decision: 'approve' });
      expect(post.status()).toBe(410);
      expect(await statusOf(story.id)).toBe('waiting');
    });

    test('"Remove my story": the same answer for any address; the teller’s link takes the story down at once, once', async ({ page, baseURL }) => {
      const story = await storyRow(marker(), 'published');
      const answers: string[] = [];
      for (const address of ['someone.else@example.com', story.email.toUpperCase()]) {
        await page.goto(`/stories/${story.slug}`);
        await page.getByRole('link', { name: 'Remove my story' }).click();
        await expect(page.getByRole('heading', { name: 'Remove my story', level: 1 })).toBeVisible();
        await page.getByLabel('Your email address').fill(address);
        await page.getByRole('button', { name: 'Send me the link' }).click();
        const status = page.getByRole('region', { name: 'Check your e-mail' });
        await expect(status).toContainText('If this address sent this story');
        answers.push((await status.textContent())!);
      }
      expect(answers[0]).toBe(answers[1]);

      const path = new URL(await linkInMailbox(story.email, /https?:\/\/[^\s]+\/stories\/remove\/[\w-]{43}/)).pathname;
      expect(await query(`select 1 from email_outbox where kind = 'story-removal' and recipient = 'someone.else@example.com'`)).toEqual([]);

      await page.goto(path);
      expect(await statusOf(story.id)).toBe('published');
      await page.getByRole('button', { name: 'Remove my story now' }).click();
      await expect(page.getByRole('heading', { name: 'Your story has been removed', level: 1 })).toBeVisible();
      expect(await statusOf(story.id)).toBe('withdrawn');
      // It was public: its address is gone (410), not unknown.
      expect((await page.request.get(`/stories/${story.slug}`)).status()).toBe(410);
      expect(await (await page.request.get('/stories')).text()).not.toContain(story.title);

      // The used link says so, and taking it again changes nothing.
      const again = await page.goto(path);
      expect(again!.status()).toBe(410);
      await expect(page.getByRole('heading', { name: 'This link has already been used', level: 1 })).toBeVisible();
      const token = path.split('/').pop()!;
      const post = await postForm(page.request, baseURL, `${path}?_action=storyRemoval`, { token });
      expect(post.status()).toBe(410);
      expect(await statusOf(story.id)).toBe('withdrawn');
    });
  });
}

test.describe('axe on the stories pages', () => {
  for (const javaScript of [true, false]) {
    test(`the home page, /stories, a story, its removal form and the teller's two private pages ${javaScript ? 'with' : 'without'} JavaScript`, async ({ page, context }) => {
      test.slow();
      if (!javaScript) await withoutSiteScripts(context);
      const published = await storyRow(marker(), 'published');
      const waiting = await storyRow(marker(), 'waiting');
      const review = await linkFor(waiting.id, 'review');
      const removal = await linkFor(published.id, 'removal');
      // The home page too: with a published story, its "Kwento nyo" section is shown.
      for (const path of ['/', '/stories', `/stories/${published.slug}`, `/stories/${published.slug}/remove`, `/stories/review/${review}`, `/stories/remove/${removal}`]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expectNoViolations(page, `${path} ${javaScript ? 'with' : 'without'} JavaScript`);
      }
      // A refused removal request (an address the browser accepts, our check does not) shows its problem accessibly.
      await page.goto(`/stories/${published.slug}/remove`);
      await page.getByLabel('Your email address').fill('liza@example');
      await page.getByRole('button', { name: 'Send me the link' }).click();
      await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText('Please enter a valid email address.');
      await expectNoViolations(page, 'the removal form with a problem');
    });
  }
});
