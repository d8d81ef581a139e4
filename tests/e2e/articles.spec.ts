import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, test } from './support/client.ts';
import { useOwnerSession } from './support/owner.ts';
import { axe } from './support/axe.ts';
import { PHONE_ONLY } from './support/widths.ts';
import { uniqueMarker } from '../support/index.ts';

// The owner writes an article from a phone, in both languages: preview, publish, schedule,
// unpublish; a visitor finds it on the blog, in search, the sitemap and the feeds (ADR 051).

const ownerSession = useOwnerSession();


/** The wall clock in Manila, `minutes` from now rounded up to the next whole minute. */
function manilaClock(minutes: number): { date: string; time: string; at: Date } {
  const at = new Date(Math.ceil((Date.now() + minutes * 60_000) / 60_000) * 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts['year']}-${parts['month']}-${parts['day']}`, time: `${parts['hour']}:${parts['minute']}`, at };
}

async function write(page: Page, fields: { title: string; summary: string; description: string; body: string }) {
  await page.getByLabel('Title', { exact: true }).fill(fields.title);
  await page.getByLabel('Summary', { exact: true }).fill(fields.summary);
  await page.getByLabel('Description', { exact: true }).fill(fields.description);
  await page.getByLabel('Body', { exact: true }).fill(fields.body);
}

test('the owner writes, previews, publishes, schedules and unpublishes an article from a phone', PHONE_ONLY, async ({ page, context, baseURL, request }) => {
  test.setTimeout(240_000);
  const word = `zq${uniqueMarker()}`;
  await ownerSession.addTo(context, baseURL);
  await page.goto('/admin/articles');
  await expect(page.getByRole('heading', { name: 'Articles', level: 1 })).toBeVisible();
  // The owner area fits a phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'New article' }).click();
  await expect(page).toHaveURL(/\/admin\/articles\/[0-9a-f-]{36}\/english$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // English: written with the toolbar's help, previewed, then published.
  await write(page, {
    title: `Padala without the fees ${word}`,
    summary: 'Compare remittance channels before payday, and send more of what you earn home.',
    description: 'How to compare remittance fees and exchange rates before you send money home.',
    body: `## Before payday\n\nCheck the rate on the day you send. The word is ${word}.\n\n`,
  });
  await page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' }).click();
  await expect(page.getByLabel('Body', { exact: true })).toHaveValue(/\*\*bold words\*\*/);
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(`Padala without the fees ${word}`);
  await expect(preview.getByRole('heading', { name: 'Before payday' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('bold words');
  // The editor with its preview, at phone width: no axe violations.
  expect((await axe(page).analyze()).violations).toEqual([]);
  // What was typed is still in the form after the preview.
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(`Padala without the fees ${word}`);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toContainText('Published');
  const slug = `padala-without-the-fees-${word}`;

  // A photo from the phone's camera: processed by a job, then the page's hero image.
  const editor = page.url().replace(/\?.*$/, '');
  // Noise keeps the JPEG camera-sized: megabytes, far over the 64 KB any other form may send.
  const camera = { width: 2400, height: 1600, channels: 3, background: '#1e5aa0', noise: { type: 'gaussian', mean: 120, sigma: 40 } } as const;
  const photo = await sharp({ create: camera }).jpeg().withMetadata({ exif: { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '14/1 35/1 0/1' } } }).toBuffer();
  expect(photo.byteLength).toBeGreaterThan(1024 * 1024);
  await page.getByLabel('Photo file').setInputFiles({ name: 'pier.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByLabel('What the photo shows', { exact: true }).fill('Remittance counter at a mall in Dubai');
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByRole('status')).toContainText('Photo received');
  await expect.poll(async () => { await page.goto(editor); return page.getByRole('img', { name: 'Remittance counter at a mall in Dubai' }).count(); }, { timeout: 30_000 }).toBe(1);

  await page.goto('/blog');
  await expect(page.getByRole('link', { name: `Padala without the fees ${word}`, exact: true })).toHaveAttribute('href', `/blog/${slug}`);
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Padala without the fees ${word}`);
  const hero = page.getByRole('img', { name: 'Remittance counter at a mall in Dubai' });
  await expect(hero).toHaveAttribute('srcset', /-480\.webp 480w, .*-800\.webp 800w, .*-1200\.webp 1200w, .*-full\.jpg 2000w$/);
  await expect(hero).toHaveAttribute('sizes', /.+/);
  await expect(hero).toHaveAttribute('width', '2000');
  await expect(hero).toHaveAttribute('height', '1333');
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  const served = await request.get((await hero.getAttribute('src'))!);
  expect(served.status()).toBe(200);
  expect(served.headers()['cache-control']).toContain('immutable');
  expect((await sharp(await served.body()).metadata()).exif).toBeUndefined();
  // No Filipino version yet: hreflang names English only.
  await expect(page.locator('link[rel="alternate"][hreflang="fil"]')).toHaveCount(0);
  await expect.poll(async () => (await request.get(`/search?q=${word}`)).text(), { timeout: 15_000 }).toContain(`/blog/${slug}`);
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/blog/${slug}`);
  expect(await (await request.get('/rss.xml')).text()).toContain(`/blog/${slug}`);

  // Filipino: scheduled for the next minutes in Manila time; it appears on its own at that time.
  await page.goto('/admin/articles');
  await page.getByRole('link', { name: 'Write Filipino' }).first().click();
  await expect(page).toHaveURL(/\/filipino$/);
  await write(page, {
    title: `Padala nang walang malaking bayad ${word}`,
    summary: 'Ikumpara ang mga paraan ng padala bago sumahod, para mas malaki ang dumating sa pamilya.',
    description: 'Paano ikumpara ang bayad at palitan bago magpadala ng pera sa pamilya.',
    body: `## Bago sumahod\n\nTingnan ang palitan sa araw ng padala. Ang salita ay ${word}.`,
  });
  const when = manilaClock(1);
  await page.getByLabel('Date', { exact: true }).fill(when.date);
  await page.getByLabel('Time', { exact: true }).fill(when.time);
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByRole('status')).toContainText('Scheduled');
  const filSlug = `padala-nang-walang-malaking-bayad-${word}`;
  expect((await request.get(`/fil/blog/${filSlug}`)).status()).toBe(404);
  await expect
    .poll(async () => (await request.get('/fil/blog')).text(), { timeout: when.at.getTime() - Date.now() + 60_000, intervals: [2000] })
    .toContain(`/fil/blog/${filSlug}`);
  expect(Date.now()).toBeGreaterThanOrEqual(when.at.getTime() - 1000);
  expect(await (await request.get('/fil/rss.xml')).text()).toContain(`/fil/blog/${filSlug}`);
  await page.goto(`/blog/${slug}`);
  await expect(page.locator('link[rel="alternate"][hreflang="fil"]')).toHaveAttribute('href', new RegExp(`/fil/blog/${filSlug}$`));

  // Unpublished, in both languages: gone from every list at once.
  for (const language of ['fil', 'en']) {
    await page.goto('/admin/articles');
    await page.getByRole('link', { name: language === 'fil' ? 'Edit Filipino' : 'Edit English' }).first().click();
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.getByRole('status')).toContainText('Unpublished');
  }
  expect(await (await request.get('/blog')).text()).not.toContain(slug);
  expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(slug);
  expect(await (await request.get('/rss.xml')).text()).not.toContain(slug);
  await expect.poll(async () => (await request.get(`/search?q=${word}`)).text(), { timeout: 15_000 }).not.toContain(`/blog/${slug}`);
});

test('public article pages load no JavaScript, and the editor\'s toolbar only loads in the owner area', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  for (const path of ['/blog', '/blog/emergency-fund', '/fil/blog/emergency-fund']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(scripts).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the owner writes, previews and saves a draft with plain form posts; no toolbar appears', async ({ page, context, baseURL }) => {
    await ownerSession.addTo(context, baseURL);
    await page.goto('/admin/articles');
    await page.getByRole('button', { name: 'New article' }).click();
    await expect(page).toHaveURL(/\/english$/);
    await expect(page.getByRole('toolbar', { name: 'Formatting' })).toHaveCount(0);
    const word = `zq${uniqueMarker()}`;
    await write(page, { title: `A draft without scripts ${word}`, summary: 'A summary.', description: 'A description.', body: `## Plain\n\nNo **script** needed ${word}.` });
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Plain' })).toBeVisible();
    await expect(page.getByLabel('Body', { exact: true })).toHaveValue(`## Plain\n\nNo **script** needed ${word}.`);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status')).toContainText('Saved');
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(`A draft without scripts ${word}`);
    // A draft is nobody's to see.
    expect((await page.request.get(`/blog/a-draft-without-scripts-${word}`)).status()).toBe(404);
  });
});
