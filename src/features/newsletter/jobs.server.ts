import type { PgBoss } from 'pg-boss';
import { log } from '../../platform/log.ts';
import { digestIfDue, digestSendingPaused, releaseHeldCopies } from './digest.server.ts';

/**
 * Every hour, a look at the owner's day and hour (in their time zone): when it is time, and sending is
 * not paused, the digests go (digestIfDue). The mails themselves go through the outbox, on the queue
 * the mail feature works at NEWSLETTER_RATE_PER_SECOND.
 */
export const NEWSLETTER_DIGEST_QUEUE = 'newsletter-digest';
const DIGEST_CRON = '1 * * * *';

export async function createNewsletterQueues(boss: PgBoss) {
  if (!(await boss.getQueue(NEWSLETTER_DIGEST_QUEUE))) await boss.createQueue(NEWSLETTER_DIGEST_QUEUE, { policy: 'exclusive', retryLimit: 0 });
}

export async function startNewsletterWorkers(boss: PgBoss) {
  await boss.work(NEWSLETTER_DIGEST_QUEUE, async () => {
    const runs = await digestIfDue();
    if (runs) log.info({ event: 'newsletter_run', runs: runs.map((r) => ({ locale: r.locale, items: r.items, recipients: r.recipients })) }, 'weekly digest');
  });
  await boss.schedule(NEWSLETTER_DIGEST_QUEUE, DIGEST_CRON);
  // Copies held by a pause, or written while no queue ran, go once sending is not paused.
  if (!(await digestSendingPaused())) await releaseHeldCopies();
}
