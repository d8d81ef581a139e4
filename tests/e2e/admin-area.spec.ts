import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { ElementHandle, Locator, Page } from '@playwright/test';
import { closeDb, query } from './support/db.ts';
import { expect, renderedSubmissionId, test } from './support/client.ts';
import { postForm, uniqueAddress, uniqueEmail, uniqueMarker } from '../support/index.ts';
import { useOwnerSession } from './support/owner.ts';
import { withCookiesAccepted } from './support/visitor.ts';
import { axe } from './support/axe.ts';
import { linkInMailbox } from './support/mailbox.ts';

test.afterAll(closeDb);

// One owner per worker, signed in once through the login form (a TOTP code signs in only once);
// each test puts the session cookie into its own browser context.
const ownerSession = useOwnerSession();

const cookieHeader = () => ownerSession.cookie();

async function downloadCsv(page: Page, scope: Page | ReturnType<Page['locator']> = page): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), scope.getByRole('link', { name: 'Export CSV' }).click()]);
  const file = await download.path();
  return fs.readFileSync(file, 'utf8');
}

/** The card at the top of the owner's list of responses, if any: those that arrive later go above it. */
async function topCard(list: Locator): Promise<ElementHandle | null> {
  const cards = list.getByRole('listitem');
  return (await cards.count()) ? cards.first().elementHandle() : null;
}

/**
 * Waits for the card holding `text` in the owner's live list and checks it came in above `olderTop`.
 * Not simply the first card: another spec's visitor may have sent a survey just after, whose card then
 * sits above it.
 */
async function expectArrivedOnTop(list: Locator, olderTop: ElementHandle | null, text: string, timeout: number) {
  const card = list.getByRole('listitem').filter({ hasText: text });
  await expect(card).toBeVisible({ timeout });
  if (olderTop) {
    expect(await card.evaluate((el, older) => Boolean(el.compareDocumentPosition(older) & Node.DOCUMENT_POSITION_FOLLOWING), olderTop)).toBe(true);
  }
  return card;
}

