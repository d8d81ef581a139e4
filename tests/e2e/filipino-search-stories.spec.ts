import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { closeDb, query } from './support/db.ts';
import { expect, test } from './support/client.ts';
import { uniqueEmail, uniqueMarker } from '../support/index.ts';
import { axe } from './support/axe.ts';
import { PHONE_ONLY } from './support/widths.ts';

// Search, the published stories and the chat assistant in Filipino, under /fil/.

test.afterAll(closeDb);

const marker = () => uniqueMarker();

/** A story as the owner prepared it; the teller's own words stay as written, on every page. */
async function storyRow(m: string, status: 'published' | 'waiting') {
  const slug = `isang-nars-sa-gulf-${m}`;
  const [row] = await query<{ id: string }>(
    `insert into stories (name, email, country, story, consent, submission_id, status, title, excerpt, edited_story, byline, shown_country, pull_quote, slug, published_at)
     values ('Liza', $1, 'Saudi Arabia', 'Umalis ako sa Batangas noong 2015 para magtrabaho bilang nars sa isang ospital sa Riyadh.', true, $2, $3, $4, $5, $6, 'Liza', 'Saudi Arabia', 'Natuto akong maghintay.',
             case when $3 = 'published' then $7 end, case when $3 = 'published' then timestamptz '2024-03-05 08:00:00+00' end)
     returning id`,
    [
      uniqueEmail('teller'),
      randomUUID(),
      status,
      `Isang nars sa Gulf ${m}`,
      `Ang unang taon ko bilang nars. ${m}`,
      `Umalis ako sa Batangas para magtrabaho bilang nars. ${m}\n\nTinulungan ako ng supervisor ko.`,
      slug,
    ],
  );
  return { id: row!.id, slug, title: `Isang nars sa Gulf ${m}` };
}

/** The private link the teller gets by e-mail (only its hash is stored). */
async function reviewLink(storyId: string) {
  const token = randomBytes(32).toString('base64url');
  await query(`insert into story_links (story_id, purpose, token_hash, expires_at) values ($1, 'review', $2, now() + interval '14 days')`, [
    storyId,
    createHash('sha256').update(token).digest('hex'),
  ]);
  return token;
}

