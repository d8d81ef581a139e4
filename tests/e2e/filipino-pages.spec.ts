import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, renderedSubmissionId, test } from './support/client.ts';
import { postForm, uniqueEmail, uniqueMarker } from '../support/index.ts';
import { withoutEbookPopup } from './support/visitor.ts';

// The home page, our story, the blog list, the podcast pages and the legal pages in Filipino.

/** A date as Filipino writes it in short ("Nob 5, 2024"), as fil-PH's Intl does. */
const SHORT_DATE = '(Ene|Peb|Mar|Abr|May|Hun|Hul|Ago|Set|Okt|Nob|Dis) \\d{1,2}, \\d{4}';

test.beforeEach(async ({ context }) => {
  await withoutEbookPopup(context);
  // No test needs the internet: answer every outside address with a small local page.
  await context.route(/^https?:\/\/(?!localhost[:/])/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>outside</title>' }),
  );
});

/** The site's own links in a part of the page, with the language they say they lead to. */
async function siteLinks(scope: Locator): Promise<{ href: string; hreflang: string | null }[]> {
  const links = await scope
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((a) => ({ href: a.getAttribute('href') ?? '', hreflang: a.getAttribute('hreflang') })));
  return links.filter((link) => link.href.startsWith('/'));
}

/** Every link to the site stays in Filipino, except one that says it leads to the English original. */
async function expectLinksStayInFilipino(scope: Locator) {
  const links = await siteLinks(scope);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    if (link.hreflang === 'en') continue;
    expect(link.href, 'a link on a Filipino page').toMatch(/^\/fil(\/|$|\?)/);
  }
}

