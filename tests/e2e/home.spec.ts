import { expect, test } from '@playwright/test';
import { quietVisitor } from './support/visitor.ts';
import { PHONE, PHONE_ONLY } from './support/widths.ts';

// The home page, section by section; the hero's buttons at phone width too, and at 360 px nothing scrolls sideways.

const HERO_TEXT =
  'Share your journey, connect with fellow Filipinos abroad, and inspire others with your stories of courage, sacrifice, and triumph.';
const VIDEO_CHANNEL = 'https://www.youtube.com/@kwentongofw';

const LATEST = [
  { slug: 'starting-your-journey', title: 'Starting Your Journey as an OFW', date: 'March 15, 2024' },
  { slug: 'handling-homesickness', title: 'Handling Homesickness and Loneliness', date: 'March 10, 2024' },
  { slug: 'financial-planning', title: 'Financial Planning for OFWs', date: 'March 5, 2024' },
];

const SOCIAL = [
  { name: 'Facebook', url: 'https://www.facebook.com/kwentongofw' },
  { name: 'Instagram', url: 'https://www.instagram.com/kwentongofw' },
  { name: 'YouTube', url: 'https://www.youtube.com/@kwentongofw' },
  { name: 'Spotify', url: 'https://open.spotify.com/show/kwentongofw' },
  { name: 'TikTok', url: 'https://www.tiktok.com/@kwentongofw' },
];

test.beforeEach(async ({ context, baseURL }) => {
  await quietVisitor(context, baseURL);
  // No test needs the internet: answer every outside address with a small local page.
  await context.route(/^https?:\/\/(?!localhost[:/])/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>outside</title>' }),
  );
});

