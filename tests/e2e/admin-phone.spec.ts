import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { closeDb, query } from './support/db.ts';
import { expect, test } from './support/client.ts';
import { uniqueEmail, uniqueMarker } from '../support/index.ts';
import { useOwnerSession } from './support/owner.ts';
import { PHONE_ONLY } from './support/widths.ts';

// The owner answers from a phone: every list of the owner area fits a 375 px screen, a table's rows
// become cards with each cell labelled, and every row's status can be read without scrolling sideways.

test.afterAll(closeDb);

const ownerSession = useOwnerSession();

// What people paste into forms: addresses, links and words longer than a phone is wide.
const LONG_WORD = 'https://example.com/a/very/long/link/that/has/no/place/to/break/at/all/whatsoever';
const longEmail = (prefix: string) => uniqueEmail(`${prefix}-a-rather-long-mailbox-name-for-a-phone`);

async function seed(marker: string) {
  const [enquiry] = await query<{ id: string }>(
    `insert into contact_submissions (name, email, phone, service, message, submission_id)
     values ($1, $2, '+63 917 555 0101', 'web-renovation-migration', $3, $4) returning id`,
    // An address with nowhere to break a line.
    [`Maria Clara ${marker}`, `mailbox${randomUUID().replace(/-/g, '')}${randomUUID().replace(/-/g, '')}@example.com`, `Please move my site ${LONG_WORD} to a new host. ${marker}`, randomUUID()],
  );
  await query(
    `insert into contact_submissions (name, email, phone, service, message, status, submission_id)
     values ($1, $2, '0917 555 0102', 'advertising', 'Rates for a sponsored segment, please.', 'archived', $3)`,
    [`Jose ${marker}`, uniqueEmail('phone-enq2'), randomUUID()],
  );
  await query(
    `insert into stories (name, email, country, story, consent, submission_id) values ($1, $2, 'United Arab Emirates', $3, true, $4)`,
    [`Lito ${marker}`, longEmail('phone-story'), `I left Batangas for Dubai and kept a diary: ${LONG_WORD} ${marker}`, randomUUID()],
  );
  await query(`insert into survey_responses (email, rating, feedback, status, submission_id) values ($1, 4, $2, 'held', $3)`, [
    longEmail('phone-review'),
    `Great show, see ${LONG_WORD} ${marker}`,
    randomUUID(),
  ]);
  await query(`insert into ebook_signups (email, name, source) values ($1, $2, 'ebook_page')`, [longEmail('phone-signup'), `Nena ${marker}`]);
  await query(
    `insert into email_outbox (kind, recipient, recipient_key, subject, text_body, html_body, message_id, status, last_error, attempts)
     values ('enquiry-reply', $1, $1, $2, $3, '', $4, 'dead', $5, 1)`,
    [
      longEmail('phone-outbox'),
      `We received your enquiry: Web Renovation & Migration ${marker}`,
      `Hi,\n\n${LONG_WORD}`,
      `<${randomUUID()}@localhost>`,
      `550 5.1.1 <[address removed]>: Recipient address rejected: ${LONG_WORD}`,
    ],
  );
  await query(`insert into assistant_questions (question, answered) values ($1, false)`, [`Where can I read ${LONG_WORD}? ${marker}`]);
  // A correction the owner makes by hand: its new name and address are listed on the privacy page.
  await query(
    `insert into privacy_requests (kind, email, email_hash, state, new_name, new_email, confirmed_at, due_at)
     values ('correct', $1, $2, 'owner', $3, $4, now(), now() + interval '30 days')`,
    [longEmail('phone-privacy'), randomUUID(), `Maria Clara ${LONG_WORD}`, `mailbox${randomUUID().replace(/-/g, '')}@example.com`],
  );
  await query(
    `insert into newsletter_subscriptions (email, language, state, source, consent_text, consent_version, confirmed_at) values ($1, 'en', 'confirmed', 'footer', 'x', 'v', now())`,
    [`mailbox${randomUUID().replace(/-/g, '')}${randomUUID().replace(/-/g, '')}@example.com`],
  );
  return { enquiry: enquiry!.id };
}

