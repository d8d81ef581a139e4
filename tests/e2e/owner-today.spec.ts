// The owner's side of "What happened is always in view": the first owner page lists what waits for an
// answer, the navigation counts it, every "e-mailed" is the outbox's real state, Decline asks first and
// can send the teller a note, and a story's language is read from its words.
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { closeDb, query } from './support/db.ts';
import { expect, renderedSubmissionId, test } from './support/client.ts';
import { postForm, uniqueEmail, uniqueMarker } from '../support/index.ts';
import { useOwnerSession } from './support/owner.ts';
import { mailsTo } from './support/mailbox.ts';
import { axe } from './support/axe.ts';

test.afterAll(closeDb);

const ownerSession = useOwnerSession();


/** Shown means on the screen: scrolled to, and inside the viewport's width and height (375 px on a phone). */
async function expectOnScreen(page: Page, locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, 'the element has a box').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
}

const marker = () => uniqueMarker();
const storyStatus = async (id: string) => (await query<{ status: string }>('select status from stories where id = $1', [id]))[0]?.status;

const TEXT = 'I left Batangas in 2015 to work as a nurse in Riyadh, and I want to tell you about my first year there.';

async function insertStory(m: string, status: string, { email = uniqueEmail('teller'), language = 'en', age = '1 hour' } = {}) {
  const [row] = await query<{ id: string }>(
    `insert into stories (name, email, country, story, consent, submission_id, status, language, title, excerpt, edited_story, byline, shown_country, created_at)
     values ($1, $2, 'Saudi Arabia', $3, true, $4, $5, $6, $7, 'The first year taught me patience.', 'I left my province to work as a nurse in the Gulf.',
             'Liza', 'Saudi Arabia', now() - $8::interval)
     returning id`,
    [`Liza ${m}`, email, `${TEXT} ${m}`, randomUUID(), status, language, `A nurse in the Gulf ${m}`, age],
  );
  return { id: row!.id, email };
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the owner's first page ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test('lists an unanswered enquiry, a waiting story and an unsent mail, oldest first, each one tap from where it is handled', async ({
      page,
      context,
      baseURL,
    }) => {
      const m = marker();
      // Older than anything the other tests send today, so they lead the list.
      const [enquiry] = await query<{ id: string }>(
        `insert into contact_submissions (name, email, phone, service, message, submission_id, created_at)
         values ($1, $2, '+63 917 555 0101', 'advertising', 'We would like to sponsor an episode.', $3, now() - interval '3 days') returning id`,
        [`Mario ${m}`, uniqueEmail('enquiry'), randomUUID()],
      );
      const story = await insertStory(m, 'waiting', { age: '2 days' });
      const [mail] = await query<{ id: string }>(
        `insert into email_outbox (kind, recipient, recipient_key, subject, text_body, html_body, message_id, status, attempts, last_error, about_id, created_at)
         values ('enquiry-reply', 'refused@example.com', 'refused@example.com', $1, 'Hi,', '<p>Hi,</p>', $2, 'dead', 1,
                 '550 5.1.1 <[address removed]>: Recipient address rejected', $3, now() - interval '3 days' + interval '1 minute')
         returning id`,
        [`We received your enquiry: Advertising ${m}`, `<${randomUUID()}@kwento.example>`, enquiry!.id],
      );
      await ownerSession.addTo(context, baseURL);

      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Waiting for you', level: 2 })).toBeVisible();
      const waiting = page.getByRole('list', { name: 'Waiting for you' }).getByRole('listitem').filter({ hasText: m });
      await expect(waiting).toHaveCount(3);
      // Oldest first: the enquiry (3 days), the reply that did not go out (a minute later), the story (2 days).
      await expect(waiting.nth(0)).toContainText('New enquiry');
      await expect(waiting.nth(1)).toContainText('E-mail not sent');
      await expect(waiting.nth(1)).toContainText('Recipient address rejected');
      await expect(waiting.nth(2)).toContainText('Waiting for the teller');

      const nav = page.getByRole('navigation', { name: 'Owner area' });
      for (const name of [/^Enquiries, \d+ waiting$/, /^Stories, \d+ waiting$/, /^Outbox, \d+ waiting$/]) {
        await expect(nav.getByRole('link', { name })).toBeVisible();
      }

      const enquiryLink = waiting.getByRole('link', { name: `Enquiry from Mario ${m}` });
      await expectOnScreen(page, enquiryLink);
      await enquiryLink.click();
      await expect(page).toHaveURL(new RegExp(`/admin/enquiries/${enquiry!.id}$`));
      await expect(page.getByRole('heading', { name: `Mario ${m}`, level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Mark as replied' })).toBeVisible();
      // The enquiry's page says what happened to its auto-reply, and links to it.
      const reply = page.getByRole('list', { name: 'E-mails about this enquiry' });
      await expect(reply).toContainText('dead');
      await expect(reply).toContainText('Recipient address rejected');
      await expect(reply.getByRole('link', { name: 'Auto-reply to the enquiry' })).toHaveAttribute('href', `/admin/outbox/${mail!.id}`);

      await page.goto('/admin');
      const mailLink = waiting.getByRole('link', { name: `E-mail not sent: We received your enquiry: Advertising ${m}` });
      await expectOnScreen(page, mailLink);
      await mailLink.click();
      await expect(page).toHaveURL(new RegExp(`/admin/outbox/${mail!.id}$`));
      const message = page.getByRole('article', { name: `We received your enquiry: Advertising ${m} to refused@example.com` });
      await expect(message).toContainText('Failed: 550 5.1.1 <[address removed]>: Recipient address rejected');
      await expect(message.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(message.getByRole('link', { name: 'The enquiry' })).toHaveAttribute('href', `/admin/enquiries/${enquiry!.id}`);

      await page.goto('/admin');
      const storyLink = waiting.getByRole('link', { name: `Story from Liza ${m} waits for the teller` });
      await expectOnScreen(page, storyLink);
      await storyLink.click();
      await expect(page).toHaveURL(new RegExp(`/admin/stories/${story.id}$`));
      await expect(page.getByRole('heading', { name: `Story from Liza ${m}`, level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Ask the teller again' })).toBeVisible();
    });
  });
}

test.describe('the truth about mail', () => {
  test('after "Ask the teller" to an address the mail server refuses, the story page never says sent: it shows the failure and links to it', async ({
    page,
    context,
    baseURL,
  }) => {
    const m = marker();
    // The e2e mail server refuses every address starting with "refused"; EMAIL_RETRY_LIMIT=0 gives up at once.
    const story = await insertStory(m, 'preparing', { email: uniqueEmail(`refused-${m}`) });
    await ownerSession.addTo(context, baseURL);
    await page.goto(`/admin/stories/${story.id}`);
    await page.getByRole('button', { name: 'Ask the teller' }).click();
    await expect(page.getByRole('status')).toHaveText('The request to approve is in the outbox. Whether it went out is shown under “E-mails to the teller”.');

    const mails = page.getByRole('list', { name: 'E-mails to the teller' });
    await expect
      .poll(
        async () => {
          await page.reload();
          return (await mails.textContent()) ?? '';
        },
        { timeout: 20_000, message: 'the request to approve is given up on' },
      )
      .toContain('dead');
    const request = mails.getByRole('listitem').filter({ hasText: 'Request to approve' });
    await expect(request).toContainText(/Failed: .*550 5\.1\.1 <\[address removed\]>: Recipient address rejected.*Given up after 1 attempt/);
    await expect(page.getByRole('main')).not.toContainText(/e-mailed|Sent on/);
    await expectOnScreen(page, request);

    await request.getByRole('link', { name: 'Request to approve' }).click();
    await expect(page).toHaveURL(/\/admin\/outbox\/[\da-f-]{36}$/);
    const message = page.getByRole('article', { name: `Your story is ready: may we publish it? to ${story.email}` });
    await expect(message).toContainText('dead');
    await expect(message.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(message.getByRole('link', { name: 'The story' })).toHaveAttribute('href', `/admin/stories/${story.id}`);
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`Decline with care ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test('Decline asks first; Confirm sends the teller the note the owner edited, in the teller’s language', async ({ page, context, baseURL }) => {
      const m = marker();
      const story = await insertStory(m, 'new', { language: 'fil' });
      await ownerSession.addTo(context, baseURL);

      await page.goto('/admin/stories?status=new');
      const item = page.getByRole('list', { name: 'Stories' }).getByRole('listitem').filter({ hasText: m });
      await item.getByRole('link', { name: 'Decline' }).click();
      await expect(page.getByRole('heading', { name: 'Decline this story?', level: 1 })).toBeVisible();
      expect(await storyStatus(story.id), 'opening the confirmation changes nothing').toBe('new');
      const note = page.getByRole('textbox', { name: 'Note to the teller' });
      await expect(note).toHaveValue(/napagpasyahan naming hindi ito ilathala/);
      await expect(page.getByRole('checkbox', { name: 'Send the teller this note' })).toBeChecked();
      await note.fill(`Magandang araw, Liza!\n\nSalamat sa kuwento mo. Hindi namin ito ilalathala ngayon. ${m}\n\nIngat ka lagi.`);
      await page.getByRole('button', { name: 'Confirm' }).click();

      await expect(page).toHaveURL(new RegExp(`/admin/stories/${story.id}\\?updated=declined&note=queued$`));
      await expect(page.getByRole('status')).toHaveText(
        'Story declined. Your note to the teller is in the outbox: its state is shown under “E-mails to the teller”.',
      );
      expect(await storyStatus(story.id)).toBe('declined');
      await expect(page.getByRole('list', { name: 'E-mails to the teller' }).getByRole('link', { name: 'Note on declining' })).toBeVisible();

      await expect.poll(() => mailsTo(story.email).find((mail) => mail.includes(m)) ?? '', { timeout: 15_000 }).toContain('Salamat sa kuwento mo.');
      const received = mailsTo(story.email).find((mail) => mail.includes(m))!;
      expect(received).toMatch(/^Subject: Tungkol sa kuwento mo$/m);
      expect(received).toContain('Ingat ka lagi.');
    });

    test('Cancel changes nothing; a ticked note left empty is refused with the owner’s choice kept; unticked, nothing is sent', async ({
      page,
      context,
      baseURL,
    }) => {
      const m = marker();
      const story = await insertStory(m, 'preparing');
      await ownerSession.addTo(context, baseURL);

      await page.goto(`/admin/stories/${story.id}`);
      await page.getByRole('link', { name: 'Decline' }).click();
      await expect(page.getByRole('heading', { name: 'Decline this story?', level: 1 })).toBeVisible();
      await page.getByRole('link', { name: 'Cancel' }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/stories/${story.id}$`));
      expect(await storyStatus(story.id)).toBe('preparing');

      await page.goto(`/admin/stories/${story.id}/decline`);
      await expect(page.getByRole('textbox', { name: 'Note to the teller' })).toHaveValue(/we have decided not to publish it/);
      await page.getByRole('textbox', { name: 'Note to the teller' }).fill('   ');
      const [refused] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('admin.declineStory')),
        page.getByRole('button', { name: 'Confirm' }).click(),
      ]);
      expect(refused.status()).toBe(400);
      await expect(page.getByRole('alert')).toHaveText('Write the note to the teller, or untick “Send the teller this note”.');
      await expect(page.getByRole('textbox', { name: 'Note to the teller' })).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('checkbox', { name: 'Send the teller this note' })).toBeChecked();
      expect(await storyStatus(story.id)).toBe('preparing');

      await page.getByRole('checkbox', { name: 'Send the teller this note' }).uncheck();
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByRole('status')).toHaveText('Story declined. No note was sent to the teller.');
      expect(await storyStatus(story.id)).toBe('declined');
      expect(await query(`select id from email_outbox where kind = 'story-declined' and about_id = $1`, [story.id])).toEqual([]);
      // A declined story has nothing left to decline.
      await expect(page.getByRole('link', { name: 'Decline' })).toHaveCount(0);
    });
  });
}

