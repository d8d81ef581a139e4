import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { fakeSmtp, freePort } from '../fakes/smtp-server.ts';
import { eventually } from '../support/index.ts';
import { queuesDrained } from './support/jobs.ts';
import { validateStory } from '../../src/features/stories/schema.ts';
import { getPool } from '../../src/platform/db/client.ts';
import { EMAIL_DEAD_QUEUE, EMAIL_QUEUE, retryEmail } from '../../src/platform/email/outbox.ts';
import { startJobs } from '../../src/jobs.ts';
import { setRunningBoss } from '../../src/platform/jobs/running.ts';
import { saveStory } from '../../src/features/stories/submissions.server.ts';
import { validStory } from '../factories.ts';
import { storyMessages } from '../../src/i18n/form-messages.ts';

// Few, fast retries so the last one is reached within the test; the default is 40 retries (over 24 h).
const smtp = fakeSmtp(await freePort());
vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${smtp.port}`);
vi.stubEnv('EMAIL_RETRY_DELAY_SECONDS', '1');
vi.stubEnv('EMAIL_RETRY_LIMIT', '1');

let boss: Awaited<ReturnType<typeof startJobs>>;
beforeAll(async () => {
  boss = await startJobs(process.env['DATABASE_URL']!);
});
afterAll(async () => {
  await boss.stop({ graceful: false });
  setRunningBoss(undefined);
  await smtp.stop();
});

const row = async () =>
  (await getPool().query<{ id: string; status: string; attempts: number; last_error: string | null }>('select id, status, attempts, last_error from email_outbox'))
    .rows[0];

it('after the last retry the message is dead in the outbox, and the owner’s Retry sends it once', async () => {
  const parsed = validateStory(validStory({ email: 'dead@example.com' }), storyMessages);
  if (!parsed.ok) throw new Error('invalid story');
  await saveStory(parsed.data);

  await eventually('the message to be dead-lettered', async () => (await row())?.status === 'dead', { timeout: 30_000 });
  const dead = await row();
  expect(dead!.attempts).toBe(2);
  expect(dead!.last_error).toMatch(/ECONNREFUSED/);
  expect(await retryEmail(dead!.id)).toBe(true);
  expect(await retryEmail(dead!.id)).toBe(false); // already queued again

  await smtp.start();
  await eventually('the retried mail', () => smtp.received.length === 1, { timeout: 30_000 });
  await eventually('the outbox to say sent', async () => (await row())?.status === 'sent', { timeout: 30_000 });
  expect(await retryEmail(dead!.id)).toBe(false); // a sent message is never sent again
  // Every e-mail job has finished, so the mails received are all there will be.
  await queuesDrained(getPool(), [EMAIL_QUEUE, EMAIL_DEAD_QUEUE], 30_000);
  expect(smtp.received).toHaveLength(1);
  expect(smtp.received[0]!.recipients).toEqual(['dead@example.com']);
});
