import type { PgBoss } from 'pg-boss';
import { config } from '../../platform/config.ts';
import { log } from '../../platform/log.ts';
import { syncAllMedia } from './sync.server.ts';

export const MEDIA_SYNC_QUEUE = 'media-sync';

/** The queue's "exclusive" policy allows a single queued-or-active job, so several instances never sync at once. */
export async function createMediaQueue(boss: PgBoss) {
  if (!(await boss.getQueue(MEDIA_SYNC_QUEUE))) {
    await boss.createQueue(MEDIA_SYNC_QUEUE, { policy: 'exclusive', retryLimit: 0, expireInSeconds: 300 });
  }
}

/** One sync at start-up, then on the cron schedule. */
export async function startMediaWorker(boss: PgBoss, report: (line: string) => void) {
  await boss.work(MEDIA_SYNC_QUEUE, async () => {
    try {
      await syncAllMedia(report, { scheduled: true });
    } catch (error) {
      log.error({ err: (error as Error).message }, 'media sync failed');
      throw error;
    }
  });
  await boss.schedule(MEDIA_SYNC_QUEUE, config().MEDIA_SYNC_CRON);
  await boss.send(MEDIA_SYNC_QUEUE, {});
}