test.describe('survey responses', () => {
  test('a visitor’s survey appears at the top of the owner’s list within 2 seconds, without a reload', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    await ownerSession.addTo(context, baseURL);
    await page.goto('/admin/responses');
    await expect(page.getByRole('heading', { name: 'Survey Responses', level: 1 })).toBeVisible();
    const countLine = page.getByText(/^\d+ response\(s\) received$/);
    const countShown = async () => Number((await countLine.textContent())!.split(' ')[0]);
    const before = await countShown();
    await expect(page.getByText('Live: new responses appear here as they arrive.')).toBeVisible();
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    const list = page.getByRole('list', { name: 'Responses' });
    const olderTop = await topCard(list);

    // A visitor, in another browser, fills in the survey.
    const visitor = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': uniqueAddress() } });
    await withCookiesAccepted(visitor, baseURL);
    const visitorPage = await visitor.newPage();
    const email = uniqueEmail('live');
    const feedback = `Live from the survey ${uniqueMarker()}`;
    await visitorPage.goto('/survey');
    await visitorPage.getByLabel('Name (optional)', { exact: true }).fill('Rosa Live');
    await visitorPage.getByLabel('Email *', { exact: true }).fill(email);
    // The radios are visually hidden under their stars: choose with the keyboard, as a radio group works.
    const stars = visitorPage.getByRole('group', { name: 'Rating *' });
    await stars.getByRole('radio', { name: '4 stars', exact: true }).focus();
    await visitorPage.keyboard.press('Space');
    await expect(stars.getByRole('radio', { name: '4 stars', exact: true })).toBeChecked();
    await visitorPage.getByLabel('Feedback *', { exact: true }).fill(feedback);
    await visitorPage.getByLabel('Which episode or story has been your favourite, and why?').fill('The seafarers episode.');
    await visitorPage.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(visitorPage.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

    const card = await expectArrivedOnTop(list, olderTop, feedback, 2000);
    await expect(card.getByRole('heading', { name: 'Rosa Live' })).toBeVisible();
    await expect(card).toContainText('4/5');
    await expect(card.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(card).toContainText(email);
    await expect(card).toContainText('The seafarers episode.');
    await expect(card.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4} at \d{1,2}:\d{2} (AM|PM)$/);
    // Counted too: at least this one more (other specs' visitors may be posting at the same time).
    await expect.poll(countShown).toBeGreaterThanOrEqual(before + 1);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await visitor.close();
  });

  test('"Loading survey responses..." shows while the live list connects; when it cannot load, the owner is told', async ({ page, context, baseURL }) => {
    await ownerSession.addTo(context, baseURL);
    let fail!: () => void;
    const held = new Promise<void>((resolve) => (fail = resolve));
    await page.route('**/admin/responses/stream**', async (route) => {
      await held;
      await route.fulfill({ status: 500, body: '' });
    });
    await page.goto('/admin/responses');
    await expect(page.getByRole('status').filter({ hasText: 'Loading survey responses...' })).toBeVisible();
    fail();
    const alert = page.getByRole('alert').filter({ hasText: 'Error Loading Responses' });
    await expect(alert).toContainText('Failed to load survey responses. Please try again.');
    await expect(page.getByRole('status').filter({ hasText: 'Live updates stopped. Reload the page to see new responses.' })).toBeVisible();
  });

  test('the owner hides a response from the public reviews and shows it again', async ({ page, context, request, baseURL }) => {
    const feedback = `Hide me please ${uniqueMarker()}`;
    const res = await postForm(request, baseURL, '/survey?_action=survey', {
      submissionId: await renderedSubmissionId(request, '/survey'),
      website: '',
      email: uniqueEmail('hide'),
      rating: '2',
      feedback,
    });
    expect(res.status()).toBe(200);
    await ownerSession.addTo(context, baseURL);
    await page.goto('/admin/responses');
    const card = () => page.getByRole('listitem').filter({ hasText: feedback });
    await expect(card()).toContainText('Anonymous');
    await card().getByRole('button', { name: 'Hide from public reviews' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The response is hidden from the public reviews.' })).toBeVisible();
    await expect(card()).toContainText('Hidden from public reviews');
    expect(await query(`select status from survey_responses where feedback = $1`, [feedback])).toEqual([{ status: 'hidden' }]);
    const home = await request.get('/');
    expect(await home.text()).not.toContain(feedback);

    await card().getByRole('button', { name: 'Show in public reviews' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The response is shown in the public reviews.' })).toBeVisible();
    expect(await query(`select status from survey_responses where feedback = $1`, [feedback])).toEqual([{ status: 'published' }]);
  });

  test('"Export CSV" holds what was submitted, with a formula-looking value neutralised', async ({ page, context, request, baseURL }) => {
    const email = uniqueEmail('csv');
    const marker = uniqueMarker();
    const feedback = `=HYPERLINK("http://evil.example/${marker}","Click, me")`;
    const res = await postForm(request, baseURL, '/survey?_action=survey', {
      submissionId: await renderedSubmissionId(request, '/survey'),
      website: '',
      email,
      name: `@Lola ${marker}`,
      rating: '5',
      feedback,
      interviewSuggestions: 'More on "remittances", please',
    });
    expect(res.status()).toBe(200);

    await ownerSession.addTo(context, baseURL);
    await page.goto('/admin/responses');
    const csv = await downloadCsv(page);
    const line = csv.split('\r\n').find((l) => l.includes(email));
    expect(line).toBeDefined();
    expect(line).toContain(`'@Lola ${marker}`);
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example/${marker}"",""Click, me"")"`);
    expect(line).toContain('"More on ""remittances"", please"');
    expect(line).toContain(',5,');

    const direct = await request.get('/admin/responses/export.csv', { headers: { Cookie: cookieHeader() } });
    expect(direct.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(direct.headers()['cache-control']).toContain('no-store');
    expect(direct.headers()['content-disposition']).toMatch(/^attachment; filename="kwento-survey-responses-\d{4}-\d\d-\d\d\.csv"$/);
  });
});

test.describe('enquiries, signups and stories', () => {
  const insertEnquiry = (name: string, message: string) =>
    query<{ id: string }>(
      `insert into contact_submissions (name, email, phone, service, message, submission_id)
       values ($1, $2, '+63 917 555 0101', 'interview-guesting', $3, $4) returning id`,
      [name, uniqueEmail('enq'), message, randomUUID()],
    );

  test('search an enquiry, open it, and move it from new to replied to archived; export the search', async ({ page, context, baseURL }) => {
    const word = `kwentoword${randomUUID().slice(0, 6)}`;
    await insertEnquiry(`Mario ${word}`, `I would like to be interviewed about ${word}.`);
    await insertEnquiry('Someone Else', 'An unrelated enquiry about advertising.');
    await ownerSession.addTo(context, baseURL);
    await page.goto('/admin/enquiries');
    await page.getByRole('searchbox', { name: 'Search name, email or message' }).fill(word);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('1 enquiry found')).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).not.toContainText('Someone Else');

    const csv = await downloadCsv(page);
    expect(csv).toContain(`Mario ${word}`);
    expect(csv).toContain("'+63 917 555 0101");
    expect(csv).not.toContain('Someone Else');

    await table.getByRole('link', { name: `Mario ${word}` }).click();
    await expect(page.getByRole('heading', { name: `Mario ${word}`, level: 1 })).toBeVisible();
    await expect(page.getByText('Interview Guesting', { exact: true })).toBeVisible();
    await expect(page.locator('main')).toContainText('new');
    await page.getByRole('button', { name: 'Mark as replied' }).click();
    await expect(page.getByRole('status')).toHaveText('Status updated.');
    await expect(page.locator('main')).toContainText('replied');
    await page.getByRole('button', { name: 'Archive' }).click();
    await expect(page.locator('main')).toContainText('archived');
    expect(await query(`select status from contact_submissions where name = $1`, [`Mario ${word}`])).toEqual([{ status: 'archived' }]);
  });

  test('open a story to prepare it, and decline it; export stories and e-book signups', async ({ page, context, baseURL }) => {
    const marker = uniqueMarker();
    const story = `I left Batangas for Dubai in 2015 and learned so much along the way. ${marker}`;
    const [row] = await query<{ id: string }>(
      `insert into stories (name, email, country, story, interview_ok, consent, submission_id) values ($1, $2, 'UAE', $3, true, true, $4) returning id`,
      [`Lito ${marker}`, uniqueEmail('story'), story, randomUUID()],
    );
    const signupEmail = uniqueEmail('signup');
    await query(`insert into ebook_signups (email, name, source) values ($1, $2, 'popup')`, [signupEmail, `Nena ${marker}`]);
    await ownerSession.addTo(context, baseURL);

    await page.goto('/admin/stories');
    const item = () => page.getByRole('list', { name: 'Stories' }).getByRole('listitem').filter({ hasText: marker });
    await expect(item()).toContainText('from UAE');
    await expect(item().getByRole('link', { name: 'Prepare for publishing' })).toHaveAttribute('href', `/admin/stories/${row!.id}`);
    await item().getByRole('link', { name: 'Decline' }).click();
    await page.getByRole('checkbox', { name: 'Send the teller this note' }).uncheck();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status')).toHaveText('Story declined. No note was sent to the teller.');
    expect(await query(`select status from stories where name = $1`, [`Lito ${marker}`])).toEqual([{ status: 'declined' }]);
    await page.getByRole('link', { name: 'Back to stories' }).click();
    expect(await downloadCsv(page)).toContain(story);

    await page.getByRole('navigation', { name: 'Owner area' }).getByRole('link', { name: 'Signups' }).click();
    await expect(page.getByRole('table')).toContainText(signupEmail);
    await expect(page.getByRole('table')).toContainText('Home page pop-up');
    expect(await downloadCsv(page)).toContain(`${signupEmail},Nena ${marker},popup`);
  });

  test('the overview counts submissions, draws the two charts and runs "Sync now"', async ({ page, context, baseURL }) => {
    await ownerSession.addTo(context, baseURL);
    await page.goto('/admin');
    const counts = page.getByRole('table').first();
    for (const form of ['Survey responses', 'Enquiries', 'E-book signups', 'Stories']) {
      await expect(counts.getByRole('rowheader', { name: form })).toBeVisible();
    }
    await expect(counts.getByRole('columnheader', { name: 'Last 7 days' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Ratings' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Submissions per week (last 8 weeks)' })).toBeVisible();
    await expect(page.getByText(/^Average rating: (\d\.\d \/ 5 \(\d+ ratings?\)|no ratings yet)$/)).toBeVisible();
    await page.getByRole('button', { name: 'Sync now' }).click();
    await expect(page).toHaveURL(/\/admin\?synced=/);
    await expect(page.getByRole('status')).toBeVisible();
  });
});

test('the owner pages have no axe violations (WCAG 2.1 A and AA)', async ({ page, context, baseURL, request }) => {
  test.slow(); // ten pages, each analysed in the browser
  const check = async (label: string) => {
    const { violations } = await axe(page).analyze();
    expect(
      violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) })),
      `axe violations on ${label}`,
    ).toEqual([]);
  };
  await page.goto('/admin/login');
  await check('/admin/login');
  await ownerSession.addTo(context, baseURL);
  const [enquiry] = await query<{ id: string }>(
    `insert into contact_submissions (name, email, phone, service, message, submission_id)
     values ('Axe Check', 'axe@example.com', '12345', 'others', 'Checking the detail page.', $1) returning id`,
    [randomUUID()],
  );
  const [story] = await query<{ id: string }>(
    `insert into stories (name, email, country, story, consent, submission_id) values ('Axe Check', 'axe@example.com', 'UAE', $1, true, $2) returning id`,
    ['Checking the page where the owner prepares a story for publishing.', randomUUID()],
  );
  await request.post('/assistant', { data: { question: 'Where can I learn to play the ukulele?' }, headers: { Origin: new URL(baseURL!).origin } });
  for (const path of [
    '/admin',
    '/admin/responses',
    '/admin/reviews',
    '/admin/enquiries',
    `/admin/enquiries/${enquiry!.id}`,
    '/admin/signups',
    '/admin/stories',
    `/admin/stories/${story!.id}`,
    '/admin/questions',
    '/admin/synonyms',
    '/admin/media',
    '/admin/backup-codes',
  ]) {
    await page.goto(path);
    await check(path);
  }
});

