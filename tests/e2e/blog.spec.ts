import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { readFrontMatter, textField } from '../../src/platform/front-matter.ts';
import { quietVisitor } from './support/visitor.ts';

// The blog list and every one of the 18 articles.

interface Article {
  slug: string;
  title: string;
  /** The article's date, written out in full. */
  date: string;
  hero: boolean;
}

/** Newest first, as the list and the previous/next links order them. */
const ARTICLES: Article[] = [
  { slug: 'starting-your-journey', title: 'Starting Your Journey as an OFW', date: 'March 15, 2024', hero: false },
  { slug: 'handling-homesickness', title: 'Handling Homesickness and Loneliness', date: 'March 10, 2024', hero: false },
  { slug: 'financial-planning', title: 'Financial Planning for OFWs', date: 'March 5, 2024', hero: false },
  { slug: 'skills-development', title: 'Skills Development Abroad', date: 'February 28, 2024', hero: false },
  { slug: 'staying-connected', title: 'Staying Connected with Family', date: 'February 20, 2024', hero: false },
  { slug: 'cultural-adaptation', title: 'Cultural Adaptation Guide', date: 'February 15, 2024', hero: false },
  { slug: 'entrepreneurship', title: 'OFW Entrepreneurship', date: 'February 10, 2024', hero: false },
  { slug: 'healthcare-heroes', title: 'Healthcare Heroes Abroad', date: 'February 5, 2024', hero: false },
  { slug: 'work-life-balance', title: 'Work-Life Balance Tips', date: 'January 30, 2024', hero: false },
  { slug: 'coming-home', title: 'Coming Home: Reintegration Guide', date: 'January 25, 2024', hero: false },
  { slug: 'career-growth', title: 'Career Growth Abroad: From First Contract to Promotion', date: 'January 20, 2024', hero: true },
  { slug: 'legal-guide', title: 'Legal Rights and Protection Guide for OFWs', date: 'January 15, 2024', hero: true },
  {
    slug: 'mental-health',
    title: 'Mental Health Abroad: Caring for Your Mind While Far from Home',
    date: 'January 10, 2024',
    hero: true,
  },
  { slug: 'language-learning', title: 'Language Learning for OFWs: Speak Up at Work and Beyond', date: 'January 5, 2024', hero: false },
  {
    slug: 'middle-east-success-stories',
    title: 'Middle East Success Stories: Lessons from OFWs in the Gulf',
    date: 'December 30, 2023',
    hero: false,
  },
  { slug: 'emergency-fund', title: 'Building Your Emergency Fund, Step by Step', date: 'December 25, 2023', hero: false },
  { slug: 'seasonal-work', title: 'Seasonal Work Abroad: Making Short Contracts Count', date: 'December 20, 2023', hero: false },
  { slug: 'family-dynamics', title: 'Family Dynamics: Keeping Love and Trust Across the Miles', date: 'December 15, 2023', hero: false },
];

const AUTHOR = 'Kwentong OFW Team';
const MIN_BODY_WORDS = 700;

/** The description and summary as the article's front matter states them (the source of truth for copy). */
function frontmatter(slug: string): { description: string; summary: string } {
  const { data } = readFrontMatter(readFileSync(path.join(process.cwd(), 'src/content/blog', `${slug}.md`), 'utf8'));
  const field = (name: string) => {
    const value = textField(data, name);
    if (!value) throw new Error(`${slug}.md has no ${name}`);
    return value;
  };
  return { description: field('description'), summary: field('summary') };
}

const words = (text: string) => text.split(/\s+/).filter((w) => /\w/.test(w)).length;

test.beforeEach(async ({ context, baseURL }) => {
  await quietVisitor(context, baseURL);
});