/** The home page once the media sync has filled it (the media tests empty and refill the tables alongside). */
async function homeWithEpisodes(page: Page) {
  const episodes = page.getByRole('region', { name: 'Mga episode ng podcast' }).getByRole('listitem');
  await expect(async () => {
    await page.goto('/fil');
    await expect(episodes).toHaveCount(12, { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  return episodes;
}

test.describe('home', () => {
  test('reads in Filipino, section by section', async ({ page }) => {
    const episodes = await homeWithEpisodes(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Kwentong OFW' })).toBeVisible();
    await expect(main.getByText(/^Ibahagi ang karanasan mo sa abroad, makilala ang mga kapwa Pilipinong malayo rin sa pamilya/)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Panoorin ang Pinakabagong Episode' })).toHaveAttribute('target', '_blank');
    await expect(main.getByRole('link', { name: 'Ibahagi ang Kuwento Mo' })).toHaveAttribute('href', '/fil/connect');
    await expect(main.getByRole('heading', { name: 'Ang aming misyon' })).toBeVisible();
    await expect(main.getByRole('img', { name: /^Ilustrasyon ng mga OFW/ })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Hanapin kami sa paborito mong platform' })).toBeVisible();

    // Episode titles come from the feed as they are; everything around them is Filipino.
    const first = episodes.first();
    const title = await first.getByRole('heading').innerText();
    await expect(first.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', /^\/fil\/podcast\/[^/]+$/);
    await expect(first.getByLabel(`Pakinggan: ${title}`)).toBeAttached();
    await expect(first.getByRole('link', { name: `${title} (magbubukas sa bagong tab)` })).toHaveAccessibleName(/^Buksan sa podcast platform/);
    await expect(page.getByRole('region', { name: 'Mga episode ng podcast' }).getByRole('link', { name: 'Lahat ng episode' })).toHaveAttribute(
      'href',
      '/fil/podcast',
    );

    // The newest Filipino articles, dated in Filipino.
    const posts = page.getByRole('region', { name: 'Mga Bagong Artikulo' });
    await expect(posts.getByRole('heading', { level: 3 })).toHaveText([
      'Ang Simula ng Buhay Mo bilang OFW',
      'Pagharap sa Homesickness at Kalungkutan',
      'Financial Planning para sa mga OFW',
    ]);
    await expect(posts.getByText('Marso 15, 2024')).toBeVisible();
    await expect(posts.getByRole('link', { name: 'Basahin pa: Ang Simula ng Buhay Mo bilang OFW' })).toHaveAttribute(
      'href',
      '/fil/blog/starting-your-journey',
    );
    await expect(posts.getByRole('link', { name: 'Lahat ng artikulo' })).toHaveAttribute('href', '/fil/blog');

    // Story cards belong to the stories pages' translation: their section is left out here.
    for (const name of ['Mga episode ng podcast', 'Mga Bagong Artikulo', 'Ang sabi ng aming komunidad']) {
      await expectLinksStayInFilipino(page.getByRole('region', { name }));
    }
  });

  test('the video showcase speaks Filipino before and after it wakes up', async ({ page, context }) => {
    test.setTimeout(90_000);
    const videos = page.getByRole('region', { name: 'Mga Pinakapinapanood na Video' });
    const cards = videos.getByRole('listitem');
    await expect(async () => {
      await page.goto('/fil', { waitUntil: 'networkidle' });
      await expect(cards).toHaveCount(5, { timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    const second = cards.nth(1).getByRole('heading');
    const title = await second.innerText();
    await expect(cards.nth(1).getByRole('link', { name: `Panoorin ang ${title} sa YouTube (magbubukas sa bagong tab)` })).toBeVisible();
    await expect(cards.nth(1).getByRole('link', { name: 'Pakinggan ang podcast sa Spotify (magbubukas sa bagong tab)' })).toBeVisible();
    await expect(cards.nth(1).getByText(new RegExp(`^${SHORT_DATE}$`))).toBeVisible();

    await second.getByRole('link').click();
    await expect(videos.getByRole('link', { name: `I-play ang video: ${title}` })).toBeVisible();
    expect(context.pages()).toHaveLength(1);
  });

  test('a review shows its stars, name and date in Filipino', async ({ page, request, baseURL }) => {
    const name = `Ligaya ${randomUUID().slice(0, 6)}`;
    const feedback = `Salamat sa mga kwento ninyo ${uniqueMarker()}.`;
    const response = await postForm(request, baseURL, '/survey?_action=survey', {
      submissionId: await renderedSubmissionId(request, '/survey'),
      website: '',
      name,
      email: uniqueEmail('fil-review'),
      rating: '4',
      feedback,
    });
    expect(response.status()).toBe(200);

    await page.goto('/fil');
    const reviews = page.getByRole('region', { name: 'Ang sabi ng aming komunidad' });
    const card = reviews.getByRole('listitem').filter({ hasText: feedback });
    await expect(card.getByRole('img', { name: 'Binigyan ng 4 sa 5 na bituin' })).toBeVisible();
    await expect(card).toContainText(name);
    await expect(card).toContainText(new RegExp(SHORT_DATE));
    await expect(reviews.getByRole('img', { name: /^Average na rating: \d\.\d sa 5 na bituin$/ })).toBeVisible();
    await expect(reviews.getByText(/^\(\d+ review\)$/)).toBeVisible();
    await expect(reviews.getByRole('link', { name: 'Mag-iwan ng Review' })).toHaveAttribute('href', '/fil/survey');
  });
});

test('our story in Filipino, with its invitations in Filipino', async ({ page }) => {
  await page.goto('/fil/our-story');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page).toHaveTitle('Ang Aming Kuwento | Kwentong OFW');
  await expect(page.getByRole('heading', { level: 1, name: 'Ang Aming Kuwento' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Ilustrasyon ng isang lumang bayan sa Europa/ })).toBeVisible();
  for (const heading of ['Bakit kami narito', 'Paano ito nagsimula', 'Ang ginagawa namin ngayon', 'Paano ka makakasali', 'May puwang dito ang kuwento mo']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText(/^Nagsimula ang Kwentong OFW sa Czech Republic\./)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ibahagi ang kuwento mo', exact: true })).toHaveAttribute('href', '/fil/connect');
  await expect(page.getByRole('link', { name: 'Basahin ang aming mga artikulo' })).toHaveAttribute('href', '/fil/blog');
  await expectLinksStayInFilipino(page.getByRole('main'));
  await page.getByRole('link', { name: 'Ibahagi sa amin ang kuwento mo' }).click();
  await expect(page).toHaveURL('/fil/connect');
});

test('the Filipino blog lists the 18 Filipino articles and opens them in Filipino', async ({ page }) => {
  await page.goto('/fil/blog');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page).toHaveTitle('Mga Artikulo | Kwentong OFW');
  await expect(page.getByRole('heading', { level: 1, name: 'Mga Artikulo' })).toBeVisible();
  await expect(page.getByText(/^Mga praktikal na gabay sa bawat yugto ng buhay sa abroad/)).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(18);
  const first = cards.first();
  await expect(first.getByRole('heading', { level: 2 })).toHaveText('Ang Simula ng Buhay Mo bilang OFW');
  await expect(first.getByText('Marso 15, 2024')).toBeVisible();
  await expectLinksStayInFilipino(page.getByRole('main'));
  await first.getByRole('link', { name: 'Basahin pa: Ang Simula ng Buhay Mo bilang OFW' }).click();
  await expect(page).toHaveURL('/fil/blog/starting-your-journey');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ang Simula ng Buhay Mo bilang OFW');
});

test('the podcast list and an episode page in Filipino, the feed’s own texts as they are', async ({ page }) => {
  const episodes = page.getByRole('main').getByRole('listitem');
  await expect(async () => {
    await page.goto('/fil/podcast');
    await expect(episodes).toHaveCount(15, { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page).toHaveTitle('Mga episode ng podcast | Kwentong OFW');
  await expect(page.getByRole('heading', { level: 1, name: 'Mga episode ng podcast' })).toBeVisible();
  await expect(page.getByText('Lahat ng aming kuwentuhan, mula sa pinakabago.')).toBeVisible();
  await expectLinksStayInFilipino(page.getByRole('main'));

  const title = await episodes.first().getByRole('heading', { level: 2 }).innerText();
  await episodes.first().getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/fil\/podcast\/[^/]+$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('heading', { level: 2, name: 'Show notes' })).toBeVisible();
  await expect(page.getByLabel(`Pakinggan: ${title}`)).toBeAttached();
  await expect(page.getByRole('link', { name: 'Buksan sa podcast platform (magbubukas sa bagong tab)' })).toHaveAttribute('target', '_blank');
  await expect(page.getByText(/^(Enero|Pebrero|Marso|Abril|Mayo|Hunyo|Hulyo|Agosto|Setyembre|Oktubre|Nobyembre|Disyembre) \d{1,2}, \d{4}$/)).toBeVisible();
  await page.getByRole('link', { name: 'Lahat ng episode' }).click();
  await expect(page).toHaveURL('/fil/podcast');
});

test('an unknown episode in Filipino is the Filipino not-found page', async ({ page }) => {
  const response = await page.goto('/fil/podcast/walang-ganitong-episode');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
});

test.describe('legal pages', () => {
  const LEGAL = [
    { path: '/fil/terms', heading: 'Mga Tuntunin at Kondisyon', section: 'Paggamit ng site', english: '/terms', updated: 'Nobyembre 22, 2026' },
    { path: '/fil/privacy', heading: 'Patakaran sa Privacy', section: 'Sino kami', english: '/privacy', updated: 'Nobyembre 26, 2026' },
    { path: '/fil/cookies', heading: 'Patakaran sa Cookies', section: 'Ang mga cookie na ginagamit namin', english: '/cookies', updated: 'Nobyembre 23, 2026' },
  ];
  for (const { path, heading, section, english, updated } of LEGAL) {
    test(`${path} reads in Filipino and points to its English original`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
      await expect(page).toHaveTitle(`${heading} | Kwentong OFW`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
      await expect(page.getByText(`Huling in-update: ${updated}`)).toBeVisible();
      const original = page.getByRole('main').getByRole('link', { name: 'bersyong Ingles' });
      await expect(original).toHaveAttribute('href', english);
      await expect(original).toHaveAttribute('hreflang', 'en');
      await expectLinksStayInFilipino(page.getByRole('main'));
    });
  }

  test('both cookie policies name the language cookie, kwento_lang', async ({ page }) => {
    await page.goto('/fil/cookies');
    const filipino = page.getByRole('table', { name: 'Mga cookie na sine-set para sa mga bisita' }).getByRole('row', { name: /kwento_lang/ });
    await expect(filipino).toContainText('1 taon');
    await expect(filipino).toContainText('wikang pinili mo');

    await page.goto('/cookies');
    const english = page.getByRole('table', { name: 'Cookies set for visitors' }).getByRole('row', { name: /kwento_lang/ });
    await expect(english).toContainText('1 year (31,536,000 seconds)');
    await expect(english).toContainText('Remembers the language you chose for the site (English or Filipino)');
    await expect(english).toContainText('not used for tracking');
  });

  test('the Filipino privacy policy links the Filipino forms', async ({ page }) => {
    await page.goto('/fil/privacy');
    await expect(page.getByRole('link', { name: 'page ng e-book' })).toHaveAttribute('href', '/fil/ebook');
    await page.getByRole('main').getByRole('link', { name: 'Patakaran sa Cookies' }).click();
    await expect(page).toHaveURL('/fil/cookies');
  });
});

