import { expect, test } from '@playwright/test';
import { quietVisitor } from './support/visitor.ts';

// The static pages, the headings of the form pages and the not-found page.

const SERVICES = [
  'Full Stack Web Development',
  'Web Renovation & Migration',
  'Mobile App Development',
  'Advertising',
  'Interview Guesting',
  'Others',
];

test.beforeEach(async ({ context, baseURL }) => {
  await quietVisitor(context, baseURL);
});

test('/our-story: title, image and where it began', async ({ page }) => {
  const response = await page.goto('/our-story');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Story', exact: true })).toBeVisible();
  const main = page.getByRole('main');
  const image = main.getByRole('img').first();
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('alt', /\w{3,}.*\w{3,}/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(main.getByText(/Czech Republic/).first()).toBeVisible();
  // A global community, and the stories nobody wrote down.
  await expect(main).toContainText(/communit/i);
  await expect(main).toContainText(/OFW/);
});

for (const { path, heading } of [
  { path: '/terms', heading: 'Terms & Conditions' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/cookies', heading: 'Cookie Policy' },
]) {
  test(`${path} has one h1 and real content`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const main = page.getByRole('main');
    expect((await main.innerText()).split(/\s+/).length).toBeGreaterThan(100);
    if (path !== '/terms') {
      // Both name the consent cookie (the notice is not part of the page content).
      await expect(main.getByText(/cookie_consent/).first()).toBeVisible();
    }
  });
}

test('/connect has its heading and the story form', async ({ page }) => {
  await page.goto('/connect');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/story/i);
  await expect(page.getByRole('button', { name: /Share My Story/ })).toBeVisible();
});

test('/contact: "Let us know how can we help you" and the six services', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Let us know how can we help you', exact: true })).toBeVisible();
  const main = page.getByRole('main');
  for (const service of SERVICES) {
    await expect(main.getByRole('heading', { name: service, exact: true })).toBeVisible();
    await expect(main.getByRole('option', { name: service, exact: true })).toBeAttached();
  }
  // Defaults to the first service.
  await expect(main.getByLabel(/^Service/)).toHaveValue('full-stack-web-development');
});

test('/ebook: "Get Your Free OFW E-book" and its form', async ({ page }) => {
  await page.goto('/ebook');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Get Your Free OFW E-book', exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByLabel('Email Address *')).toBeVisible();
});

test('/survey: "Tell us how can we improve" and its sub-text', async ({ page }) => {
  await page.goto('/survey');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Tell us how can we improve', exact: true })).toBeVisible();
  const main = page.getByRole('main');
  await expect(
    main.getByText('We value your opinion! Help us improve our services by sharing your feedback and experience.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Share Your Feedback', exact: true })).toBeVisible();
  await expect(main.getByText('Help us improve by sharing your experience with our services', { exact: true })).toBeVisible();
});

test.describe('not-found page', () => {
  test('answers 404 with the message and a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    const main = page.getByRole('main');
    await expect(main.getByText('404', { exact: true })).toBeVisible();
    await expect(main.getByText('Oops! Page not found', { exact: true })).toBeVisible();
    const home = main.getByRole('link', { name: 'Return to Home' });
    await expect(home).toHaveAttribute('href', '/');
    // It is a full page of the site: header, menu and footer.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();
    await home.click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Kwentong OFW' })).toBeVisible();
  });

  for (const path of ['/no/such/page', '/our-story/nope', '/index.php']) {
    test(`${path} answers 404 with the not-found page`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain('Oops! Page not found');
    });
  }
});
