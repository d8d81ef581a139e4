import type { PgBoss } from 'pg-boss';
import { deliverEmail, markEmailDead } from './deliver.server.ts';
import { EMAIL_DEAD_QUEUE, EMAIL_QUEUE, requeueStrandedEmails } from '../../platform/email/outbox.ts';
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
  for (const name of [EMAIL_DEAD_QUEUE, EMAIL_QUEUE]) {
    if (!(await boss.getQueue(name))) await boss.createQueue(name, name === EMAIL_QUEUE ? { deadLetter: EMAIL_DEAD_QUEUE } : {});
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
  await boss.work<EmailJob>(EMAIL_DEAD_QUEUE, async ([job]) => {
    if (!job) return;
    await markEmailDead(job.data.outboxId);
    log.error({ outboxId: job.data.outboxId }, 'e-mail gave up after all retries');
  });
  await boss.unschedule(EMAIL_PURGE_QUEUE);
  const requeued = await requeueStrandedEmails();
  if (requeued > 0) log.info({ requeued }, 'queued e-mails written while the queue was not running');
}
