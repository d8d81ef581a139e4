import { expect, test, type Page } from '@playwright/test';
import { CONTENT_PAGES } from './support/routes.ts';
import { quietVisitor } from './support/visitor.ts';

// The React pages: content pages ship no JavaScript at all, and no page logs a console error or a
// React hydration warning, before or after its islands hydrate. JavaScript on.

/** Every console error or warning and every uncaught exception of the page, from before the first navigation. */
function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

test.beforeEach(async ({ context, baseURL }) => {
  await quietVisitor(context, baseURL);
  // No test needs the internet: answer every outside address with a small local page (none is asked before play).
  await context.route(/^https?:\/\/(?!localhost[:/])/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>outside</title>' }),
  );
});

for (const path of CONTENT_PAGES) {
  test(`${path} loads no script and logs no problem`, async ({ page }) => {
    const problems = recordProblems(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts, `script requests on ${path}`).toEqual([]);
    await expect(page.locator('script[src]')).toHaveCount(0);
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
    expect(problems, `console on ${path}`).toEqual([]);
  });
}

test('home logs no problem, before and after the video player hydrates', async ({ page, context }) => {
  test.setTimeout(90_000);
  const problems = recordProblems(page);
  const videos = page.getByRole('region', { name: 'Most Popular Videos' });
  const cards = videos.getByRole('listitem');
  // The media tests empty and refill the videos alongside: wait until the showcase is there.
  await expect(async () => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(cards).toHaveCount(5, { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  expect(problems, 'console at load').toEqual([]);

  // Choosing a card hydrates the player (client:interaction) and makes that video the current one.
  const second = cards.nth(1).getByRole('heading');
  const title = await second.innerText();
  await second.getByRole('link').click();
  await expect(videos.getByRole('link', { name: `Play video: ${title}` })).toBeVisible();
  // The click waited for React instead of opening YouTube in a new tab.
  expect(context.pages()).toHaveLength(1);
  expect(problems, 'console after hydration').toEqual([]);
});
