import { closeDb, query } from './support/db.ts';
import { expect, test } from './support/client.ts';
import { linkInMailbox } from './support/mailbox.ts';
import { signedInOwner, uniqueEmail } from '../support/index.ts';
import { E2E_DATA_DIR } from './support/e2e-server.ts';

// The footer's digest form works without JavaScript, and the mailed link opens a page whose
// button confirms (opening it changes nothing); a digest's unsubscribe link answers a one-click POST.

test.afterAll(closeDb);

const state = async (email: string) => (await query<{ state: string }>('select state from newsletter_subscriptions where lower(email) = lower($1)', [email]))[0]?.state;

test.describe('the weekly digest without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('subscribing from the footer of a page, then confirming on the mailed link’s page', async ({ page }) => {
    const email = uniqueEmail('digest');
    await page.goto('/blog');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Your e-mail for the digest').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter/);
    await expect(page.getByRole('region', { name: 'Check your inbox' })).toBeFocused();
    expect(await state(email)).toBe('pending');

    const link = await linkInMailbox(email, /https?:\/\/[^\s]+\/newsletter\/confirm\/[\w-]{43}/);
    await page.goto(new URL(link).pathname);
    await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
    expect(await state(email), 'opening the link changes nothing').toBe('pending');
    await page.getByRole('button', { name: 'Yes, subscribe me' }).click();
    await expect(page.getByRole('heading', { name: 'You are subscribed' })).toBeVisible();
    expect(await state(email)).toBe('confirmed');
  });

  test('the Filipino footer form answers in Filipino, and a bad address gets a 400 with its message', async ({ page }) => {
    await page.goto('/fil');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('E-mail mo para sa digest').fill(uniqueEmail('digest-fil'));
    await footer.getByRole('button', { name: 'Mag-subscribe' }).click();
    await expect(page).toHaveURL(/\/fil\/newsletter/);
    await expect(page.getByRole('region', { name: 'Tingnan ang inbox mo' })).toBeFocused();

    const answer = await page.request.post('/newsletter?_action=newsletterSubscribe', {
      form: { email: 'not an address', language: 'en', website: '' },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(answer.status()).toBe(400);
  });

  test('an unknown unsubscribe link: GET and POST both answer 404, and nothing breaks', async ({ page, request }) => {
    const token = 'a'.repeat(43);
    expect((await page.goto(`/newsletter/unsubscribe/${token}`))!.status()).toBe(404);
    // A mailbox provider's one-click POST carries no Origin.
    const oneClick = await request.post(`/newsletter/unsubscribe/${token}`, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(oneClick.status()).toBe(404);
  });
});

test('the owner’s newsletter page: subscribers by state and language, the schedule saved, a preview', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  const session = await signedInOwner(baseURL!, E2E_DATA_DIR);
  await context.addCookies([{ name: session.name, value: session.value, url: baseURL! }]);
  await query(
    "insert into newsletter_subscriptions (email, language, state, source, consent_text, consent_version, confirmed_at) values ($1, 'fil', 'confirmed', 'footer', 'x', 'v', now())",
    [uniqueEmail('owner-view')],
  );
  await page.goto('/admin/newsletter');
  await expect(page.getByRole('heading', { name: 'Newsletter', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Newsletter' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('region', { name: 'Subscribers by state and language' })).toContainText('Filipino');

  await page.getByLabel('Day').selectOption({ label: 'Monday' });
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByRole('status')).toContainText('The schedule is saved.');
  await expect(page.getByLabel('Day')).toHaveValue('1');

  await page.getByRole('link', { name: 'Preview in Filipino' }).click();
  // The preview's own line: the digests sent by other specs are listed further down with their subjects.
  await expect(page.getByRole('region', { name: 'Next digest' }).getByText(/^(Nothing new yet: no digest would go out now\.|Kwentong OFW ngayong linggo: \d+ bago \(\d+ items\))$/)).toBeVisible();
});
