import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { closeDb, query } from './support/db.ts';
import { expect, holdRequests, renderedSubmissionId, test } from './support/client.ts';
import { postForm, uniqueEmail } from '../support/index.ts';

test.afterAll(closeDb);

const MSG = {
  thanks: 'Salamat! Your story is safe with us.',
  next: 'Our team reads every story personally. We will e-mail you before anything is published, and nothing is published without your yes.',
  email: 'Please enter a valid email address.',
  short: 'Please tell us a little more: at least 50 characters.',
  consent: 'Please allow us to publish your story, or we cannot share it.',
};
const ACTION_URL = /\/_actions\/story/;

function storyForm(page: Page) {
  return {
    heading: page.getByRole('heading', { name: 'Share your story', level: 1 }),
    name: page.getByLabel('Name (optional)', { exact: true }),
    email: page.getByLabel('Email *', { exact: true }),
    country: page.getByLabel('Country where you work *', { exact: true }),
    story: page.getByLabel('Your story *', { exact: true }),
    interview: page.getByRole('checkbox', { name: "I'd be happy to be interviewed" }),
    consent: page.getByRole('checkbox', { name: /may publish my story/ }),
    send: page.getByRole('button', { name: 'Share My Story' }),
    thanks: page.getByRole('region', { name: 'Thank you for sharing!' }),
    /** The problems listed above the form, in order, each a link to its field. */
    problems: page.getByRole('region', { name: 'There is a problem' }).getByRole('link'),
  };
}

const storyText = () =>
  `Nagsimula ako bilang household service worker sa Hong Kong noong 2015. Ngayon ay supervisor na ako. ${randomUUID()}`;

const rowsFor = (email: string) =>
  query<{ name: string | null; country: string; story: string; interview_ok: boolean; consent: boolean; status: string }>(
    'select name, country, story, interview_ok, consent, status from stories where email = $1',
    [email],
  );

test.describe('connect (share your story) with JavaScript', () => {
  test('happy path: thank-you and the story stored with country, interview and consent', async ({ page }) => {
    const email = uniqueEmail('story');
    const story = storyText();
    const server = await holdRequests(page, ACTION_URL);
    await page.goto('/connect');
    const f = storyForm(page);
    await expect(f.heading).toBeVisible();
    await f.email.fill(email);
    await f.country.fill('  Hong Kong  ');
    await f.story.fill(`\n${story}\n`);
    await f.interview.check();
    await f.consent.check();
    await f.send.click();

    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(f.thanks).toBeHidden();
    server.release();
    await expect(f.thanks).toBeVisible();
    await expect(f.thanks).toContainText(MSG.thanks);
    await expect(f.thanks).toContainText(MSG.next);
    await expect(f.thanks).toBeFocused();
    await expect(f.email).toBeHidden();
    expect(await rowsFor(email)).toEqual([
      { name: null, country: 'Hong Kong', story, interview_ok: true, consent: true, status: 'new' },
    ]);
  });

  test('a story under 50 characters is refused next to the field', async ({ page }) => {
    const email = uniqueEmail('story-short');
    await page.goto('/connect');
    const f = storyForm(page);
    await f.email.fill(email);
    await f.country.fill('Qatar');
    await f.story.fill('Mahirap pero kaya.');
    await f.consent.check();
    await f.send.click();
    await expect(f.story).toHaveAccessibleDescription(new RegExp(MSG.short));
    await expect(f.problems).toHaveText([MSG.short]);
    await expect(f.story).toHaveValue('Mahirap pero kaya.');
    await expect(f.thanks).toBeHidden();
    expect(await rowsFor(email)).toHaveLength(0);
  });

  test('without consent the story is not sent and the checkbox says why', async ({ page }) => {
    const email = uniqueEmail('story-consent');
    await page.goto('/connect');
    const f = storyForm(page);
    await f.email.fill(email);
    await f.country.fill('Saudi Arabia');
    await f.story.fill(storyText());
    await f.interview.check();
    await f.send.click();
    await expect(f.consent).toHaveAccessibleDescription(MSG.consent);
    await expect(f.problems).toHaveText([MSG.consent]);
    await f.problems.click();
    await expect(f.consent).toBeFocused();
    await expect(f.consent).not.toBeChecked();
    await expect(f.interview).toBeChecked();
    await expect(f.thanks).toBeHidden();
    expect(await rowsFor(email)).toHaveLength(0);

    // Ticking it and sending again works.
    await f.consent.check();
    await f.send.click();
    await expect(f.thanks).toBeVisible();
    expect(await rowsFor(email)).toHaveLength(1);
  });

  test('an invalid e-mail is refused next to the field', async ({ page }) => {
    await page.goto('/connect');
    const f = storyForm(page);
    await f.name.fill('Ben');
    await f.email.fill('ben@example');
    await f.country.fill('Japan');
    await f.story.fill(storyText());
    await f.consent.check();
    await f.send.click();
    await expect(f.email).toHaveAccessibleDescription(new RegExp(MSG.email));
    await expect(f.problems).toHaveText([MSG.email]);
    await expect(f.name).toHaveValue('Ben');
    await expect(f.thanks).toBeHidden();
    expect(await rowsFor('ben@example')).toHaveLength(0);
  });
});

test.describe('connect (share your story) without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('happy path: the page comes back with the thank-you and the story is stored', async ({ page }) => {
    const email = uniqueEmail('story-nojs');
    const story = storyText();
    await page.goto('/connect');
    const f = storyForm(page);
    await f.name.fill('  Carmela  ');
    await f.email.fill(email);
    await f.country.fill('Italy');
    await f.story.fill(story);
    await f.consent.check();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('_action=story')),
      f.send.click(),
    ]);
    expect(response.status()).toBe(200);
    await expect(f.thanks).toBeVisible();
    await expect(f.thanks).toContainText(MSG.thanks);
    expect(await rowsFor(email)).toEqual([
      { name: 'Carmela', country: 'Italy', story, interview_ok: false, consent: true, status: 'new' },
    ]);
  });

  test('the server refuses a short story, a missing consent and a bad e-mail with 400', async ({ request, baseURL }) => {
    const email = uniqueEmail('story-post');
    const valid = {
      submissionId: await renderedSubmissionId(request, '/connect'),
      website: '',
      name: '',
      email,
      country: 'Italy',
      story: storyText(),
      consent: 'on',
    };
    const cases: [Record<string, string>, string][] = [
      [{ ...valid, story: 'Too short to tell.' }, MSG.short],
      [{ ...valid, consent: '' }, MSG.consent],
      [{ ...valid, email: 'carmela at example.com' }, MSG.email],
    ];
    for (const [body, message] of cases) {
      const res = await postForm(request, baseURL, '/connect?_action=story', body);
      expect(res.status()).toBe(400);
      expect(await res.text()).toContain(message);
    }
    expect(await rowsFor(email)).toHaveLength(0);
  });
});
