import type { Page, Route } from '@playwright/test';
import { closeDb, query } from './support/db.ts';
import { expect, test } from './support/client.ts';
import { uniqueEmail } from '../support/index.ts';

// Each form with JavaScript when the server cannot store (the 503 our server sends while the database
// is away, exactly as Astro serialises it) and when the network drops the request. The visitor is told
// in the form's own words, keeps what they typed, and no thank-you is shown. (Without JavaScript the
// same 503 is a page: tests/faults/database-outage.test.ts.)

test.afterAll(closeDb);

const SERVER_MESSAGE = 'We could not save your form just now. Nothing was lost on your side: please try again in a moment.';

const failures = {
  'the server cannot store it (503)': (route: Route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      headers: { 'Retry-After': '5' },
      body: JSON.stringify({ type: 'AstroActionError', code: 'SERVICE_UNAVAILABLE', status: 503, message: SERVER_MESSAGE }),
    }),
  'the network drops it': (route: Route) => route.abort('internetdisconnected'),
} as const;
type Failure = keyof typeof failures;

async function failActions(page: Page, action: string, failure: Failure) {
  await page.route(`**/_actions/${action}**`, failures[failure]);
}

/** The failure above the form, headed by its title, in view and focused: the visitor sees it where they are. */
async function expectFailure(scope: Page | ReturnType<Page['getByRole']>, title: string, message: string) {
  const box = scope.getByRole('region', { name: title });
  await expect(box).toContainText(message);
  await expect(box).toBeFocused();
  await expect(box).toBeInViewport({ ratio: 1 });
}

for (const failure of Object.keys(failures) as Failure[]) {
  test.describe(`when ${failure}`, () => {
    test('survey: "Submission Failed", the form keeps everything, nothing stored', async ({ page }) => {
      const email = uniqueEmail('survey-fail');
      await failActions(page, 'survey', failure);
      await page.goto('/survey');
      await page.getByLabel('Name (optional)', { exact: true }).fill('Liza');
      await page.getByLabel('Email *', { exact: true }).fill(email);
      const star = page.getByRole('group', { name: 'Rating *' }).getByRole('radio', { name: '5 stars', exact: true });
      await star.focus();
      await page.keyboard.press('Space');
      await page.getByLabel('Feedback *', { exact: true }).fill('Salamat sa mga kwento!');
      await page.getByRole('button', { name: 'Submit Feedback' }).click();

      await expectFailure(page, 'Submission Failed', 'There was an error submitting your survey. Please try again.');
      await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeHidden();
      await expect(page.getByLabel('Name (optional)', { exact: true })).toHaveValue('Liza');
      await expect(page.getByLabel('Email *', { exact: true })).toHaveValue(email);
      await expect(star).toBeChecked();
      await expect(page.getByLabel('Feedback *', { exact: true })).toHaveValue('Salamat sa mga kwento!');
      await expect(page.getByRole('button', { name: 'Submit Feedback' })).toBeEnabled();
      expect(await query('select 1 from survey_responses where email = $1', [email])).toHaveLength(0);
    });

    test('contact: the error is shown by the form and the enquiry stays', async ({ page }) => {
      const email = uniqueEmail('contact-fail');
      await failActions(page, 'contact', failure);
      await page.goto('/contact');
      await page.getByLabel('Name *', { exact: true }).fill('Ramon');
      await page.getByLabel('Email *', { exact: true }).fill(email);
      await page.getByLabel('Phone *', { exact: true }).fill('+971 50 123 4567');
      await page.getByLabel('Service *').selectOption({ label: 'Mobile App Development' });
      await page.getByLabel('Message *', { exact: true }).fill('I need an app for my remittance business.');
      await page.getByRole('button', { name: 'Send Message' }).click();

      const message = failure === 'the network drops it' ? 'Network error. Please try again.' : SERVER_MESSAGE;
      await expectFailure(page, 'Submission failed', message);
      await expect(page.getByText("Your message has been sent. We'll get back to you within 72 hours.")).toBeHidden();
      await expect(page.getByLabel('Name *', { exact: true })).toHaveValue('Ramon');
      await expect(page.getByLabel('Service *')).toHaveValue('mobile-app-development');
      await expect(page.getByLabel('Message *', { exact: true })).toHaveValue('I need an app for my remittance business.');
      await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
      expect(await query('select 1 from contact_submissions where email = $1', [email])).toHaveLength(0);
    });

    test('e-book page: no thank-you, it says the signup was not saved and keeps the address', async ({ page }) => {
      const email = uniqueEmail('ebook-fail');
      await failActions(page, 'ebook', failure);
      await page.goto('/ebook');
      await page.getByLabel('Email Address *').fill(email);
      await page.getByLabel('Name (optional)').fill('Ana');
      await page.getByRole('button', { name: 'Get the E-book' }).click();

      const message =
        failure === 'the network drops it'
          ? 'Network error. Please check your connection and try again.'
          : 'Sorry, we could not save your signup. Please try again in a moment.';
      await expectFailure(page, 'Signup failed', message);
      await expect(page.getByText('Your free e-book will be sent to your inbox shortly.')).toBeHidden();
      await expect(page.getByLabel('Email Address *')).toHaveValue(email);
      await expect(page.getByLabel('Name (optional)')).toHaveValue('Ana');
      expect(await query('select 1 from ebook_signups where email = $1', [email])).toHaveLength(0);
    });

    test('e-book popup: "Error" above its form, and the popup stays open with the address', async ({ page }) => {
      const email = uniqueEmail('popup-fail');
      await failActions(page, 'ebook', failure);
      await page.goto('/');
      const dialog = page.getByRole('dialog', { name: 'Free e-book for OFWs' });
      await expect(dialog).toBeVisible({ timeout: 7000 });
      await dialog.getByLabel('Email Address').fill(email);
      await dialog.getByRole('button', { name: 'Send Me the E-book' }).click();

      const message = failure === 'the network drops it' ? 'Network error. Please check your connection and try again.' : SERVER_MESSAGE;
      await expectFailure(dialog, 'Error', message);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Email Address')).toHaveValue(email);
      await expect(dialog.getByText('Thank you!', { exact: true })).toBeHidden();
      expect(await query('select 1 from ebook_signups where email = $1', [email])).toHaveLength(0);
    });

    test('share your story: "Your story was not sent", and the story is still there', async ({ page }) => {
      const email = uniqueEmail('story-fail');
      const story = 'Nagtrabaho ako bilang caregiver sa Tel Aviv ng anim na taon. Ito ang natutunan ko tungkol sa pag-iipon.';
      await failActions(page, 'story', failure);
      await page.goto('/connect');
      await page.getByLabel('Email *', { exact: true }).fill(email);
      await page.getByLabel('Country where you work *').fill('Israel');
      await page.getByLabel('Your story *').fill(story);
      await page.getByLabel(/may publish my story/).check();
      await page.getByRole('button', { name: 'Share My Story' }).click();

      const message = failure === 'the network drops it' ? 'Network error. Please check your connection and try again.' : SERVER_MESSAGE;
      await expectFailure(page, 'Your story was not sent', message);
      await expect(page.getByLabel('Your story *')).toHaveValue(story);
      await expect(page.getByLabel(/may publish my story/)).toBeChecked();
      expect(await query('select 1 from stories where email = $1', [email])).toHaveLength(0);
    });
  });
}