test.describe('questions visitors ask', () => {
  test('a question asked in the chat reaches the owner’s list, counted, and without an answer it is listed as an idea', async ({
    page,
    context,
    baseURL,
    browser,
  }) => {
    const unanswerable = `Kailan po ang concert ng zzyzx ${randomUUID().slice(0, 6)}?`;
    const visitor = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': uniqueAddress() } });
    await withCookiesAccepted(visitor, baseURL);
    const visitorPage = await visitor.newPage();
    // Not the home page: its e-book pop-up would open over the chat.
    await visitorPage.goto('/blog');
    await visitorPage.getByRole('button', { name: /open chat/i }).click();
    const dialog = visitorPage.getByRole('dialog', { name: 'OFW assistant' });
    await dialog.getByRole('button', { name: 'How do I start saving?' }).click();
    await expect(dialog.locator('blockquote')).toBeVisible({ timeout: 5_000 });
    for (const question of [unanswerable, unanswerable.toUpperCase()]) {
      await dialog.getByRole('textbox', { name: 'Message' }).fill(question);
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(dialog.getByRole('textbox', { name: 'Message' })).toBeEnabled({ timeout: 5_000 });
    }
    await visitor.close();

    await ownerSession.addTo(context, baseURL);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Owner area' }).getByRole('link', { name: 'Questions' }).click();
    await expect(page.getByRole('heading', { name: 'Questions visitors ask', level: 1 })).toBeVisible();
    const frequent = page.getByRole('region', { name: 'Most frequent questions' });
    await expect(frequent.getByRole('row').filter({ hasText: 'How do I start saving?' })).toContainText('Yes');
    const unanswered = page.getByRole('region', { name: 'Questions without a good answer' });
    const row = unanswered.getByRole('row').filter({ hasText: new RegExp(unanswerable.replace(/[?]/g, '\\?'), 'i') });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').nth(1)).toHaveText('2');
    expect(await query(`select * from assistant_questions where question ilike $1`, [`%${unanswerable.slice(-8)}%`])).toHaveLength(2);
  });
});

