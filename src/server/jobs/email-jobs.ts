import type { PgBoss } from 'pg-boss';
import { deliverEmail, markEmailDead } from '../email/deliver.ts';
import { EMAIL_DEAD_QUEUE, EMAIL_QUEUE, requeueStrandedEmails } from '../email/outbox.ts';
import { log } from '../log.ts';

interface EmailJob {
  outboxId: string;
}

export async function createEmailQueues(boss: PgBoss) {
  for (const name of [EMAIL_DEAD_QUEUE, EMAIL_QUEUE]) {
    if (!(await boss.getQueue(name))) await boss.createQueue(name, name === EMAIL_QUEUE ? { deadLetter: EMAIL_DEAD_QUEUE } : {});
  }
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
  const requeued = await requeueStrandedEmails();
  if (requeued > 0) log.info({ requeued }, 'queued e-mails written while the queue was not running');
}
