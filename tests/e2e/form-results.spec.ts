import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { closeDb, query } from './support/db.ts';
import { uniqueEmail, uniqueMarker } from '../support/index.ts';
import { expect, test } from './support/client.ts';
import { PHONE } from './support/widths.ts';

// Every form ends in view: after a submission, with or without JavaScript, what it came to (the
// confirmation, or the summary of every problem, each a link to its field) is on screen, not under the
// header or anything else, and with JavaScript it has the focus. On a phone (the mobile project, 375 px)
// the forms are long: this is where a thank-you used to land above the screen.

test.afterAll(closeDb);

/**
 * What a person sees: the whole of `shown` inside the viewport, below the fixed header (outside a
 * dialog), and nothing else drawn over it (the middle and the corners are its own).
 */
async function expectInView(page: Page, shown: Locator) {
  await expect(shown).toBeVisible();
  const viewport = page.viewportSize()!;
  const inDialog = await shown.evaluate((element) => element.closest('dialog') !== null);
  const top = inDialog ? 0 : (await page.getByRole('banner').boundingBox())!.height;
  await expect
    .poll(async () => {
      const box = (await shown.boundingBox())!;
      return box.y >= top - 1 && box.y + box.height <= viewport.height + 1 && box.x >= 0 && box.x + box.width <= viewport.width + 1;
    }, { message: 'inside the viewport, below the header' })
    .toBe(true);
  const covered = await shown.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const points = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 10, r.top + 10],
      [r.right - 10, r.top + 10],
      [r.left + 10, r.bottom - 10],
      [r.right - 10, r.bottom - 10],
    ] as const;
    return points.filter(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return !hit || !element.contains(hit);
    }).length;
  });
  expect(covered, 'points of it covered by something else').toBe(0);
}

const summary = (scope: Page | Locator, heading = 'There is a problem') => scope.getByRole('region', { name: heading });

/** The summary lists exactly these messages, each a link to its field, which says the same under itself. */
async function expectSummaryOf(page: Page, problems: { message: string; field: Locator }[], scope: Page | Locator = page) {
  const box = summary(scope);
  await expectInView(page, box);
  await expect(box.getByRole('link')).toHaveText(problems.map((p) => p.message));
  for (const { message, field } of problems) {
    const target = await box.getByRole('link', { name: message }).getAttribute('href');
    expect(target).toBe(`#${await field.getAttribute('id')}`);
    await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  }
}

const labelled = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Submits by clicking `button`; without JavaScript, waits for the page the server answers. */
async function submit(page: Page, button: Locator, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) return button.click();
  await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), button.click()]);
  await page.waitForLoadState();
}