test.describe('outbox', () => {
  test('a receipt the mail server refused: the owner reads it as dead, without the address in its error, and queues it again with "Retry"', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const marker = uniqueMarker();
    // The e2e mail server refuses every address starting with "refused", as a real one refuses an unknown mailbox.
    const email = uniqueEmail(`refused-${marker}`);
    const res = await postForm(request, baseURL, '/connect?_action=story', {
      name: `Rosa ${marker}`,
      email,
      country: 'Japan',
      story: `I came to Osaka as a caregiver in 2018 and learned the language one shift at a time. ${marker}`,
      interviewOk: 'on',
      consent: 'on',
      submissionId: await renderedSubmissionId(request, '/connect'),
      website: '',
    });
    expect(res.status()).toBe(200);
    const status = async () => (await query<{ status: string }>('select status from email_outbox where recipient = $1', [email]))[0]?.status;
    await expect.poll(status, { timeout: 15_000 }).toBe('dead');

    await ownerSession.addTo(context, baseURL);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Owner area' }).getByRole('link', { name: 'Outbox' }).click();
    const message = page.getByRole('article', { name: `We received your story to ${email}` });
    await expect(message).toContainText('dead');
    await expect(message).toContainText('Recipient address rejected');
    await expect(message).toContainText('<[address removed]>');
    await expect(message.getByRole('definition').filter({ hasText: 'Recipient address rejected' })).not.toContainText(email);
    await message.getByText('Show the message').click();
    // The receipt says what arrived, never what the visitor typed (their name included).
    await expect(message).toContainText('We received a story through the "Share your story" form');
    await expect(message).not.toContainText(`Rosa ${marker}`);
    await message.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('status')).toHaveText('The message is queued again.');
    await expect.poll(async () => (await query<{ attempts: number }>('select attempts from email_outbox where recipient = $1', [email]))[0]?.attempts, { timeout: 15_000 }).toBe(2);
    await expect.poll(status, { timeout: 15_000 }).toBe('dead');
  });

  test('an e-book mail: its download link is only in the reader’s mailbox, never on an owner page', async ({ page, context, baseURL, request }) => {
    const email = uniqueEmail('private-link');
    expect((await postForm(request, baseURL, '/ebook?_action=ebook', { source: 'ebook_page', website: '', email, name: '' })).status()).toBe(200);
    const link = await linkInMailbox(email, new RegExp(`${baseURL}/ebook/download/[\\w-]{43}`));
    const token = link.split('/').pop()!;
    expect((await request.get(link)).headers()['content-type']).toBe('application/pdf');

    await ownerSession.addTo(context, baseURL);
    for (const path of ['/admin', '/admin/outbox', '/admin/signups', '/admin/signups/export.csv']) {
      const answer = await page.request.get(path, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(200);
      expect(await answer.text(), path).not.toContain(token);
    }
    await page.goto('/admin/outbox');
    const message = page.getByRole('article', { name: `Your free Kwentong OFW e-book to ${email}` });
    await expect(message).toContainText('sent');
    await message.getByText('Show the message').click();
    await expect(message).toContainText('Download it here (the link works for 7 days): [private link, sent only to the recipient]');
    // Nor does any row of the database.
    const rows = await query<{ row: string }>(`select o::text as row from email_outbox o union all select l::text from ebook_links l`);
    expect(rows.map((r) => r.row).join('\n')).not.toContain(token);

    // Past EMAIL_BODY_DAYS the daily job empties the text; the owner sees that it was removed.
    await query(`update email_outbox set text_body = '', html_body = '', purged_at = now() where recipient = $1`, [email]);
    await page.reload();
    await expect(message).toContainText(/The message text was removed on .+: the outbox keeps it 30 days after sending\./);
    await expect(message.getByText('Show the message')).toHaveCount(0);
  });
});