/** How much wider than the screen the page is, and what on it scrolls sideways (a table in a scrolling box). */
const overflow = (page: Page) =>
  page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
    sideways: [...document.querySelectorAll('body *')]
      .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth && el.tagName !== 'TEXTAREA')
      .map((el) => `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? ''} (${el.scrollWidth} px in ${el.clientWidth} px)`),
  }));

/** Scrolled to, the element lies inside the screen: left, right, top and bottom. */
async function expectOnScreen(page: Page, element: Locator, what: string) {
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  const { width, height } = page.viewportSize()!;
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what}: right edge`).toBeLessThanOrEqual(width);
  expect(box!.y, `${what}: top edge`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${what}: bottom edge`).toBeLessThanOrEqual(height);
}

/** Each row's cell in the column named `column`, in a table found by its label. */
async function cellsOf(table: Locator, column: string): Promise<Locator[]> {
  const headers = await table.getByRole('columnheader').allTextContents();
  const index = headers.findIndex((h) => h.trim() === column);
  expect(index, `a "${column}" column`).toBeGreaterThanOrEqual(0);
  const rows = await table.getByRole('rowgroup').last().getByRole('row').all();
  return rows.map((row) => row.locator('td, th').nth(index));
}

test.describe('the owner area on a 375 px phone', PHONE_ONLY, () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('no owner page is wider than the screen', async ({ page, context, baseURL }) => {
    test.slow();
    const { enquiry } = await seed(uniqueMarker());
    await ownerSession.addTo(context, baseURL);
    const tooWide: string[] = [];
    for (const path of [
      '/admin',
      '/admin/responses',
      '/admin/reviews',
      '/admin/enquiries',
      `/admin/enquiries/${enquiry}`,
      '/admin/signups',
      '/admin/stories',
      '/admin/questions',
      '/admin/synonyms',
      '/admin/outbox',
      '/admin/articles',
      '/admin/media',
      '/admin/newsletter',
      '/admin/privacy',
      '/admin/backup-codes',
    ]) {
      await page.goto(path);
      const { scroll, client, sideways } = await overflow(page);
      if (scroll > client) tooWide.push(`${path} is ${scroll} px wide on a ${client} px screen`);
      tooWide.push(...sideways.map((what) => `${path}: ${what} scrolls sideways`));
    }
    expect(tooWide).toEqual([]);
  });

  test('each enquiry is a card whose status is on screen, every cell labelled by its column', async ({ page, context, baseURL }) => {
    const marker = uniqueMarker();
    await seed(marker);
    await ownerSession.addTo(context, baseURL);
    await page.goto('/admin/enquiries');
    const table = page.getByRole('region', { name: 'Enquiries table' }).getByRole('table');
    const statuses = await cellsOf(table, 'Status');
    expect(statuses.length).toBeGreaterThanOrEqual(2);
    for (const [i, status] of statuses.entries()) await expectOnScreen(page, status, `the status of enquiry ${i + 1}`);

    // One of ours: its status reads "archived" beside the visible word "Status".
    const row = table.getByRole('row').filter({ hasText: `Jose ${marker}` });
    const cell = row.getByRole('cell').filter({ hasText: 'archived' });
    await expectOnScreen(page, cell, 'the archived status');
    expect(await cell.evaluate((td) => getComputedStyle(td, '::before').content)).toContain('Status');
    await expectOnScreen(page, row.getByRole('link', { name: `Jose ${marker}` }), 'the name that opens the enquiry');
  });

  test('the statuses of stories, messages and media sources are on screen', async ({ page, context, baseURL }) => {
    const marker = uniqueMarker();
    await seed(marker);
    await ownerSession.addTo(context, baseURL);

    await page.goto('/admin/stories');
    const story = page.getByRole('list', { name: 'Stories' }).getByRole('listitem').filter({ hasText: marker });
    await expectOnScreen(page, story.getByText('new', { exact: true }), 'the story’s status');

    await page.goto('/admin/outbox');
    const message = page.getByRole('article', { name: new RegExp(marker) });
    await expectOnScreen(page, message.getByText('dead', { exact: true }), 'the message’s status');

    await page.goto('/admin');
    const media = page.getByRole('region', { name: 'Media sync table' }).getByRole('table');
    if (await media.count()) for (const status of await cellsOf(media, 'Status')) await expectOnScreen(page, status, 'a media source’s status');
  });
});
