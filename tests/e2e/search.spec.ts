import type { Page } from '@playwright/test';
import { expect, test } from './support/client.ts';
import { axe } from './support/axe.ts';

// Site search: the form in the header of every page, the results page, with and without JavaScript.

const results = (page: Page) => page.getByRole('main').getByRole('listitem');

async function searchFromHeader(page: Page, query: string) {
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search' });
  await box.fill(query);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=`));
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('the header form finds an article: title, type, date, highlighted snippet, link', async ({ page }) => {
      await page.goto('/blog/coming-home');
      await searchFromHeader(page, 'emergency fund');
      await expect(page.getByRole('heading', { name: /results? for “emergency fund”/ })).toBeVisible();
      const first = results(page).filter({ has: page.getByRole('link', { name: 'Building Your Emergency Fund, Step by Step' }) });
      await expect(first).toHaveCount(1);
      await expect(first).toContainText('Article');
      await expect(first.locator('time')).toHaveAttribute('datetime', '2023-12-25');
      // Stemmed: "emergencies" matches too.
      await expect(first.locator('mark').first()).toHaveText(/^(emergenc|fund)/i);
      await first.getByRole('link', { name: 'Building Your Emergency Fund, Step by Step' }).click();
      await expect(page).toHaveURL(/\/blog\/emergency-fund$/);
    });

    test('without a result holding every word, the best matches of some words follow, labelled as such', async ({ page }) => {
      await page.goto('/search?q=emergency+fund+zzyzx');
      await expect(page.getByText('Nothing on the site has every word of “emergency fund zzyzx”.')).toBeVisible();
      const some = page.getByRole('list', { name: 'Results that match some of your words' });
      await expect(some.getByRole('link', { name: 'Building Your Emergency Fund, Step by Step' })).toHaveAttribute('href', '/blog/emergency-fund');
    });

    test('a misspelt query shows the results of the site’s spelling, down to some of its words; the query as typed stays a link', async ({ page }) => {
      await page.goto('/search?q=finacial+planing');
      await expect(page.getByText('Showing results for “financial planning”.')).toBeVisible();
      await expect(page.getByRole('heading', { name: /results? for “financial planning”/ })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Financial Planning for OFWs' })).toBeVisible();
      await expect(page.getByRole('searchbox', { name: 'Search' }).last()).toHaveValue('finacial planing');

      // Nothing has any word as typed: the spelling's best matches of some of its words.
      await page.goto('/search?q=finacial+zzyzx');
      await expect(page.getByText('Showing results for “financial zzyzx”.')).toBeVisible();
      await expect(page.getByText('Nothing on the site has every word of “financial zzyzx”.')).toBeVisible();
      const some = page.getByRole('list', { name: 'Results that match some of your words' });
      await expect(some.getByRole('link', { name: 'Financial Planning for OFWs' })).toHaveAttribute('href', '/blog/financial-planning');

      await page.getByRole('main').getByRole('link', { name: 'Search instead for “finacial zzyzx”' }).click();
      await expect(page).toHaveURL(/\/search\?q=finacial\+zzyzx&spelling=as-typed$/);
      await expect(page.getByText('Nothing on the site matches “finacial zzyzx”.')).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'financial zzyzx' }).click();
      await expect(page).toHaveURL(/\/search\?q=financial\+zzyzx$/);
      await expect(page.getByRole('heading', { name: 'Results that match some of your words' })).toBeVisible();
    });

    test('a query in Filipino finds the Filipino article', async ({ page }) => {
      await page.goto('/');
      await searchFromHeader(page, 'kalungkutan');
      await expect(page.getByRole('link', { name: 'Pagharap sa Homesickness at Kalungkutan' })).toHaveAttribute('href', '/fil/blog/handling-homesickness');
    });
  });
}

test('the search box suggests titles as the visitor types, from an island that loads on the first focus', async ({ page }) => {
  const scripts: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  await page.goto('/search');
  await page.waitForLoadState('networkidle');
  expect(scripts, 'no JavaScript at load').toEqual([]);
  const box = page.getByRole('main').getByRole('searchbox', { name: 'Search' });
  await box.focus();
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
  await box.pressSequentially('emergen');
  const suggestions = page.getByRole('list', { name: 'Suggestions' });
  await expect(suggestions.getByRole('link', { name: 'Building Your Emergency Fund, Step by Step' })).toBeVisible();
  await box.press('ArrowDown');
  await expect(suggestions.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(suggestions).toHaveCount(0);
  await expect(box).toBeFocused();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=emergen$/);
  expect(problems, 'console errors and warnings (a hydration mismatch among them)').toEqual([]);
});

test('no results suggests the blog, the survey and the contact form; what was typed shows as text', async ({ page }) => {
  await page.goto('/search?q=%3Cb%3Ezzyzx%3C%2Fb%3E');
  await expect(page.getByText('Nothing on the site matches “<b>zzyzx</b>”.')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /blog/i })).toHaveAttribute('href', '/blog');
  await expect(main.getByRole('link', { name: /survey/i })).toHaveAttribute('href', '/survey');
  await expect(main.getByRole('link', { name: /contact form/i })).toHaveAttribute('href', '/contact');
  await expect(page.locator('main b')).toHaveCount(0);
});

test('results come ten to a page', async ({ page }) => {
  await page.goto('/search?q=OFW');
  const articles = page.getByRole('main').getByRole('article');
  await expect(articles).toHaveCount(10);
  const firstTitle = await articles.first().getByRole('link').textContent();
  await page.getByRole('link', { name: 'More results' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: firstTitle! })).toHaveCount(0);
  await page.getByRole('link', { name: 'Previous results' }).click();
  await expect(articles.first().getByRole('link')).toHaveText(firstTitle!);
});

test('a query longer than 200 characters is cut, and the page says so', async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent(`emergency fund ${'x'.repeat(300)}`)}`);
  await expect(page.getByRole('status')).toHaveText('Your search was longer than 200 characters, so only its first 200 characters were searched.');
});

test('searches are rate-limited per address, with a clear message', async ({ request }) => {
  let last = await request.get('/search?q=remittance');
  for (let i = 0; i < 40 && last.status() === 200; i++) last = await request.get(`/search?q=remittance+${i}`);
  expect(last.status()).toBe(429);
  expect(Number(last.headers()['retry-after'])).toBeGreaterThan(0);
  expect(await last.text()).toContain('You have searched many times in a minute.');
});

test('axe: the search page with results and with none', async ({ page }) => {
  for (const url of ['/search?q=emergency+fund', '/search?q=zzyzx', '/search?q=emergency+fund+zzyzx', '/search?q=finacial+planing', '/search?q=finacial+zzyzx', '/search?q=finacial+zzyzx&spelling=as-typed']) {
    await page.goto(url);
    const { violations } = await axe(page).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), url).toEqual([]);
  }
});