test.describe('owner-area forms are Astro Actions', () => {
  const insertResponse = async (feedback: string) =>
    (
      await query<{ id: string }>(
        `insert into survey_responses (email, rating, feedback, submission_id) values ($1, 3, $2, $3) returning id`,
        [uniqueEmail('action'), feedback, randomUUID()],
      )
    )[0]!.id;
  const statusOf = async (id: string) => (await query<{ status: string }>('select status from survey_responses where id = $1', [id]))[0]?.status;

  test('without an owner session every action is refused: 401 from /_actions, the login page for a form post', async ({ request, baseURL }) => {
    const id = await insertResponse(`No session ${uniqueMarker()}`);
    const actions = {
      setReviewStatus: { id, status: 'hidden' },
      setReviewMode: { mode: 'hold' },
      setEnquiryStatus: { id, status: 'archived' },
      setStoryStatus: { id, status: 'approved' },
      retryEmail: { id },
      syncMedia: {},
      addSynonyms: { terms: 'kalesa, horse cart' },
      removeSynonyms: { id },
    };
    for (const [name, fields] of Object.entries(actions)) {
      const rpc = await postForm(request, baseURL, `/_actions/admin.${name}`, fields);
      expect(rpc.status(), name).toBe(401);
      expect(await rpc.text(), name).not.toContain(id);
      const forged = await postForm(request, baseURL, `/_actions/admin.${name}`, fields, { Cookie: 'kwento-admin.session_token=forged.value' });
      expect(forged.status(), `${name} with a made-up cookie`).toBe(401);
    }
    const page = await postForm(request, baseURL, '/admin/responses?_action=admin.setReviewStatus', actions.setReviewStatus);
    expect(page.status()).toBe(303);
    expect(page.headers()['location']).toBe('/admin/login');
    expect(await statusOf(id)).toBe('published');
  });

  test('an unknown field or a bad value gets HTTP 400 with the failure shown, and changes nothing; a cross-site post gets 403', async ({
    request,
    baseURL,
  }) => {
    const id = await insertResponse(`Strict ${uniqueMarker()}`);
    const cookie = { Cookie: cookieHeader() };
    for (const [fields, message] of [
      [{ id, status: 'hidden', extra: 'x' }, 'Unexpected field: extra'],
      [{ id, status: 'maybe' }, 'Choose whether to show or hide the response.'],
      [{ id: 'not-an-id', status: 'hidden' }, 'That response does not exist.'],
      [{ status: 'hidden' }, 'Select at least one response.'],
    ] as const) {
      const res = await postForm(request, baseURL, '/admin/responses?_action=admin.setReviewStatus', fields, cookie);
      expect(res.status(), JSON.stringify(fields)).toBe(400);
      expect(await res.text()).toContain(message);
    }
    const rpc = await postForm(request, baseURL, '/_actions/admin.setStoryStatus', { id, status: 'replied' }, cookie);
    expect(rpc.status()).toBe(400);
    expect(await rpc.text()).toContain('Unknown story status.');
    const crossSite = await postForm(request, baseURL, '/admin/responses?_action=admin.setReviewStatus', { id, status: 'hidden' }, {
      ...cookie,
      Origin: 'https://evil.example',
    });
    expect(crossSite.status()).toBe(403);
    expect(await statusOf(id)).toBe('published');

    const done = await postForm(request, baseURL, '/admin/responses?_action=admin.setReviewStatus', { id, status: 'hidden' }, cookie);
    expect(done.status()).toBe(303);
    expect(done.headers()['location']).toBe('/admin/responses?updated=hidden&count=1');
    expect(await statusOf(id)).toBe('hidden');
  });
});

