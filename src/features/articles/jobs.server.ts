import type { PgBoss } from 'pg-boss';
import { publishDueArticles } from './articles.server.ts';
import { log } from '../../platform/log.ts';

/**
 * One queue for "the public articles may have changed": a scheduled time reached, a publication or an
 * unpublication. Its job publishes what is due and lets search follow (ADR 051). Each schedule also
 * queues a job for its own moment; the one-minute cron catches any moment the server was down for.
 */
export const ARTICLES_QUEUE = 'articles-publish';

export async function createArticlesQueue(boss: PgBoss) {
  if (!(await boss.getQueue(ARTICLES_QUEUE))) {
    await boss.createQueue(ARTICLES_QUEUE, { policy: 'singleton', retryLimit: 3, retryDelay: 5, expireInSeconds: 120 });
  }
}

/** `afterChange` re-indexes search (given by src/jobs.ts); a take-down already left search in its own transaction. */
export async function startArticlesWorker(boss: PgBoss, afterChange: () => Promise<unknown>) {
  await boss.work(ARTICLES_QUEUE, async () => {
    const published = await publishDueArticles();
    if (published > 0) log.info(`Articles: ${published} scheduled version(s) published`);
    await afterChange();
  });
  await boss.schedule(ARTICLES_QUEUE, '* * * * *');
  // At start: whatever came due while the server was down is published now.
  await boss.send(ARTICLES_QUEUE, {});
}

/** Queues the job for now or for a scheduled moment (a few seconds' margin for clocks). */
export async function queueArticlesJob(boss: PgBoss | undefined, at?: Date) {
  if (!boss) return;
  await boss.send(ARTICLES_QUEUE, {}, at && at.getTime() > Date.now() ? { startAfter: at } : {});
}