async function publishedStory() {
  const marker = uniqueMarker();
  const email = uniqueEmail('teller');
  await query(
    `insert into stories (email, country, story, consent, submission_id, status, title, excerpt, edited_story, byline, shown_country, slug, published_at)
     values ($1, 'Japan', $2, true, $3, 'published', $4, 'An excerpt.', 'The text.', 'Anonymous', 'Japan', $5, now())`,
    [email, `I cared for an elderly couple in Osaka for six years and this is what I learned. ${marker}`, randomUUID(), `Six years in Osaka ${marker}`, `six-years-in-osaka-${marker}`],
  );
  return { email, slug: `six-years-in-osaka-${marker}` };
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`every form ends in view, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, PHONE, () => {
    test.use({ javaScriptEnabled });

    /**
     * The result has the focus too: with JavaScript the form moves it there; without, the page opened on it
     * (the action's address ends with its id) and the browser focuses a fragment's target.
     */
    async function expectLandedOn(page: Page, shown: Locator) {
      await expectInView(page, shown);
      await expect(shown).toBeFocused();
      if (!javaScriptEnabled) expect(new URL(page.url()).hash).toBe(`#${await shown.getAttribute('id')}`);
    }

    test('survey: every problem at once, then the thank-you with what happens next', async ({ page }) => {
      await page.goto('/survey');
      await page.getByLabel('Feedback *', { exact: true }).fill('   ');
      await submit(page, page.getByRole('button', { name: 'Submit Feedback' }), javaScriptEnabled);
      await expectLandedOn(page, summary(page));
      await expectSummaryOf(page, [
        { message: 'Please enter a valid email address.', field: labelled(page, 'Email *') },
        { message: 'Please select a rating from 1 to 5 stars.', field: page.getByRole('group', { name: 'Rating *' }) },
        { message: 'Please provide your feedback.', field: labelled(page, 'Feedback *') },
      ]);

      await page.getByLabel('Email *', { exact: true }).fill(uniqueEmail('inview'));
      const star = page.getByRole('radio', { name: '4 stars', exact: true });
      await star.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await star.check({ force: true });
      await page.getByLabel('Feedback *', { exact: true }).fill('Your episode about remittances helped my family.');
      await submit(page, page.getByRole('button', { name: 'Submit Feedback' }), javaScriptEnabled);
      const thanks = page.getByRole('region', { name: 'Thank You!' });
      await expectLandedOn(page, thanks);
      await expect(thanks).toContainText('Your e-mail address is never shown.');
      await expect(thanks.getByRole('link', { name: 'See what others said' })).toHaveAttribute('href', '/#reviews-heading');
      await expect(summary(page)).toHaveCount(0);
    });

    test('enquiry: every empty field listed, then the confirmation above the emptied form', async ({ page }) => {
      await page.goto('/contact');
      await submit(page, page.getByRole('button', { name: 'Send Message' }), javaScriptEnabled);
      await expectLandedOn(page, summary(page));
      await expectSummaryOf(page, [
        { message: 'Please enter your name.', field: labelled(page, 'Name *') },
        { message: 'Please enter a valid email address.', field: labelled(page, 'Email *') },
        { message: 'Please enter your phone number.', field: labelled(page, 'Phone *') },
        { message: 'Please enter your message.', field: labelled(page, 'Message *') },
      ]);

      // What was typed stays; the problems that are fixed leave the summary.
      await page.getByLabel('Name *', { exact: true }).fill('Ana Reyes');
      await page.getByLabel('Phone *', { exact: true }).fill('+63 917 123 4567');
      await submit(page, page.getByRole('button', { name: 'Send Message' }), javaScriptEnabled);
      await expectSummaryOf(page, [
        { message: 'Please enter a valid email address.', field: labelled(page, 'Email *') },
        { message: 'Please enter your message.', field: labelled(page, 'Message *') },
      ]);
      await expect(page.getByLabel('Name *', { exact: true })).toHaveValue('Ana Reyes');

      await page.getByLabel('Email *', { exact: true }).fill(uniqueEmail('inview'));
      await page.getByLabel('Message *', { exact: true }).fill('We would like a website for our cooperative.');
      await submit(page, page.getByRole('button', { name: 'Send Message' }), javaScriptEnabled);
      const thanks = page.getByRole('region', { name: 'Thank you!' });
      await expectLandedOn(page, thanks);
      await expect(thanks).toContainText("Your message has been sent. We'll get back to you within 72 hours.");
      await expect(thanks).toContainText('Our answer comes by e-mail');
      await expect(thanks.getByRole('link', { name: 'Read our advice for OFWs while you wait' })).toHaveAttribute('href', '/blog');
      await expect(page.getByLabel('Name *', { exact: true })).toHaveValue('');
    });

    test('e-book page: the problem, then one "Thank you!" in view', async ({ page }) => {
      await page.goto('/ebook');
      await page.getByLabel('Email Address *', { exact: true }).fill('juan@localhost');
      await submit(page, page.getByRole('button', { name: 'Get the E-book' }), javaScriptEnabled);
      await expectLandedOn(page, summary(page));
      await expectSummaryOf(page, [{ message: 'Please enter a valid email address.', field: labelled(page, 'Email Address *') }]);

      await page.getByLabel('Email Address *', { exact: true }).fill(uniqueEmail('inview'));
      await submit(page, page.getByRole('button', { name: 'Get the E-book' }), javaScriptEnabled);
      const thanks = page.getByRole('region', { name: 'Thank you!' });
      await expectLandedOn(page, thanks);
      await expect(thanks).toContainText('Your free e-book will be sent to your inbox shortly.');
      await expect(thanks.getByRole('link', { name: 'Read our advice for OFWs while you wait' })).toBeVisible();
      // Said once: no toast, no message repeating the heading.
      await expect(page.getByText(/Thank you!/)).toHaveCount(1);
    });

    test('share your story: every problem, then the thank-you that says we e-mail before publishing', async ({ page }) => {
      await page.goto('/connect');
      await page.getByLabel('Your story *', { exact: true }).fill('Too short.');
      await submit(page, page.getByRole('button', { name: 'Share My Story' }), javaScriptEnabled);
      await expectLandedOn(page, summary(page));
      await expectSummaryOf(page, [
        { message: 'Please enter a valid email address.', field: labelled(page, 'Email *') },
        { message: 'Please tell us the country where you work.', field: labelled(page, 'Country where you work *') },
        { message: 'Please tell us a little more: at least 50 characters.', field: labelled(page, 'Your story *') },
        { message: 'Please allow us to publish your story, or we cannot share it.', field: page.getByRole('checkbox', { name: /may publish my story/ }) },
      ]);
      await expect(page.getByLabel('Your story *', { exact: true })).toHaveValue('Too short.');

      await page.getByLabel('Email *', { exact: true }).fill(uniqueEmail('inview'));
      await page.getByLabel('Country where you work *', { exact: true }).fill('Qatar');
      await page.getByLabel('Your story *', { exact: true }).fill(`I drove a school bus in Doha for eight years and saw my children grow up on a screen. ${randomUUID()}`);
      await page.getByRole('checkbox', { name: /may publish my story/ }).check();
      await submit(page, page.getByRole('button', { name: 'Share My Story' }), javaScriptEnabled);
      const thanks = page.getByRole('region', { name: 'Thank you for sharing!' });
      await expectLandedOn(page, thanks);
      await expect(thanks).toContainText('We will e-mail you before anything is published');
      await expect(thanks.getByRole('link', { name: 'Read the stories other OFWs shared' })).toHaveAttribute('href', '/stories');
    });

    test('remove my story: the problem, then what happens next', async ({ page }) => {
      const story = await publishedStory();
      await page.goto(`/stories/${story.slug}/remove`);
      await page.getByLabel('Your email address').fill('not an address');
      await submit(page, page.getByRole('button', { name: 'Send me the link' }), javaScriptEnabled);
      await expectLandedOn(page, summary(page));
      await expectSummaryOf(page, [{ message: 'Please enter a valid email address.', field: labelled(page, 'Your email address') }]);

      await page.getByLabel('Your email address').fill(story.email);
      await submit(page, page.getByRole('button', { name: 'Send me the link' }), javaScriptEnabled);
      const sent = page.getByRole('region', { name: 'Check your e-mail' });
      // A plain form on this page, with or without JavaScript: it lands on its result.
      await expectInView(page, sent);
      await expect(sent).toBeFocused();
      expect(new URL(page.url()).hash).toBe('#form-result');
      await expect(sent).toContainText('The link works once, for 14 days.');
      await expect(sent.getByRole('link', { name: 'Back to the story' })).toHaveAttribute('href', `/stories/${story.slug}`);
    });

    test('the digest from the footer: the problem on the digest page, then what happens next', async ({ page }) => {
      await page.goto('/blog');
      const footer = page.getByRole('contentinfo');
      await footer.getByLabel('Your e-mail for the digest').fill('not an address');
      await submit(page, footer.getByRole('button', { name: 'Subscribe' }), javaScriptEnabled);
      await expect(page).toHaveURL(/\/newsletter\?_action=newsletterSubscribe#form-result$/);
      // A plain form, with or without JavaScript: the digest page opens on its result.
      await expectInView(page, summary(page));
      await expect(summary(page)).toBeFocused();
      const field = page.getByRole('main').getByLabel('Your e-mail for the digest', { exact: true });
      await expectSummaryOf(page, [{ message: 'Please enter a valid e-mail address.', field }]);
      await expect(field).toHaveValue('not an address');

      await field.fill(uniqueEmail('digest-inview'));
      await submit(page, page.getByRole('main').getByRole('button', { name: 'Subscribe' }), javaScriptEnabled);
      const sent = page.getByRole('region', { name: 'Check your inbox' });
      await expectInView(page, sent);
      await expect(sent).toBeFocused();
      // The same words whether or not the address was already subscribed.
      await expect(sent).toContainText('If this address is not already subscribed, we sent it an e-mail with a button to confirm.');
      await expect(sent.getByRole('link', { name: 'Read the latest articles while you wait' })).toHaveAttribute('href', '/blog');
    });

    test('the digest from a Filipino footer: the answer in Filipino, in view', async ({ page }) => {
      await page.goto('/fil/blog');
      const footer = page.getByRole('contentinfo');
      await footer.getByLabel('E-mail mo para sa digest').fill(uniqueEmail('digest-fil-inview'));
      await submit(page, footer.getByRole('button', { name: 'Mag-subscribe' }), javaScriptEnabled);
      const sent = page.getByRole('region', { name: 'Tingnan ang inbox mo' });
      await expectInView(page, sent);
      await expect(sent).toBeFocused();
      expect(new URL(page.url()).hash).toBe('#form-result');
      await expect(sent.getByRole('link', { name: 'Basahin ang mga bagong artikulo habang naghihintay' })).toHaveAttribute('href', '/fil/blog');
    });

    test('privacy request: both problems at once, then what happens next', async ({ page }) => {
      await page.goto('/privacy/request');
      await submit(page, page.getByRole('button', { name: 'Send me the link' }), javaScriptEnabled);
      await expectInView(page, summary(page));
      await expect(summary(page)).toBeFocused();
      expect(new URL(page.url()).hash).toBe('#form-result');
      await expectSummaryOf(page, [
        { message: 'Please enter a valid email address.', field: labelled(page, 'Your email address') },
        { message: 'Please choose what you want us to do.', field: page.getByRole('group', { name: 'What do you want?' }) },
      ]);

      await page.getByLabel('Your email address').fill(uniqueEmail('privacy-inview'));
      await page.getByRole('radio', { name: /Send me a copy of my data/ }).check();
      await submit(page, page.getByRole('button', { name: 'Send me the link' }), javaScriptEnabled);
      // An address we do not know gets the same answer as one we do.
      const sent = page.getByRole('region', { name: 'Check your e-mail' });
      await expectInView(page, sent);
      await expect(sent).toBeFocused();
      await expect(sent).toContainText('We have e-mailed a private link to this address.');
      await expect(sent.getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute('href', '/privacy');
    });
  });
}

