import { randomUUID } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { closeDb, query } from './support/db.ts';
import { expect, holdRequests, test } from './support/client.ts';
import { postForm, uniqueEmail, uniqueMarker } from '../support/index.ts';
import { PHONE } from './support/widths.ts';

test.afterAll(closeDb);

const MSG = {
  email: 'Please enter a valid email address.',
  rating: 'Please select a rating from 1 to 5 stars.',
  feedback: 'Please provide your feedback.',
  failed: 'There was an error submitting your survey. Please try again.',
  thanks: 'Your feedback has been submitted successfully. We appreciate your input!',
};

const ACTION_URL = /\/_actions\/survey/;

function surveyForm(page: Page) {
  const ratingGroup = page.getByRole('group', { name: 'Rating *' });
  return {
    heading: page.getByRole('heading', { name: 'Share Your Feedback' }),
    name: page.getByLabel('Name (optional)', { exact: true }),
    email: page.getByLabel('Email *', { exact: true }),
    feedback: page.getByLabel('Feedback *', { exact: true }),
    experience: page.getByLabel('How would you describe your experience with our interviews and episodes?'),
    suggestions: page.getByLabel('Which topics or guests would you like us to feature next?'),
    favorite: page.getByLabel('Which episode or story has been your favourite, and why?'),
    ratingGroup,
    star: (label: string) => ratingGroup.getByRole('radio', { name: label, exact: true }),
    /**
     * Clicks a star. The radios are visually hidden inside their star labels, so the star drawn over the
     * radio takes the click (a forced click at the radio's position; check() still verifies the result).
     * Centred first: on a phone the fixed legal links at the bottom would otherwise be under the pointer.
     */
    choose: async (label: string) => {
      const radio = ratingGroup.getByRole('radio', { name: label, exact: true });
      await radio.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await radio.check({ force: true });
    },
    // The line under the stars: "No rating yet", "1 star", "N stars".
    ratingText: ratingGroup.getByRole('paragraph').filter({ hasText: /^(No rating yet|[1-5] stars?)$/ }),
    submit: page.getByRole('button', { name: 'Submit Feedback' }),
  };
}

/**
 * The box above the form that says what went wrong: "There is a problem" over every field's problem (each
 * a link to its field), or the title of a failure of the whole form, as the spec's toast had it.
 */
const problemBox = (page: Page, heading: string, message: string | RegExp) => page.getByRole('region', { name: heading }).filter({ hasText: message });
const PROBLEM = 'There is a problem';
/** The problems the box lists, in its order. */
const listed = (page: Page) => page.getByRole('region', { name: PROBLEM }).getByRole('link');

async function rowsFor(email: string) {
  return query<{
    name: string | null;
    email: string;
    rating: number;
    feedback: string;
    interview_experience: string | null;
    interview_suggestions: string | null;
    interview_favorite: string | null;
  }>(
    `select name, email, rating, feedback, interview_experience, interview_suggestions, interview_favorite
       from survey_responses where email = $1`,
    [email],
  );
}

test('the feedback box shows 4 lines and each interview question 3, one fewer on a phone', PHONE, async ({ page, isMobile }) => {
  await page.goto('/survey');
  const f = surveyForm(page);
  /** Lines a text box shows: its inner height over its line height. */
  const lines = (box: typeof f.feedback) =>
    box.evaluate((el) => {
      const style = getComputedStyle(el);
      return Math.round((el.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)) / parseFloat(style.lineHeight));
    });
  expect(await lines(f.feedback)).toBe(isMobile ? 3 : 4);
  for (const question of [f.experience, f.suggestions, f.favorite]) expect(await lines(question)).toBe(isMobile ? 2 : 3);
});

