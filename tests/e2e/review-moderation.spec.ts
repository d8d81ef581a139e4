import type { APIRequestContext, Page } from '@playwright/test';
import { closeDb, query } from './support/db.ts';
import { expect, renderedSubmissionId, test } from './support/client.ts';
import { postForm, uniqueEmail, uniqueMarker } from '../support/index.ts';
import { useOwnerSession } from './support/owner.ts';
import { axe } from './support/axe.ts';
import { PHONE } from './support/widths.ts';

// A review with a link, an e-mail address or a phone number waits for the owner. The visitor
// is thanked the same way; the owner approves or hides held reviews one by one or selected together.
// (This spec never switches on "Hold every review for me": other specs, running alongside, expect
// their plain reviews on the home page at once. The integration tests cover that mode.)

test.afterAll(closeDb);

const ownerSession = useOwnerSession();

const marker = () => uniqueMarker();
const scam = (m: string) => `Hiring caregivers for Dubai, no placement fee! Text 0917 555 0199 or apply at http://jobs-dubai.example/apply ${m}`;

/** The home page comes from a render cache that hears of every change a moment after it commits. */
const homeShows = async (request: APIRequestContext, text: string) => (await (await request.get('/')).text()).includes(text);

/** Fills in and sends the survey as a visitor does; answers the text of the page's main region afterwards. */
async function sendSurvey(page: Page, { name, feedback }: { name: string; feedback: string }): Promise<string> {
  await page.goto('/survey');
  await page.getByLabel('Name (optional)', { exact: true }).fill(name);
  await page.getByLabel('Email *', { exact: true }).fill(uniqueEmail('review'));
  const stars = page.getByRole('group', { name: 'Rating *' });
  await stars.getByRole('radio', { name: '5 stars', exact: true }).focus();
  await page.keyboard.press('Space');
  await page.getByLabel('Feedback *', { exact: true }).fill(feedback);
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  return page.getByRole('main').innerText();
}

const statusOf = async (feedback: string) => (await query<{ status: string }>('select status from survey_responses where feedback = $1', [feedback]))[0]?.status;

