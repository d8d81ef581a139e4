import type { PgBoss } from 'pg-boss';
import { config } from '../config.ts';
import { log } from '../log.ts';
import { syncAllMedia } from '../media/sync.ts';

export const MEDIA_SYNC_QUEUE = 'media-sync';

/**
 * One sync at start-up, then on the cron schedule. The queue's "exclusive" policy allows a single
 * queued-or-active job, so several app instances never sync at the same time.
 */
export async function startMediaJobs(boss: PgBoss, report: (line: string) => void) {
  if (!(await boss.getQueue(MEDIA_SYNC_QUEUE))) {
    await boss.createQueue(MEDIA_SYNC_QUEUE, { policy: 'exclusive', retryLimit: 0, expireInSeconds: 300 });
  }
  await boss.work(MEDIA_SYNC_QUEUE, async () => {
    try {
      await syncAllMedia(report);
    } catch (error) {
      log.error({ err: (error as Error).message }, 'media sync failed');
      throw error;
    }
  });
  await boss.schedule(MEDIA_SYNC_QUEUE, config().MEDIA_SYNC_CRON);
  await boss.send(MEDIA_SYNC_QUEUE, {});
}