test.describe('with JavaScript', PHONE, () => {
  test('a link of the summary takes the visitor to its field', async ({ page }) => {
    await page.goto('/connect');
    await page.getByRole('button', { name: 'Share My Story' }).click();
    await summary(page).getByRole('link', { name: 'Please tell us the country where you work.' }).click();
    const country = page.getByLabel('Country where you work *', { exact: true });
    await expect(country).toBeFocused();
    await expect(country).toBeInViewport({ ratio: 1 });
    await summary(page).evaluate((element) => element.scrollIntoView());
    await summary(page).getByRole('link', { name: 'Please allow us to publish your story, or we cannot share it.' }).click();
    await expect(page.getByRole('checkbox', { name: /may publish my story/ })).toBeFocused();
  });

  test('the e-book popup: its problem and its thank-you, in view and focused inside the dialog', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Free e-book for OFWs' });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await dialog.getByRole('button', { name: 'Send Me the E-book' }).click();
    const problem = summary(dialog);
    await expectInView(page, problem);
    await expect(problem).toBeFocused();
    await expect(problem.getByRole('link', { name: 'Please enter a valid email address.' })).toHaveAttribute('href', '#popup-email');

    await dialog.getByLabel('Email Address', { exact: true }).fill(uniqueEmail('popup-inview'));
    await dialog.getByRole('button', { name: 'Send Me the E-book' }).click();
    const thanks = page.getByRole('region', { name: 'Thank you!' });
    await expectInView(page, thanks);
    await expect(thanks).toBeFocused();
    await expect(thanks).toContainText('Check your email for the download link.');
    // Reaching for its link keeps it open past the 3 seconds; leaving it, it closes.
    await thanks.getByRole('link', { name: 'Read our advice for OFWs' }).hover();
    await page.waitForTimeout(3_500);
    await expect(thanks).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 5_000 });
  });
});