test.describe('blog list', () => {
  test('lists all 18 articles, newest first, each with date, author, description and "Read More"', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(ARTICLES.length);
    await expect(cards.getByRole('heading')).toHaveText(ARTICLES.map((a) => a.title));

    for (const [index, article] of ARTICLES.entries()) {
      const card = cards.nth(index);
      const { description } = frontmatter(article.slug);
      await expect(card.getByRole('link', { name: article.title, exact: true })).toHaveAttribute('href', `/blog/${article.slug}`);
      await expect(card.getByText(article.date, { exact: true })).toBeVisible();
      await expect(card.getByText(AUTHOR, { exact: true })).toBeVisible();
      await expect(card.getByText(description, { exact: true })).toBeVisible();
      const readMore = card.getByRole('link', { name: /^Read More\b/ });
      await expect(readMore).toHaveCount(1);
      await expect(readMore).toHaveText(/Read More/);
      await expect(readMore).toHaveAttribute('href', `/blog/${article.slug}`);
    }
  });

  test('"Read More" opens the article', async ({ page }) => {
    await page.goto('/blog');
    const card = page.getByRole('main').getByRole('article').filter({ hasText: 'Legal Rights and Protection Guide for OFWs' });
    await card.getByRole('link', { name: /^Read More\b/ }).click();
    await expect(page).toHaveURL('/blog/legal-guide');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Legal Rights and Protection Guide for OFWs');
  });
});

test.describe('articles', () => {
  for (const [index, article] of ARTICLES.entries()) {
    const newer = ARTICLES[index - 1];
    const older = ARTICLES[index + 1];

    test(`/blog/${article.slug}`, async ({ page }) => {
      const response = await page.goto(`/blog/${article.slug}`);
      expect(response?.status()).toBe(200);
      const { summary } = frontmatter(article.slug);
      const main = page.getByRole('main');
      const body = main.getByRole('article');

      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
      await expect(page).toHaveTitle(new RegExp(article.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

      await expect(body.getByText(article.date, { exact: true })).toBeVisible();
      await expect(body.getByText(`By ${AUTHOR}`)).toBeVisible();
      await expect(body.getByText(summary, { exact: true })).toBeVisible();

      const back = main.getByRole('link', { name: 'Back to Blog' });
      await expect(back).toBeVisible();
      await expect(back).toHaveAttribute('href', '/blog');

      // Body sections with real advice.
      expect(await body.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(3);
      const text = await body.innerText();
      const header = [article.title, article.date, `By ${AUTHOR}`, summary, 'Back to Blog'];
      const bodyWords = words(text) - header.reduce((sum, part) => sum + words(part), 0);
      expect(bodyWords).toBeGreaterThanOrEqual(MIN_BODY_WORDS);

      // The hero image only where the article has one, always with a description.
      const images = body.getByRole('img');
      if (article.hero) {
        await expect(images).toHaveCount(1);
        await expect(images).toHaveAttribute('alt', /\w{3,}.*\w{3,}/);
        await expect(images).toBeVisible();
        await expect
          .poll(() => images.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
      } else {
        await expect(images).toHaveCount(0);
      }

      // Previous (older) and next (newer) articles, where they exist.
      const more = page.getByRole('navigation', { name: 'More articles' });
      const previous = more.getByRole('link', { name: /^Previous article/ });
      const next = more.getByRole('link', { name: /^Next article/ });
      if (older) {
        await expect(previous).toHaveAttribute('href', `/blog/${older.slug}`);
        await expect(previous).toContainText(older.title);
      } else {
        await expect(previous).toHaveCount(0);
      }
      if (newer) {
        await expect(next).toHaveAttribute('href', `/blog/${newer.slug}`);
        await expect(next).toContainText(newer.title);
      } else {
        await expect(next).toHaveCount(0);
      }

      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
    });
  }

  test('"Back to Blog" returns to the list', async ({ page }) => {
    await page.goto('/blog/coming-home');
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(ARTICLES.length);
  });

  test('previous and next links move through the articles', async ({ page }) => {
    await page.goto('/blog/financial-planning');
    const more = page.getByRole('navigation', { name: 'More articles' });
    await more.getByRole('link', { name: /^Previous article/ }).click();
    await expect(page).toHaveURL('/blog/skills-development');
    await page.getByRole('navigation', { name: 'More articles' }).getByRole('link', { name: /^Next article/ }).click();
    await expect(page).toHaveURL('/blog/financial-planning');
  });
});

test('an unknown article answers 404 with the not-found page', async ({ page, request }) => {
  const response = await page.goto('/blog/xyz');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  expect((await request.get('/blog/xyz')).status()).toBe(404);
  expect((await request.get('/blog/starting-your-journey/extra')).status()).toBe(404);
});
