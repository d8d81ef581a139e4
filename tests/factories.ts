import pg from 'pg';
import { getPool } from '../src/platform/db/client.ts';

/** A form body as the browser POSTs it: every value a string, empty fields sent as ''. */
export type FormBody = Record<string, string>;

export const validSurvey = (overrides: FormBody = {}): FormBody => ({
  email: 'maria.santos@example.com',
  rating: '5',
  feedback: 'The interviews helped me prepare for my first contract abroad.',
  name: 'Maria Santos',
  interviewExperience: '',
  interviewSuggestions: '',
  interviewFavorite: '',
  submissionId: crypto.randomUUID(),
  website: '',
  ...overrides,
});

export const validEnquiry = (overrides: FormBody = {}): FormBody => ({
  name: 'Jose Reyes',
  email: 'jose.reyes@example.com',
  phone: '+63 (2) 8123-4567',
  service: 'advertising',
  message: 'We would like to sponsor an episode about remittances.',
  submissionId: crypto.randomUUID(),
  website: '',
  ...overrides,
});

/** Each call uses a new address, since the e-book list keeps one row per address. */
export const validEbook = (overrides: FormBody = {}): FormBody => ({
  email: `reader-${crypto.randomUUID()}@example.com`,
  name: 'Ana Cruz',
  source: 'ebook_page',
  website: '',
  ...overrides,
});

export const validStory = (overrides: FormBody = {}): FormBody => ({
  name: 'Liza Dela Cruz',
  email: 'liza@example.com',
  country: 'Saudi Arabia',
  story: 'I left Batangas in 2015 to work as a nurse in Riyadh, and I want to share what the first year was like.',
  interviewOk: 'on',
  consent: 'on',
  submissionId: crypto.randomUUID(),
  website: '',
  ...overrides,
});

/**
 * Empties every table the forms and the rate limiter write to. A job still finishing the previous
 * test's work (a mail marked sent, a notification) can lock two of these tables in the other order;
 * PostgreSQL then ends one side with a deadlock error, and the truncate is simply tried again.
 */
export async function truncateAll(): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await getPool().query(
        'truncate table survey_responses, contact_submissions, ebook_signups, ebook_links, stories, story_links, rate_limits, email_outbox, owner_notifications, privacy_requests, privacy_links, email_suppressions, newsletter_subscriptions, newsletter_links, newsletter_digests, newsletter_settings',
      );
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt === 5) throw error;
    }
  }
}

/**
 * Runs `sql` on this file's database as the admin role (tests/setup/database.ts): what only a
 * migration may do, such as creating a table or a function in the public schema. The site's role may not.
 */
export async function asAdmin(sql: string, params: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: process.env['DATABASE_ADMIN_URL'] });
  await client.connect();
  try {
    await client.query(sql, params);
  } finally {
    await client.end();
  }
}