test.describe('the owner area without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the responses list is complete without the live stream; hide a response, decline a story and run "Sync now"', async ({
    page,
    context,
    baseURL,
  }) => {
    const marker = uniqueMarker();
    await query(`insert into survey_responses (email, rating, feedback, submission_id) values ($1, 5, $2, $3)`, [
      uniqueEmail('nojs'),
      `Without scripts ${marker}`,
      randomUUID(),
    ]);
    await query(
      `insert into stories (name, email, country, story, interview_ok, consent, submission_id) values ($1, $2, 'Japan', $3, false, true, $4)`,
      [`Ana ${marker}`, uniqueEmail('nojs-story'), `I worked in Osaka for six years and sent my children to school. ${marker}`, randomUUID()],
    );
    await ownerSession.addTo(context, baseURL);

    await page.goto('/admin/responses');
    const card = page.getByRole('list', { name: 'Responses' }).getByRole('listitem').filter({ hasText: marker });
    await expect(card).toContainText('5/5');
    await expect(page.getByText('Loading survey responses...')).toBeHidden();
    await card.getByRole('button', { name: 'Hide from public reviews' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The response is hidden from the public reviews.' })).toBeVisible();
    await expect(card).toContainText('Hidden from public reviews');

    await page.goto('/admin/stories?status=new');
    const story = page.getByRole('list', { name: 'Stories' }).getByRole('listitem').filter({ hasText: marker });
    await story.getByRole('link', { name: 'Decline' }).click();
    await expect(page.getByRole('heading', { name: 'Decline this story?', level: 1 })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Send the teller this note' }).uncheck();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status')).toHaveText('Story declined. No note was sent to the teller.');
    await expect(page).toHaveURL(/\/admin\/stories\/[\da-f-]{36}\?updated=declined&note=none$/);
    expect(await query(`select status from stories where name = $1`, [`Ana ${marker}`])).toEqual([{ status: 'declined' }]);

    await page.goto('/admin');
    await page.getByRole('button', { name: 'Sync now' }).click();
    await expect(page).toHaveURL(/\/admin\?synced=\d+-\d+$/);
    await expect(page.getByRole('status')).toContainText(/Media sync finished|No media source is configured/);
  });
});

