// An article as the owner makes one: signed in, written in the editor, published, with a camera-sized
// picture that the job turns into the page's hero image. The bench audits its public page like the rest.
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { eventually, signedInOwner } from '../../tests/support/index.ts';
import { browserPath, CHROMIUM_FLAGS, FULL_BROWSER } from '../../tests/e2e/chromium.ts';

const TITLE = 'Sending money home without losing it to fees';
const PHOTO_ALT = 'A remittance counter with exchange rates on a board';
const BODY = `## Before payday

Compare at least three channels on the day you send: a bank, a remittance centre and an e-wallet. Look
at two numbers, the fee and the exchange rate; a "free" transfer with a poor rate costs more.

## Send less often, send more

One transfer of 1,000 a month costs one fee; four of 250 cost four. Agree a date with your family.

## Keep the receipts

Save every confirmation. If money goes missing, the reference number is what the company asks for.
`;

const FIELDS: Record<string, string> = {
  Title: TITLE,
  Summary: 'Compare fees and exchange rates before payday and send more of what you earn home.',
  Description: 'How to compare remittance fees and exchange rates before sending money home.',
  Body: BODY,
};

/** Our home page's illustration as a phone camera would hand it over: a 2400 × 1600 JPEG (about 170 KB). */
const cameraSizedPhoto = () => sharp('src/assets/illustrations/hero.svg', { density: 600 }).resize(2400, 1600, { fit: 'cover' }).jpeg({ quality: 90 }).toBuffer();

/** Publishes the article through the owner area and waits until its photo is on the page; its path. */
export async function articleFromTheEditor(siteUrl: string, dataDir: string): Promise<string> {
  const session = await signedInOwner(siteUrl, dataDir);
  const executablePath = browserPath(FULL_BROWSER);
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ baseURL: siteUrl });
    await context.addCookies([{ name: session.name, value: session.value, url: siteUrl }]);
    const page = await context.newPage();
    await page.goto('/admin/articles');
    await page.getByRole('button', { name: 'New article' }).click();
    await page.waitForURL(/\/admin\/articles\/[0-9a-f-]{36}\/english$/);
    const editor = page.url();
    for (const [label, value] of Object.entries(FIELDS)) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('status').filter({ hasText: 'Published' }).waitFor();

    await page.getByLabel('Photo file').setInputFiles({ name: 'counter.jpg', mimeType: 'image/jpeg', buffer: await cameraSizedPhoto() });
    await page.getByLabel('What the photo shows', { exact: true }).fill(PHOTO_ALT);
    await page.getByRole('button', { name: 'Upload photo' }).click();
    await page.getByRole('status').filter({ hasText: 'Photo received' }).waitFor();

    await eventually(
      'the photo processed by its job',
      async () => {
        await page.goto(editor);
        return (await page.getByRole('img', { name: PHOTO_ALT }).count()) > 0;
      },
      { timeout: 60_000, interval: 500 },
    );
    const href = await page.getByRole('link', { name: 'View the public page' }).getAttribute('href');
    if (!href) throw new Error('the published article has no public page link');
    return new URL(href, siteUrl).pathname;
  } finally {
    await browser.close();
  }
}