for (const javaScriptEnabled of [true, false]) {
  test.describe(`${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test('the scam review of the issue is thanked like any other, stays off the home page, and appears once the owner approves it', async ({
      page,
      browser,
      request,
      baseURL,
    }) => {
      const m = marker();
      const plain = `The seafarers episode helped my family understand my work ${m}`;
      const thanksForPlain = await sendSurvey(page, { name: `Rosa ${m}`, feedback: plain });
      const thanksForScam = await sendSurvey(page, { name: `Agency ${m}`, feedback: scam(m) });
      expect(thanksForScam).toBe(thanksForPlain);
      expect(await statusOf(scam(m))).toBe('held');

      // Once the plain review is on the home page, the render cache has seen both arrive.
      await expect.poll(() => homeShows(request, plain), { timeout: 5_000 }).toBe(true);
      expect(await homeShows(request, scam(m))).toBe(false);
      expect(await homeShows(request, `Agency ${m}`)).toBe(false);

      const ownerContext = await browser.newContext({ javaScriptEnabled });
      await ownerSession.addTo(ownerContext, baseURL);
      const owner = await ownerContext.newPage();
      await owner.goto('/admin');
      await owner.getByRole('navigation', { name: 'Owner area' }).getByRole('link', { name: 'Held reviews' }).click();
      await expect(owner.getByRole('heading', { name: 'Held reviews', level: 1 })).toBeVisible();
      const held = owner.getByRole('list', { name: 'Held reviews' }).getByRole('listitem').filter({ hasText: m });
      await expect(held).toHaveCount(1);
      await expect(held).toContainText('Held because it contains a link and a phone number.');
      await held.getByRole('button', { name: `Approve the review from Agency ${m}` }).click();
      await expect(owner.getByRole('status')).toHaveText('The response is shown in the public reviews.');
      await expect(owner.getByRole('list', { name: 'Held reviews' }).getByRole('listitem').filter({ hasText: m })).toHaveCount(0);
      expect(await statusOf(scam(m))).toBe('published');
      await ownerContext.close();

      await expect.poll(() => homeShows(request, `Agency ${m}`), { timeout: 5_000 }).toBe(true);
    });
  });
}

test.describe('the owner answers several held reviews together, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('select two and approve them, hide the third; nothing selected is refused with a reason', PHONE, async ({ page, context, request, baseURL }) => {
    const m = marker();
    const reviews = [1, 2, 3].map((n) => ({ name: `Tita ${n} ${m}`, feedback: `Message me at tita${n}.${m}@gmail.com for jobs in Doha` }));
    // A word longer than a phone's screen (scammers paste long links) must not widen the page.
    reviews[0]!.feedback += ` https://jobs-doha.example/apply?ref=${'x'.repeat(300)}`;
    for (const review of reviews) {
      const res = await postForm(request, baseURL, '/survey?_action=survey', {
        submissionId: await renderedSubmissionId(request, '/survey'),
        website: '',
        email: uniqueEmail('held'),
        rating: '4',
        ...review,
      });
      expect(res.status()).toBe(200);
      expect(await statusOf(review.feedback)).toBe('held');
    }

    await ownerSession.addTo(context, baseURL);
    await page.goto('/admin/reviews');
    const mine = page.getByRole('list', { name: 'Held reviews' }).getByRole('listitem').filter({ hasText: m });
    await expect(mine).toHaveCount(3);
    await expect(mine.first()).toContainText('Held because it contains an e-mail address.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

    await page.getByRole('button', { name: 'Approve selected' }).click();
    await expect(page.getByRole('alert')).toHaveText('Select at least one response.');

    await page.getByLabel(`Select the review from ${reviews[0]!.name}`).check();
    await page.getByLabel(`Select the review from ${reviews[2]!.name}`).check();
    await page.getByRole('button', { name: 'Approve selected' }).click();
    await expect(page.getByRole('status')).toHaveText('2 responses are shown in the public reviews.');
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText(reviews[1]!.name);

    await page.getByLabel(`Select the review from ${reviews[1]!.name}`).check();
    await page.getByRole('button', { name: 'Hide selected' }).click();
    await expect(page.getByRole('status')).toHaveText('The response is hidden from the public reviews.');
    await expect(mine).toHaveCount(0);
    expect(await Promise.all(reviews.map((r) => statusOf(r.feedback)))).toEqual(['published', 'hidden', 'published']);
    await expect.poll(() => homeShows(request, reviews[0]!.name), { timeout: 5_000 }).toBe(true);
    expect(await homeShows(request, reviews[1]!.name)).toBe(false);
  });

  test('"When a review arrives" shows "Publish reviews at once", the default, and saves it', async ({ page, context, baseURL }) => {
    await ownerSession.addTo(context, baseURL);
    await page.goto('/admin/reviews');
    const choice = page.getByRole('group', { name: 'When a review arrives' });
    await expect(choice.getByRole('radio', { name: 'Publish reviews at once' })).toBeChecked();
    await expect(choice.getByRole('radio', { name: 'Hold every review for me' })).not.toBeChecked();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/reviews\?mode=publish$/);
    await expect(page.getByRole('status')).toHaveText('New reviews are now published at once, except those with a link, an e-mail address or a phone number.');
    expect(await query('select hold_every_review from site_settings')).toEqual([{ hold_every_review: false }]);
  });
});

test('axe: the held reviews page, with held reviews and a notice', async ({ page, context, request, baseURL }) => {
  const m = marker();
  await postForm(request, baseURL, '/survey?_action=survey', {
    submissionId: await renderedSubmissionId(request, '/survey'),
    website: '',
    email: uniqueEmail('axe'),
    rating: '3',
    feedback: scam(m),
  });
  await ownerSession.addTo(context, baseURL);
  await page.goto('/admin/reviews?updated=published&count=2');
  await expect(page.getByRole('list', { name: 'Held reviews' }).getByRole('listitem').filter({ hasText: m })).toHaveCount(1);
  const { violations } = await axe(page).analyze();
  expect(violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }))).toEqual([]);
});