test.describe('synonyms for search, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the owner adds a group that search uses at once, is told when a group is refused, and removes it', async ({ page, context, baseURL }) => {
    const marker = `zq${randomUUID().slice(0, 6)}`;
    await ownerSession.addTo(context, baseURL);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Owner area' }).getByRole('link', { name: 'Synonyms' }).click();
    await expect(page.getByRole('heading', { name: 'Synonyms for search' })).toBeVisible();
    // The topics' groups the site starts with.
    await expect(page.getByRole('region', { name: 'Synonym groups' })).toContainText('padala, remittance, send money');

    const field = page.getByRole('textbox', { name: 'Words or phrases that mean the same, separated by commas' });
    await field.fill(marker);
    await page.getByRole('button', { name: 'Add group' }).click();
    await expect(page.getByRole('alert')).toHaveText('Enter at least two words or phrases that mean the same, separated by commas.');
    await expect(field).toHaveValue(marker);

    await field.fill(`${marker}, Homesickness`);
    await page.getByRole('button', { name: 'Add group' }).click();
    await expect(page).toHaveURL(/\/admin\/synonyms\?updated=added$/);
    await expect(page.getByRole('status')).toHaveText('The group is added: searches and the assistant use it now.');
    const row = page.getByRole('row').filter({ hasText: marker });
    await expect(row).toContainText(`${marker}, homesickness`);

    await page.goto(`/search?q=${marker}`);
    await expect(page.getByRole('main').getByRole('link', { name: 'Handling Homesickness and Loneliness' })).toBeVisible();

    await page.goto('/admin/synonyms');
    await page.getByRole('textbox', { name: 'Words or phrases that mean the same, separated by commas' }).fill(`homesickness, ${marker}`);
    await page.getByRole('button', { name: 'Add group' }).click();
    await expect(page.getByRole('alert')).toHaveText('Those words are already a group.');

    await page.getByRole('row').filter({ hasText: marker }).getByRole('button', { name: /^Remove/ }).click();
    await expect(page.getByRole('status')).toHaveText('The group is removed.');
    await expect(page.getByRole('row').filter({ hasText: marker })).toHaveCount(0);
    await page.goto(`/search?q=${marker}`);
    await expect(page.getByText(`Nothing on the site matches “${marker}”.`)).toBeVisible();
  });
});

test('the live list reconnects after its stream drops and still shows a new response within seconds', async ({ page, context, request, baseURL }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  await ownerSession.addTo(context, baseURL);
  // The first connection ends at once, as when a proxy or the network drops it.
  await page.route(
    '**/admin/responses/stream**',
    (route) => route.fulfill({ status: 200, headers: { 'Content-Type': 'text/event-stream' }, body: 'retry: 500\n: connected\n\n' }),
    { times: 1 },
  );
  await page.goto('/admin/responses');
  await expect(page.getByRole('status').filter({ hasText: 'Live: new responses appear here as they arrive.' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Responses' });
  const olderTop = await topCard(list);

  const feedback = `After the reconnect ${uniqueMarker()}`;
  const res = await postForm(request, baseURL, '/survey?_action=survey', {
    submissionId: await renderedSubmissionId(request, '/survey'),
    website: '',
    email: uniqueEmail('reconnect'),
    rating: '5',
    feedback,
  });
  expect(res.status()).toBe(200);
  const card = await expectArrivedOnTop(list, olderTop, feedback, 5000);
  await expect(card.getByRole('button', { name: 'Hide from public reviews' })).toBeVisible();
  // The island hydrated without a mismatch (React reports those on the console).
  expect(problems).toEqual([]);
});