test.describe('a story’s language, read from its words', () => {
  test('a story in Tagalog sent from the English page is shown as written in Filipino; the owner can write to the teller in it', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const m = marker();
    const res = await postForm(request, baseURL, '/connect?_action=story', {
      name: `Nena ${m}`,
      email: uniqueEmail('tagalog'),
      country: 'Hong Kong',
      story: `Labing-isang taon na akong nagtatrabaho sa Hong Kong. Hindi ko inakala na ganito kahirap ang malayo sa pamilya ko, pero kinaya ko para sa mga anak ko. ${m}`,
      consent: 'on',
      submissionId: await renderedSubmissionId(request, '/connect'),
      website: '',
    });
    expect(res.status()).toBe(200);
    await ownerSession.addTo(context, baseURL);

    await page.goto('/admin/stories?status=new');
    const item = page.getByRole('list', { name: 'Stories' }).getByRole('listitem').filter({ hasText: m });
    await expect(item).toContainText('Written in: Filipino · E-mails in: English');
    await item.getByRole('link', { name: 'Prepare for publishing' }).click();
    await expect(page.getByRole('region', { name: 'As the teller sent it' })).toContainText('Written inFilipino');
    await expect(page.getByText('The story is written in Filipino, but the teller’s e-mails are in English')).toBeVisible();
    await page.getByRole('combobox', { name: 'Write to the teller in' }).selectOption('Filipino');
    await page.getByRole('button', { name: 'Set language' }).click();
    await expect(page.getByRole('status')).toHaveText('The teller’s next e-mails will be written in the language you chose.');
    await expect(page.getByText('The teller wrote in Filipino, and their e-mails are in it.')).toBeVisible();
    expect(await query(`select language, detected_locale from stories where name = $1`, [`Nena ${m}`])).toEqual([{ language: 'fil', detected_locale: 'fil' }]);
  });
});

