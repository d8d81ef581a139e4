import type { PgBoss } from 'pg-boss';
import { deliverEmail, markEmailDead } from './deliver.server.ts';
import { EMAIL_DEAD_QUEUE, EMAIL_QUEUE, purgeOldEmailBodies, requeueStrandedEmails } from '../../platform/email/outbox.ts';
import { log } from '../../platform/log.ts';

/** Once a day: message bodies older than EMAIL_BODY_DAYS are emptied. */
export const EMAIL_PURGE_QUEUE = 'email-purge';
const EMAIL_PURGE_CRON = '17 3 * * *';

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
  await boss.work(EMAIL_PURGE_QUEUE, async () => {
    const purged = await purgeOldEmailBodies();
    if (purged > 0) log.info({ purged }, 'old e-mail bodies removed from the outbox');
  });
  await boss.schedule(EMAIL_PURGE_QUEUE, EMAIL_PURGE_CRON);
  const requeued = await requeueStrandedEmails();
  if (requeued > 0) log.info({ requeued }, 'queued e-mails written while the queue was not running');
}
