import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { closeDb, query } from './support/db.ts';
import { expect, holdRequests, renderedSubmissionId, test } from './support/client.ts';
import { postForm, uniqueEmail } from '../support/index.ts';

test.afterAll(closeDb);

// The spec's words, as the heading and the first line of the confirmation.
const SUCCESS = "Your message has been sent. We'll get back to you within 72 hours.";
const ACTION_URL = /\/_actions\/contact/;

function enquiryForm(page: Page) {
  return {
    heading: page.getByRole('heading', { name: 'Let us know how can we help you', level: 1 }),
    name: page.getByLabel('Name *', { exact: true }),
    email: page.getByLabel('Email *', { exact: true }),
    phone: page.getByLabel('Phone *', { exact: true }),
    service: page.getByRole('combobox', { name: 'Service *' }),
    message: page.getByLabel('Message *', { exact: true }),
    send: page.getByRole('button', { name: 'Send Message' }),
    success: page.getByRole('region', { name: 'Thank you!' }).filter({ hasText: SUCCESS }),
    /** The problems listed above the form, in order. */
    problems: page.getByRole('region', { name: 'There is a problem' }).getByRole('link'),
  };
}

type EnquiryForm = ReturnType<typeof enquiryForm>;

async function fillAll(f: EnquiryForm, email: string, message: string) {
  await f.name.fill('  Ana Reyes  ');
  await f.email.fill(email);
  await f.phone.fill('+63 917 123 4567');
  await f.service.selectOption({ label: 'Mobile App Development' });
  await f.message.fill(`  ${message}  `);
}

async function expectCleared(f: EnquiryForm) {
  await expect(f.name).toHaveValue('');
  await expect(f.email).toHaveValue('');
  await expect(f.phone).toHaveValue('');
  await expect(f.message).toHaveValue('');
  await expect(f.service).toHaveValue('full-stack-web-development');
  expect(await f.service.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent)).toBe(
    'Full Stack Web Development',
  );
}

const rowsFor = (email: string) =>
  query<{ name: string; email: string; phone: string; service: string; message: string; status: string }>(
    'select name, email, phone, service, message, status from contact_submissions where email = $1',
    [email],
  );

test.describe('contact form with JavaScript', () => {
  test('happy path: "Sending...", success message, form cleared, enquiry stored', async ({ page }) => {
    const email = uniqueEmail('contact');
    const message = `We need a website for our OFW cooperative in Dubai. ${randomUUID()}`;
    const server = await holdRequests(page, ACTION_URL);
    await page.goto('/contact');
    const f = enquiryForm(page);
    await expect(f.heading).toBeVisible();
    await expect(f.service).toHaveValue('full-stack-web-development');
    await fillAll(f, email, message);
    await f.send.click();

    const busy = page.getByRole('button', { name: 'Sending...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    await expect(f.success).toHaveCount(0);

    server.release();
    await expect(f.success).toBeVisible();
    await expect(f.send).toBeEnabled();
    await expectCleared(f);
    expect(await rowsFor(email)).toEqual([
      {
        name: 'Ana Reyes',
        email,
        phone: '+63 917 123 4567',
        service: 'mobile-app-development',
        message,
        status: 'new',
      },
    ]);
  });

  test('every field says what is missing, all at once and in order, and nothing is sent', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (r) => ACTION_URL.test(r.url()) && sent.push(r.url()));
    await page.goto('/contact');
    const f = enquiryForm(page);

    await f.send.click();
    await expect(f.problems).toHaveText([
      'Please enter your name.',
      'Please enter a valid email address.',
      'Please enter your phone number.',
      'Please enter your message.',
    ]);
    await expect(f.name).toHaveAccessibleDescription('Please enter your name.');
    await expect(f.email).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(f.phone).toHaveAccessibleDescription(/Please enter your phone number\./);
    await expect(f.message).toHaveAccessibleDescription('Please enter your message.');

    await f.name.fill('Ana Reyes');
    await f.email.fill('ana@localhost');
    await f.phone.fill('call me maybe');
    await f.send.click();
    await expect(f.problems).toHaveText([
      'Please enter a valid email address.',
      'Please enter a phone number using digits, spaces, +, - or brackets.',
      'Please enter your message.',
    ]);
    await expect(f.name).not.toHaveAccessibleDescription('Please enter your name.');
    await expect(f.phone).toHaveAccessibleDescription(/Please enter a phone number using digits, spaces, \+, - or brackets\./);

    await f.email.fill(uniqueEmail('contact-errors'));
    await f.phone.fill('+971 50 123 4567');
    await f.message.fill('   ');
    await f.send.click();
    await expect(f.problems).toHaveText(['Please enter your message.']);
    await expect(f.phone).not.toHaveAccessibleDescription(/Please enter a phone number/);
    await f.problems.click();
    await expect(f.message).toBeFocused();

    // The visitor's input is kept while they fix it, and no success is claimed.
    await expect(f.name).toHaveValue('Ana Reyes');
    await expect(f.phone).toHaveValue('+971 50 123 4567');
    await expect(f.success).toHaveCount(0);
    expect(sent).toHaveLength(0);
  });
});