test.describe('hero', () => {
  test('shows the badge, the heading and the text', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    const badge = main.getByText('Ito ang kwento nyo', { exact: true });
    await expect(badge).toBeVisible();
    // The badge lowercases the tagline by CSS; the text itself stays as written.
    await expect(badge).toHaveText('ito ang kwento nyo', { useInnerText: true });
    await expect(main.getByRole('heading', { level: 1, name: 'Kwentong OFW', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(main.getByText(HERO_TEXT, { exact: true })).toBeVisible();
  });

  test('"Watch Our Latest Episode" opens the video channel in a new tab', async ({ page, context }) => {
    await page.goto('/');
    const watch = page.getByRole('link', { name: 'Watch Our Latest Episode' });
    await expect(watch).toBeVisible();
    await expect(watch).toHaveAttribute('href', VIDEO_CHANNEL);
    await expect(watch).toHaveAttribute('target', '_blank');
    await expect(watch).toHaveAttribute('rel', 'noopener noreferrer');
    const newTab = context.waitForEvent('page');
    await watch.click();
    const tab = await newTab;
    await tab.waitForURL(VIDEO_CHANNEL);
    // The site itself stays open where it was.
    await expect(page).toHaveURL('/');
    await tab.close();
  });

  test('"Share Your Story" goes to /connect', async ({ page }) => {
    await page.goto('/');
    const share = page.getByRole('link', { name: 'Share Your Story' });
    await expect(share).toHaveAttribute('href', '/connect');
    await expect(share).not.toHaveAttribute('target', /.*/);
    await share.click();
    await expect(page).toHaveURL('/connect');
  });

  test('both buttons are side by side on wide screens and stacked on phones', PHONE, async ({ page }) => {
    await page.goto('/');
    const watch = (await page.getByRole('link', { name: 'Watch Our Latest Episode' }).boundingBox())!;
    const share = (await page.getByRole('link', { name: 'Share Your Story' }).boundingBox())!;
    if (page.viewportSize()!.width >= 768) {
      expect(Math.abs(watch.y - share.y)).toBeLessThan(2);
      expect(share.x).toBeGreaterThan(watch.x + watch.width - 1);
    } else {
      expect(share.y).toBeGreaterThanOrEqual(watch.y + watch.height - 1);
    }
  });
});

test('mission section: three paragraphs and an image with alt text', async ({ page }) => {
  await page.goto('/');
  const mission = page.getByRole('region', { name: 'Our mission' });
  await expect(mission).toBeVisible();
  const paragraphs = mission.getByRole('paragraph');
  await expect(paragraphs).toHaveCount(3);
  for (const paragraph of await paragraphs.all()) {
    expect((await paragraph.innerText()).split(/\s+/).length).toBeGreaterThan(20);
  }
  const image = mission.getByRole('img');
  await expect(image).toHaveCount(1);
  await expect(image).toHaveAttribute('alt', /\w{3,}.*\w{3,}/);
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('"Latest Blog Posts" shows the three newest articles, newest first', async ({ page }) => {
  await page.goto('/');
  const latest = page.getByRole('region', { name: 'Latest Blog Posts' });
  await expect(latest.getByRole('heading', { name: 'Latest Blog Posts' })).toBeVisible();
  const cards = latest.getByRole('article');
  await expect(cards).toHaveCount(3);
  await expect(cards.getByRole('heading')).toHaveText(LATEST.map((post) => post.title));
  for (const [index, post] of LATEST.entries()) {
    const card = cards.nth(index);
    await expect(card.getByText(post.date, { exact: true })).toBeVisible();
    await expect(card.getByText('Kwentong OFW Team', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: post.title, exact: true })).toHaveAttribute('href', `/blog/${post.slug}`);
    // A description under the byline.
    const paragraphs = await card.getByRole('paragraph').allInnerTexts();
    expect(paragraphs.some((text) => text.length > 20 && !text.includes(post.date))).toBe(true);
  }
  await cards.first().getByRole('link', { name: LATEST[0]!.title, exact: true }).click();
  await expect(page).toHaveURL(`/blog/${LATEST[0]!.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LATEST[0]!.title);
});

test('reviews section: "Leave a Review" goes to /survey; empty text or rated reviews', async ({ page }) => {
  await page.goto('/');
  const reviews = page.getByRole('region', { name: /community says|reviews/i });
  await expect(reviews).toBeVisible();
  const leave = reviews.getByRole('link', { name: 'Leave a Review' });
  await expect(leave).toHaveAttribute('href', '/survey');

  // Other tests add reviews in parallel, so either state is correct here.
  const empty = reviews.getByText('No reviews yet. Be the first to leave feedback!', { exact: true });
  const cards = reviews.getByRole('listitem');
  await expect(empty.or(cards.first())).toBeVisible();
  if (await empty.isVisible()) {
    await expect(cards).toHaveCount(0);
  } else {
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(10);
    for (const card of await cards.all()) {
      await expect(card.getByRole('img', { name: /^Rated [1-5] out of 5$/ })).toBeVisible();
    }
    await expect(reviews.getByRole('img', { name: /^Average rating \d\.\d out of 5$/ })).toBeVisible();
    await expect(reviews.getByText(/^\(\d+ reviews?\)$/)).toBeVisible();
  }

  await leave.click();
  await expect(page).toHaveURL('/survey');
});

test('social section links to the five platforms in new tabs', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: /favourite platform/ });
  await expect(section).toBeVisible();
  for (const platform of SOCIAL) {
    const link = section.getByRole('link', { name: new RegExp(`^${platform.name}\\b`) });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', platform.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(section.getByRole('link')).toHaveCount(SOCIAL.length);
});

test('footer is present with its own links', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeAttached();
  await expect(footer.getByText('Kwentong OFW', { exact: true })).toBeAttached();
  for (const platform of SOCIAL) {
    await expect(footer.getByRole('link', { name: new RegExp(`on ${platform.name}`) })).toHaveAttribute('href', platform.url);
  }
});

test('nothing scrolls sideways at 360 px wide', PHONE_ONLY, async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/', '/blog', '/blog/legal-guide']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.client, path).toBeLessThanOrEqual(360);
    expect(widths.scroll, path).toBeLessThanOrEqual(360);
  }
});
