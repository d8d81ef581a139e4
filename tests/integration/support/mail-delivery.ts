import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { startJobs } from '../../../src/jobs.ts';
import { setRunningBoss } from '../../../src/platform/jobs/running.ts';
import { fakeSmtp, type FakeSmtpOptions } from '../../fakes/smtp-server.ts';
import { truncateAll } from '../../factories.ts';

/**
 * A real SMTP server on loopback and the site's real job queue on this file's database, with empty
 * tables and an empty mailbox before each test. Returns the SMTP server, whose `received` the tests read.
 */
export async function useMailDelivery(options: FakeSmtpOptions = {}) {
  // Listening at once on a port the system gives: a port found free and bound later may be taken
  // meanwhile, by another file's server or a connection's own end.
  const smtp = fakeSmtp(0, options);
  await smtp.start();
  vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${smtp.port}`);
  vi.stubEnv('OWNER_EMAIL', 'owner@kwento.example');
  vi.stubEnv('SITE_URL', 'https://kwento.example');
  vi.stubEnv('EMAIL_RETRY_DELAY_SECONDS', '1');
  // The owner's notification a second after the first arrival, not ten minutes.
  vi.stubEnv('OWNER_NOTIFICATION_SECONDS', '1');

  let boss: Awaited<ReturnType<typeof startJobs>>;
  beforeAll(async () => {
    boss = await startJobs(process.env['DATABASE_URL']!);
  });
  afterAll(async () => {
    await boss.stop({ graceful: false });
    setRunningBoss(undefined);
    await smtp.stop();
  });
  beforeEach(async () => {
    await truncateAll();
    smtp.received.length = 0;
  });
  return smtp;
}