async function expectNoViolations(page: Page, label: string) {
  const { violations } = await axe(page).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), label).toEqual([]);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`search in Filipino ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test('the header form on a Filipino page searches in Filipino and links the Filipino article', async ({ page }) => {
      await page.goto('/fil/blog');
      const box = page.getByRole('banner').getByRole('searchbox', { name: 'Maghanap' });
      await box.fill('kalungkutan');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/fil\/search\?q=kalungkutan$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
      await expect(page).toHaveTitle(/^Maghanap: kalungkutan \|/);
      await expect(page.getByRole('heading', { name: /^\d+ resulta para sa “kalungkutan”$/ })).toBeVisible();
      const result = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Pagharap sa Homesickness at Kalungkutan' }) });
      await expect(result).toContainText('Artikulo');
      await expect(result.locator('time')).toHaveText('Marso 10, 2024');
      await result.getByRole('link', { name: 'Pagharap sa Homesickness at Kalungkutan' }).click();
      await expect(page).toHaveURL(/\/fil\/blog\/handling-homesickness$/);
    });
  });
}

test.describe('search in Filipino', () => {
  test('an English article among the results says it is in English', async ({ page }) => {
    await page.goto('/fil/search?q=%22Building+Your+Emergency+Fund%22');
    const result = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Building Your Emergency Fund, Step by Step' }) });
    await expect(result).toContainText('Sa English');
    await expect(result.getByRole('link', { name: 'Building Your Emergency Fund, Step by Step' })).toHaveAttribute('href', '/blog/emergency-fund');
  });

  test('no results suggests the Filipino blog, survey and contact form', async ({ page }) => {
    await page.goto('/fil/search?q=zzyzx');
    await expect(page.getByText('Walang tumugma sa “zzyzx” dito sa site.')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /blog/i })).toHaveAttribute('href', '/fil/blog');
    await expect(main.getByRole('link', { name: /survey/i })).toHaveAttribute('href', '/fil/survey');
    await expect(main.getByRole('link', { name: /contact form/i })).toHaveAttribute('href', '/fil/contact');
  });

  test('the pager stays in Filipino', async ({ page }) => {
    await page.goto('/fil/search?q=OFW');
    await page.getByRole('navigation', { name: 'Mga pahina ng resulta' }).getByRole('link', { name: 'Iba pang resulta' }).click();
    await expect(page).toHaveURL(/\/fil\/search\?q=OFW&page=2$/);
    await expect(page.getByText(/^Pahina 2 ng \d+$/)).toBeVisible();
    await page.getByRole('link', { name: 'Mga naunang resulta' }).click();
    await expect(page).toHaveURL(/\/fil\/search\?q=OFW&page=1$/);
  });

  test('a published story found on /fil/search links its Filipino page', async ({ page }) => {
    const m = marker();
    const story = await storyRow(m, 'waiting');
    const token = await reviewLink(story.id);
    await page.goto(`/fil/stories/review/${token}`);
    await page.getByRole('button', { name: 'Payagan at ilathala' }).click();
    await expect(page.getByRole('heading', { name: 'Salamat! Nailathala na ang kuwento mo' })).toBeVisible();
    await page.goto(`/fil/search?q=${m}`);
    const result = page.getByRole('main').getByRole('listitem').filter({ hasText: story.title });
    await expect(result).toContainText('Kuwento');
    // Approval gives the story its address: its title's slug and a piece of its id.
    await expect(result.getByRole('link', { name: story.title })).toHaveAttribute('href', new RegExp(`^/fil/stories/${story.slug}-[\\w-]+$`));
  });
});

test.describe('published stories in Filipino', () => {
  test('a story page at /fil/stories/… has Filipino surroundings and the teller’s own words', async ({ page }) => {
    const m = marker();
    const story = await storyRow(m, 'published');
    await page.goto('/fil/stories');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await expect(page.getByRole('heading', { level: 1, name: 'Kwento nyo: mula mismo sa mga OFW' })).toBeVisible();
    // Other tests publish stories meanwhile, so this older one may be on a later page of the list.
    await expect(page.getByRole('link', { name: /^Basahin ang kuwento: / }).first()).toHaveAttribute('href', /^\/fil\/stories\/[\w-]+$/);
    await page.goto(`/fil/stories/${story.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
    await expect(page.getByText('Marso 5, 2024')).toBeVisible();
    await expect(page.getByText('Ni Liza, Saudi Arabia')).toBeVisible();
    await expect(page.getByText(`Umalis ako sa Batangas para magtrabaho bilang nars. ${m}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Lahat ng kuwento' })).toHaveAttribute('href', '/fil/stories');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as { inLanguage: string; mainEntityOfPage: string };
    expect(jsonLd.inLanguage).toBe('fil');
    expect(new URL(jsonLd.mainEntityOfPage).pathname).toBe(`/fil/stories/${story.slug}`);

    await page.getByRole('link', { name: 'Alisin ang kuwento ko' }).click();
    await expect(page).toHaveURL(new RegExp(`/fil/stories/${story.slug}/remove$`));
    await page.getByRole('textbox', { name: 'Ang e-mail address mo' }).fill(uniqueEmail('not-the-teller'));
    await page.getByRole('button', { name: 'Ipadala sa akin ang link' }).click();
    await expect(page.getByRole('region', { name: 'Tingnan ang e-mail mo' })).toContainText('Kung ang address na ito ang nagpadala ng kuwento');
    await expect(page.getByRole('link', { name: 'Bumalik sa kuwento' })).toHaveAttribute('href', `/fil/stories/${story.slug}`);
  });

  test('the teller approves from a Filipino review link; a used link says so in Filipino', async ({ page }) => {
    const story = await storyRow(marker(), 'waiting');
    const token = await reviewLink(story.id);
    await page.goto(`/fil/stories/review/${token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ang kuwento mo, handa nang ilathala' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Puwede ba naming ilathala ito?' })).toBeVisible();
    await page.getByRole('button', { name: 'Payagan at ilathala' }).click();
    await expect(page.getByRole('status')).toContainText('Salamat! Nailathala na ang kuwento mo');
    await expect(page.getByRole('link', { name: 'Basahin ang kuwento mo' })).toHaveAttribute('href', new RegExp(`^/fil/stories/${story.slug}-[\\w-]+$`));

    const again = await page.goto(`/fil/stories/review/${token}`);
    expect(again?.status()).toBe(410);
    await expect(page.getByRole('heading', { level: 1, name: 'Nagamit na ang link na ito' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pumunta sa home page' })).toHaveAttribute('href', '/fil');
  });

  test('each language has its own stories feed, linking the stories’ pages in that language', async ({ request }) => {
    const story = await storyRow(marker(), 'published');
    const filipino = await (await request.get('/fil/stories/rss.xml')).text();
    expect(filipino).toContain('<language>fil</language>');
    expect(filipino).toContain('Mga kuwento ng mga OFW');
    expect(filipino).toMatch(new RegExp(`<link>[^<]*/fil/stories/${story.slug}</link>`));
    const english = await (await request.get('/stories/rss.xml')).text();
    expect(english).toContain('<language>en</language>');
    expect(english).toMatch(new RegExp(`<link>https?://[^/<]+/stories/${story.slug}</link>`));
  });
});