test.describe('contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  async function submit(page: Page) {
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('_action=contact')),
      page.getByRole('button', { name: 'Send Message' }).click(),
    ]);
    await page.waitForLoadState();
    return response;
  }

  test('happy path: the page comes back with the success message and an empty form', async ({ page }) => {
    const email = uniqueEmail('contact-nojs');
    const message = `Interview guesting: I work as a caregiver in Taipei. ${randomUUID()}`;
    await page.goto('/contact');
    const f = enquiryForm(page);
    await fillAll(f, email, message);
    await f.service.selectOption({ label: 'Interview Guesting' });
    const response = await submit(page);
    expect(response.status()).toBe(200);
    await expect(f.success).toBeVisible();
    await expectCleared(f);
    expect(await rowsFor(email)).toEqual([
      expect.objectContaining({ name: 'Ana Reyes', service: 'interview-guesting', message }),
    ]);
  });

  test('a problem answers 400 and shows the message next to the field with what was typed', async ({ page }) => {
    const email = uniqueEmail('contact-nojs-bad');
    await page.goto('/contact');
    const f = enquiryForm(page);
    await fillAll(f, email, 'Please call me about advertising.');
    await f.service.selectOption({ label: 'Advertising' });
    await f.phone.fill('call me'); // the browser accepts any text in a phone field
    const response = await submit(page);
    expect(response.status()).toBe(400);
    await expect(f.phone).toHaveAccessibleDescription(
      /Please enter a phone number using digits, spaces, \+, - or brackets\./,
    );
    await expect(f.problems).toHaveText(['Please enter a phone number using digits, spaces, +, - or brackets.']);
    await expect(f.phone).toHaveValue('call me');
    await expect(f.email).toHaveValue(email);
    await expect(f.service).toHaveValue('advertising');
    await expect(f.message).toHaveValue('  Please call me about advertising.  ');
    await expect(f.success).toHaveCount(0);
    expect(await rowsFor(email)).toHaveLength(0);
  });

  test('a service that is not on the list is refused with 400 and not stored', async ({ request, baseURL }) => {
    const email = uniqueEmail('contact-service');
    const submissionId = await renderedSubmissionId(request, '/contact');
    const res = await postForm(request, baseURL, '/contact?_action=contact', {
      submissionId,
      website: '',
      name: 'Ana Reyes',
      email,
      phone: '+63 917 123 4567',
      service: 'crypto-trading',
      message: 'Please help.',
    });
    expect(res.status()).toBe(400);
    expect(await res.text()).toContain('Please choose one of the listed services.');
    expect(await rowsFor(email)).toHaveLength(0);
  });
});