test.describe('survey with JavaScript', () => {
  test('lists every problem at once, e-mail, rating, feedback; each fixed one leaves the list', async ({ page }) => {
    const actionCalls: Request[] = [];
    page.on('request', (r) => ACTION_URL.test(r.url()) && actionCalls.push(r));
    await page.goto('/survey');
    await expect(page.getByRole('heading', { name: 'Tell us how can we improve', level: 1 })).toBeVisible();
    const f = surveyForm(page);
    await expect(f.heading).toBeVisible();

    // 1. Nothing filled in: the three problems, in the spec's order, each beside its field too; the list has the focus.
    await f.submit.click();
    await expect(listed(page)).toHaveText([MSG.email, MSG.rating, MSG.feedback]);
    await expect(page.getByRole('region', { name: PROBLEM })).toBeFocused();
    await expect(f.email).toHaveAccessibleDescription(new RegExp(MSG.email.replace('.', '\\.')));
    await expect(f.ratingGroup).toHaveAccessibleDescription(MSG.rating);
    await expect(f.feedback).toHaveAccessibleDescription(MSG.feedback);

    // Not an address, and an address with a space inside, are refused the same way.
    for (const bad of ['not-an-email', 'juan dela@example.com']) {
      await f.email.fill(bad);
      await f.submit.click();
      await expect(problemBox(page, PROBLEM, MSG.email)).toBeVisible();
      await expect(f.email).toHaveAccessibleDescription(/Please enter a valid email address\./);
    }

    // 2. A good address: the e-mail problem is gone, the others stay.
    await f.email.fill(uniqueEmail());
    await f.feedback.fill('   ');
    await f.submit.click();
    await expect(listed(page)).toHaveText([MSG.rating, MSG.feedback]);
    await expect(f.email).not.toHaveAccessibleDescription(/Please enter a valid email address/);

    // 3. A rating, but feedback made of spaces only; its link takes the visitor there.
    await f.choose('4 stars');
    await f.submit.click();
    await expect(listed(page)).toHaveText([MSG.feedback]);
    await expect(f.ratingGroup).not.toHaveAccessibleDescription(MSG.rating);
    await listed(page).getByText(MSG.feedback).click();
    await expect(f.feedback).toBeFocused();

    // Nothing was sent while the form had a problem, and nothing of it is shown as a thank-you.
    expect(actionCalls).toHaveLength(0);
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeHidden();
  });

  test('the star rating is a radio group that says how many stars were chosen', PHONE, async ({ page }) => {
    await page.goto('/survey');
    const f = surveyForm(page);
    const labels = ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'];
    await expect(f.ratingGroup.getByRole('radio')).toHaveCount(5);
    for (const label of labels) await expect(f.star(label)).not.toBeChecked();
    await expect(f.ratingText).toHaveText('No rating yet');

    await f.choose('3 stars');
    await expect(f.star('3 stars')).toBeChecked();
    await expect(f.ratingText).toHaveText('3 stars');

    await f.choose('1 star');
    await expect(f.star('1 star')).toBeChecked();
    await expect(f.star('3 stars')).not.toBeChecked();
    await expect(f.ratingText).toHaveText('1 star');

    // Arrow keys move through the stars like any radio group.
    await f.star('1 star').focus();
    await page.keyboard.press('ArrowRight');
    await expect(f.star('2 stars')).toBeChecked();
    await expect(f.ratingText).toHaveText('2 stars');

    await f.choose('5 stars');
    await expect(f.ratingText).toHaveText('5 stars');
  });

  test('happy path: Submitting..., thank-you, trimmed row, and an anonymous review on the home page', async ({ page }) => {
    const email = uniqueEmail('survey');
    const feedback = `Salamat sa mga kwento ninyo ${uniqueMarker()}!`;
    // Hold the request until the sending state has been seen; then the real server answers.
    const server = await holdRequests(page, ACTION_URL);
    await page.goto('/survey');
    const f = surveyForm(page);
    await f.name.fill('   ');
    await f.email.fill(email);
    await f.choose('5 stars');
    await f.feedback.fill(`  ${feedback}  \n`);
    await f.experience.fill('  Nakaka-inspire po.  ');
    await f.submit.click();

    const busy = page.getByRole('button', { name: 'Submitting...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();

    server.release();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(page.getByText(MSG.thanks)).toBeVisible();
    await expect(f.heading).toBeHidden();

    expect(await rowsFor(email)).toEqual([
      {
        name: null,
        email,
        rating: 5,
        feedback,
        interview_experience: 'Nakaka-inspire po.',
        interview_suggestions: null,
        interview_favorite: null,
      },
    ]);

    // "Submit Another Response" brings back an empty form.
    await page.getByRole('button', { name: 'Submit Another Response' }).click();
    await expect(f.heading).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeHidden();
    await expect(f.name).toHaveValue('');
    await expect(f.email).toHaveValue('');
    await expect(f.feedback).toHaveValue('');
    await expect(f.experience).toHaveValue('');
    await expect(f.ratingGroup.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(f.ratingText).toHaveText('No rating yet');
    await expect(f.submit).toBeEnabled();

    // The review is public on the home page, as "Anonymous", and the e-mail is nowhere in it.
    await page.unroute(ACTION_URL);
    await page.goto('/');
    const reviews = page.getByRole('region', { name: 'What our community says' });
    const card = reviews.getByRole('listitem').filter({ hasText: feedback });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Anonymous');
    await expect(card.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    expect(await page.content()).not.toContain(email);
  });

  test('a review with a name shows the trimmed name, never the e-mail', async ({ page }) => {
    const email = uniqueEmail('named');
    const name = `Maria ${randomUUID().slice(0, 6)}`;
    const feedback = `Ang galing ng episode tungkol sa remittance ${uniqueMarker()}.`;
    await page.goto('/survey');
    const f = surveyForm(page);
    await f.name.fill(`  ${name}  `);
    await f.email.fill(email);
    await f.choose('4 stars');
    await f.feedback.fill(feedback);
    await f.submit.click();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

    const [row] = await rowsFor(email);
    expect(row).toMatchObject({ name, rating: 4, feedback });

    await page.goto('/');
    const card = page
      .getByRole('region', { name: 'What our community says' })
      .getByRole('listitem')
      .filter({ hasText: feedback });
    await expect(card).toContainText(name);
    await expect(card).not.toContainText('Anonymous');
    expect(await page.content()).not.toContain(email);
  });

  test('when the server refuses (6th submission in a minute) it says "Submission Failed" and keeps the form', async ({
    page,
    request,
    baseURL,
  }) => {
    // Five submissions from this address (one rendered form sent five times: one row) use up the minute.
    const submissionId = randomUUID();
    const earlier = uniqueEmail('earlier');
    for (let i = 0; i < 5; i++) {
      const res = await postForm(request, baseURL, '/survey?_action=survey', {
        submissionId,
        website: '',
        email: earlier,
        rating: '3',
        feedback: 'Earlier feedback from the same address.',
      });
      expect(res.status()).toBe(200);
    }

    const email = uniqueEmail('refused');
    await page.goto('/survey');
    const f = surveyForm(page);
    await f.name.fill('Jose');
    await f.email.fill(email);
    await f.choose('2 stars');
    await f.feedback.fill('Please add more episodes about seafarers.');
    await f.submit.click();

    const toast = problemBox(page, 'Submission Failed', /Please wait \d+ seconds and try again\./);
    await expect(toast).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeHidden();
    await expect(f.heading).toBeVisible();
    await expect(f.name).toHaveValue('Jose');
    await expect(f.email).toHaveValue(email);
    await expect(f.star('2 stars')).toBeChecked();
    await expect(f.feedback).toHaveValue('Please add more episodes about seafarers.');
    await expect(f.submit).toBeEnabled();
    await expect(f.submit).toHaveText('Submit Feedback');
    expect(await rowsFor(email)).toHaveLength(0);
    expect(await rowsFor(earlier)).toHaveLength(1);
  });
});

test.describe('survey without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  /** Clicks submit and returns the response to the POST the browser navigates with. */
  async function submit(page: Page) {
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('_action=survey')),
      page.getByRole('button', { name: 'Submit Feedback' }).click(),
    ]);
    await page.waitForLoadState();
    return response;
  }

  test('each post with problems answers 400 and lists every one with what was typed; then "Thank You!"', async ({ page }) => {
    await page.goto('/survey');
    let f = surveyForm(page);
    const email = uniqueEmail('nojs');

    // 1. "juan@localhost" looks like an address to a browser, not to us; the rating and feedback are missing too.
    await f.name.fill('Juan');
    await f.email.fill('juan@localhost');
    await f.feedback.fill('   ');
    await f.suggestions.fill('Mga kwento ng nurses sa UK');
    let response = await submit(page);
    expect(response.status()).toBe(400);
    f = surveyForm(page);
    await expect(listed(page)).toHaveText([MSG.email, MSG.rating, MSG.feedback]);
    await expect(f.email).toHaveAccessibleDescription(/Please enter a valid email address\./);
    await expect(f.ratingGroup).toHaveAccessibleDescription(MSG.rating);
    await expect(f.email).toHaveValue('juan@localhost');
    await expect(f.name).toHaveValue('Juan');
    await expect(f.suggestions).toHaveValue('Mga kwento ng nurses sa UK');

    // 2. Good address, still no rating.
    await f.email.fill(email);
    response = await submit(page);
    expect(response.status()).toBe(400);
    await expect(listed(page)).toHaveText([MSG.rating, MSG.feedback]);
    await expect(f.email).toHaveValue(email);
    await expect(f.name).toHaveValue('Juan');

    // 3. A rating, feedback still blank.
    await f.choose('4 stars');
    response = await submit(page);
    expect(response.status()).toBe(400);
    await expect(listed(page)).toHaveText([MSG.feedback]);
    await expect(f.feedback).toHaveAccessibleDescription(MSG.feedback);
    await expect(f.star('4 stars')).toBeChecked();
    await expect(f.ratingText).toHaveText('4 stars');
    await expect(f.email).toHaveValue(email);
    expect(await rowsFor(email)).toHaveLength(0);

    // 4. Everything in order.
    await f.feedback.fill('  Very helpful advice on remittances.  ');
    response = await submit(page);
    expect(response.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(page.getByText(MSG.thanks)).toBeVisible();
    await expect(page.getByRole('region', { name: PROBLEM })).toHaveCount(0);
    expect(await rowsFor(email)).toEqual([
      expect.objectContaining({
        name: 'Juan',
        rating: 4,
        feedback: 'Very helpful advice on remittances.',
        interview_suggestions: 'Mga kwento ng nurses sa UK',
        interview_experience: null,
      }),
    ]);

    // "Submit Another Response" is a plain link back to an empty form.
    await page.getByRole('button', { name: 'Submit Another Response' }).click();
    await expect(surveyForm(page).heading).toBeVisible();
    await expect(surveyForm(page).email).toHaveValue('');
  });

  test('sending the same rendered form twice stores one row', async ({ request, baseURL }) => {
    const html = await (await request.get('/survey')).text();
    const submissionId = /name="submissionId" value="([0-9a-f-]{36})"/.exec(html)?.[1];
    expect(submissionId).toBeTruthy();
    const email = uniqueEmail('twice');
    const body = { submissionId: submissionId!, website: '', name: '', email, rating: '5', feedback: 'Sent twice by a double click.' };
    for (let i = 0; i < 2; i++) {
      const res = await postForm(request, baseURL, '/survey?_action=survey', body);
      expect(res.status()).toBe(200);
      expect(await res.text()).toContain(MSG.thanks);
    }
    expect(await rowsFor(email)).toHaveLength(1);
  });
});
