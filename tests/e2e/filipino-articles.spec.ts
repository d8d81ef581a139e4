import { readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ARTICLE_SLUGS as SLUGS } from './support/routes.ts';
import { axe } from './support/axe.ts';

// Every article has a Filipino translation at /fil/blog/{slug}, paired with the English one by hreflang.

test('each of the 18 articles has its Filipino translation at /fil/blog/{slug}', async ({ request }) => {
  expect(readdirSync('src/content/blog').map((file) => file.replace(/\.md$/, '')).sort()).toEqual([...SLUGS].sort());
  for (const slug of SLUGS) {
    const response = await request.get(`/fil/blog/${slug}`);
    expect(response.status(), slug).toBe(200);
    expect(await response.text(), slug).toContain('<html lang="fil"');
  }
});

test('a Filipino article reads in Filipino and links its English original, and back', async ({ page }) => {
  await page.goto('/fil/blog/financial-planning');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Financial Planning para sa mga OFW');
  await expect(page.getByRole('link', { name: 'Bumalik sa Blog' })).toHaveAttribute('href', '/fil/blog');
  await expect(page.getByText('Marso 5, 2024')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bakit kailangan mo ng plano, hindi lang padala' })).toBeVisible();
  const alternates = page.locator('link[rel="alternate"][hreflang]');
  await expect(alternates).toHaveCount(3);
  const english = await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href');
  expect(new URL(english!).pathname).toBe('/blog/financial-planning');
  expect(new URL((await page.locator('link[rel="alternate"][hreflang="x-default"]').getAttribute('href'))!).pathname).toBe('/blog/financial-planning');

  await page.getByRole('navigation', { name: 'Wika' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/blog\/financial-planning$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Financial Planning for OFWs');
  const filipino = await page.locator('link[rel="alternate"][hreflang="fil"]').getAttribute('href');
  expect(new URL(filipino!).pathname).toBe('/fil/blog/financial-planning');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Filipino' }).click();
  await expect(page).toHaveURL(/\/fil\/blog\/financial-planning$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
});

test('the sitemap lists the Filipino articles', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const slug of SLUGS) expect(sitemap, slug).toContain(`/fil/blog/${slug}</loc>`);
});

test('a Filipino article has no axe violations', async ({ page }) => {
  await page.goto('/fil/blog/legal-guide');
  const { violations } = await axe(page).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