test('axe: the first page with what waits, the decline step, a story with its e-mails and an outbox message', async ({ page, context, baseURL }) => {
  test.slow();
  const m = marker();
  const story = await insertStory(m, 'waiting', { email: uniqueEmail(`refused-axe-${m}`) });
  const [held] = await query<{ id: string }>(
    // Four days old: it leads the list of what waits, whatever the other tests sent today.
    `insert into survey_responses (name, email, rating, feedback, submission_id, status, created_at)
     values ($1, 'axe@example.com', 2, 'Call 0917 123 4567', $2, 'held', now() - interval '4 days') returning id`,
    [`Agency ${m}`, randomUUID()],
  );
  const [mail] = await query<{ id: string }>(
    `insert into email_outbox (kind, recipient, recipient_key, subject, text_body, html_body, message_id, status, attempts, last_error, about_id)
     values ('story-review', 'refused@example.com', 'refused@example.com', 'Your story is ready: may we publish it?', 'Hi,', '<p>Hi,</p>', $1, 'queued', 2,
             'connect ECONNREFUSED 127.0.0.1:25', $2)
     returning id`,
    [`<${randomUUID()}@kwento.example>`, story.id],
  );
  await ownerSession.addTo(context, baseURL);
  for (const path of ['/admin', `/admin/stories/${story.id}`, `/admin/stories/${story.id}/decline`, `/admin/outbox/${mail!.id}`, '/admin/outbox', '/admin/signups']) {
    await page.goto(path);
    const { violations } = await axe(page).analyze();
    expect(
      violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) })),
      `axe violations on ${path}`,
    ).toEqual([]);
  }
  // The held review is answered on the first page itself.
  await page.goto('/admin');
  const item = page.getByRole('list', { name: 'Waiting for you' }).getByRole('listitem').filter({ hasText: `Agency ${m}` });
  await item.getByRole('button', { name: `Hide the review from Agency ${m}` }).click();
  await expect(page.getByRole('status')).toHaveText('The response is hidden from the public reviews.');
  await expect(page.getByRole('list', { name: 'Waiting for you' }).getByRole('listitem').filter({ hasText: `Agency ${m}` })).toHaveCount(0);
  expect(await query('select status from survey_responses where id = $1', [held!.id])).toEqual([{ status: 'hidden' }]);
});