test('the chat on a Filipino page answers a Filipino quick reply from the Filipino article', async ({ page }) => {
  await page.goto('/fil/blog');
  await page.getByRole('button', { name: 'Buksan ang chat', expanded: false }).click();
  const dialog = page.getByRole('dialog', { name: 'OFW assistant' });
  await expect(dialog).toContainText('Kumusta! Ako ang iyong OFW assistant.');
  await dialog.getByRole('button', { name: 'Gaano kalaki dapat ang emergency fund ko?' }).click();
  const messages = dialog.getByRole('list', { name: 'Usapan' }).locator(':scope > li');
  await expect(messages.nth(1)).toHaveText('Gaano kalaki dapat ang emergency fund ko?');
  const answer = messages.nth(2);
  await expect(answer).toContainText('Mula sa “Pagbuo ng Emergency Fund, Hakbang-Hakbang”', { timeout: 5_000 });
  await expect(answer.getByRole('link', { name: 'Pagbuo ng Emergency Fund, Hakbang-Hakbang' })).toHaveAttribute('href', '/fil/blog/emergency-fund');
  await expect(answer).toContainText('Basahin pa:');

  // A question the site is not about: what the assistant can help with, a search and a person, in Filipino.
  await dialog.getByRole('textbox', { name: 'Mensahe' }).fill('Sino ang presidente ng Pilipinas ngayon?');
  await dialog.getByRole('button', { name: 'Ipadala' }).click();
  const declined = messages.nth(4);
  await expect(declined).toContainText('Makakatulong ako sa buhay-OFW: pera at ipon, pamilya, trabaho at ang mga karapatan mo, at ang pag-uwi.', { timeout: 5_000 });
  await expect(declined.getByRole('link', { name: 'Maghanap sa site' })).toHaveAttribute('href', '/fil/search?q=Sino+ang+presidente+ng+Pilipinas+ngayon%3F');
  await expect(declined.getByRole('link', { name: 'Services form' })).toHaveAttribute('href', '/fil/contact');
});

test('Filipino search labels the matches of some of the words and shows the results of the site’s spelling', async ({ page }) => {
  await page.goto('/fil/search?q=emergency+fund+zzyzx');
  await expect(page.getByRole('heading', { name: 'Mga resultang tugma sa ilan sa mga salitang hinanap mo' })).toBeVisible();
  await page.goto('/fil/search?q=finacial+zzyzx');
  await expect(page.getByText('Ang ipinapakita namin ay ang mga resulta para sa “financial zzyzx”.')).toBeVisible();
  const some = page.getByRole('list', { name: 'Mga resultang tugma sa ilan sa mga salitang hinanap mo' });
  await expect(some.getByRole('link', { name: 'Financial Planning para sa mga OFW' })).toHaveAttribute('href', '/fil/blog/financial-planning');
  await page.getByRole('main').getByRole('link', { name: 'Hanapin pa rin ang “finacial zzyzx”' }).click();
  await expect(page).toHaveURL(/\/fil\/search\?q=finacial\+zzyzx&spelling=as-typed$/);
  await expect(page.getByText('Ito ba ang ibig mong sabihin:')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'financial zzyzx' })).toHaveAttribute('href', '/fil/search?q=financial+zzyzx');
});

test.describe('axe at 375 px', PHONE_ONLY, () => {
  test('the Filipino search and stories pages have no violations', async ({ page }) => {
    test.slow();
    const story = await storyRow(marker(), 'published');
    const review = await storyRow(marker(), 'waiting');
    const token = await reviewLink(review.id);
    for (const path of [
      '/fil/search?q=kalungkutan',
      '/fil/search?q=zzyzx',
      '/fil/stories',
      `/fil/stories/${story.slug}`,
      `/fil/stories/${story.slug}/remove`,
      `/fil/stories/review/${token}`,
    ]) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
      await expectNoViolations(page, path);
    }
  });
});
