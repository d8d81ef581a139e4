import { closeDb, query } from './support/db.ts';
import { expect, renderedSubmissionId, test } from './support/client.ts';
import { postForm, uniqueEmail, uniqueMarker } from '../support/index.ts';
import { useOwnerSession } from './support/owner.ts';

test.afterAll(closeDb);

// One owner per worker, signed in once through the login form; each test puts the session cookie
// into its own browser context.
const ownerSession = useOwnerSession();

test('an enquiry posted without JavaScript from the Filipino contact page is stored as Filipino and shown so to the owner', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const name = `Rosa ${uniqueMarker()}`;
  const email = uniqueEmail('fil-enquiry');
  // The fields the Filipino page's form sends, its hidden language field included.
  const res = await postForm(request, baseURL, '/fil/contact?_action=contact', {
    submissionId: await renderedSubmissionId(request, '/fil/contact'),
    website: '',
    language: 'fil',
    name,
    email,
    phone: '+971 50 123 4567',
    service: 'others',
    message: 'Gusto ko pong magtanong tungkol sa partnership.',
  });
  expect(res.status()).toBe(200);
  expect(await query(`select language from contact_submissions where email = $1`, [email])).toEqual([{ language: 'fil' }]);
  const [reply] = await query<{ subject: string; text_body: string }>(`select subject, text_body from email_outbox where recipient = $1`, [email]);
  expect(reply?.subject).toBe('Natanggap namin ang inquiry mo: Iba pa');

  await ownerSession.addTo(context, baseURL);
  await page.goto('/admin/enquiries');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  await expect(row.getByRole('cell', { name: 'Filipino', exact: true })).toBeVisible();
  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^Filipino$/ })).toBeVisible();
});
