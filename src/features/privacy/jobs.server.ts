import type { PgBoss } from 'pg-boss';
import { log } from '../../platform/log.ts';
import { runRetention } from './retention.server.ts';

/** Once a day: what the privacy policy keeps no longer is deleted (RETENTION in src/platform/limits.ts). */
export const RETENTION_QUEUE = 'privacy-retention';
const RETENTION_CRON = '17 3 * * *';

export async function createPrivacyQueues(boss: PgBoss) {
  if (!(await boss.getQueue(RETENTION_QUEUE))) await boss.createQueue(RETENTION_QUEUE, { policy: 'exclusive', retryLimit: 2 });
}

export async function startPrivacyWorkers(boss: PgBoss) {
  await boss.work(RETENTION_QUEUE, async () => {
    const run = await runRetention();
    log.info({ event: 'retention', ...run }, 'retention: what the privacy policy keeps no longer was deleted');
  });
  await boss.schedule(RETENTION_QUEUE, RETENTION_CRON);
}
