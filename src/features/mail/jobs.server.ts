import type { PgBoss } from 'pg-boss';
import { deliverEmail, markEmailDead } from './deliver.server.ts';
import { EMAIL_DEAD_QUEUE, EMAIL_QUEUE, NEWSLETTER_EMAIL_QUEUE, requeueStrandedEmails } from '../../platform/email/outbox.ts';
import { config } from '../../platform/config.ts';
import { log } from '../../platform/log.ts';

/**
 * The queue of the daily purge of message bodies, which the privacy feature's retention job now does
 * with the rest of the policy (src/features/privacy/retention.server.ts): its schedule is taken off.
 */
export const EMAIL_PURGE_QUEUE = 'email-purge';

interface EmailJob {
  outboxId: string;
}

export async function createEmailQueues(boss: PgBoss) {
  for (const name of [EMAIL_DEAD_QUEUE, EMAIL_QUEUE, NEWSLETTER_EMAIL_QUEUE]) {
    if (!(await boss.getQueue(name))) await boss.createQueue(name, name === EMAIL_DEAD_QUEUE ? {} : { deadLetter: EMAIL_DEAD_QUEUE });
  }
  if (!(await boss.getQueue(EMAIL_PURGE_QUEUE))) await boss.createQueue(EMAIL_PURGE_QUEUE, { policy: 'exclusive', retryLimit: 2 });
}

export async function startEmailWorkers(boss: PgBoss) {
  await boss.work<EmailJob>(EMAIL_QUEUE, { pollingIntervalSeconds: 1 }, async ([job]) => {
    if (!job) return;
    try {
      await deliverEmail(job.data.outboxId);
    } catch (error) {
      log.warn({ outboxId: job.data.outboxId, err: (error as Error).message }, 'e-mail not delivered; will retry');
      throw error;
    }
  });
  // The digest's mails (ADR 052): each job is due 1/NEWSLETTER_RATE_PER_SECOND after the one before;
  // a fetch takes up to a second's worth and sends them side by side over the pooled connections.
  await boss.work<EmailJob>(
    NEWSLETTER_EMAIL_QUEUE,
    { pollingIntervalSeconds: 1, batchSize: Math.max(1, Math.ceil(config().NEWSLETTER_RATE_PER_SECOND)), perJobResults: true },
    async (jobs) => {
      const settled = await Promise.allSettled(jobs.map((job) => deliverEmail(job.data.outboxId)));
      // Each job settles on its own: a failed one is retried later, the rest are done.
      return jobs.map((job, i) => {
        const result = settled[i]!;
        if (result.status === 'rejected') log.warn({ outboxId: job.data.outboxId, err: (result.reason as Error).message }, 'digest e-mail not delivered; will retry');
        return { id: job.id, status: result.status === 'fulfilled' ? ('completed' as const) : ('failed' as const) };
      });
    },
  );
  await boss.work<EmailJob>(EMAIL_DEAD_QUEUE, async ([job]) => {
    if (!job) return;
    await markEmailDead(job.data.outboxId);
    log.error({ outboxId: job.data.outboxId }, 'e-mail gave up after all retries');
  });
  await boss.unschedule(EMAIL_PURGE_QUEUE);
  const requeued = await requeueStrandedEmails();
  if (requeued > 0) log.info({ requeued }, 'queued e-mails written while the queue was not running');
}
