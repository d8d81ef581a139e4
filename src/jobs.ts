import { PgBoss } from 'pg-boss';
import { JOBS_SCHEMA } from './platform/db/site-role.ts';
import { log } from './platform/log.ts';
import { createOwnerDigestQueue, startOwnerDigestWorker } from './features/owner/index.server.ts';
import { createEmailQueues, startEmailWorkers } from './features/mail/index.server.ts';
import { createMediaQueue, startMediaWorker } from './features/media/index.server.ts';
import { createStoryQueues, startStoryWorkers } from './features/stories/index.server.ts';
import { createArticlesQueue, createPhotoQueue, startArticlesWorker, startPhotoWorker } from './features/articles/index.server.ts';
import { indexArticles } from './features/search/index.server.ts';
import { createPrivacyQueues, startPrivacyWorkers } from './features/privacy/index.server.ts';
import { createNewsletterQueues, startNewsletterWorkers } from './features/newsletter/index.server.ts';
import { setRunningBoss } from './platform/jobs/running.ts';

/**
 * Starts pg-boss (its tables live in the `pgboss` schema of the same database, which the migrations
 * make and hand to the site's role: creating a schema is the admin's) and creates our queues,
 * so this process can queue jobs. With `workers` it also runs them, with the schedule and pg-boss's
 * maintenance; without, another process does (`npm run worker`, JOBS_IN_PROCESS=0).
 */
export async function startJobs(databaseUrl: string, { workers = true } = {}): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString: databaseUrl, schema: JOBS_SCHEMA, createSchema: false, supervise: workers, schedule: workers });
  // stop() resolves once its pool has been told to end, before the connections have closed; PostgreSQL,
  // stopped next, ends those itself. That is the stop going as planned (as for the site's own pools).
  let stopped = false;
  boss.once('stopped', () => {
    stopped = true;
  });
  boss.on('error', (error) => {
    if (!stopped) log.error({ err: error.message }, 'job queue error');
  });
  await boss.start();
  await createEmailQueues(boss);
  await createOwnerDigestQueue(boss);
  await createMediaQueue(boss);
  await createStoryQueues(boss);
  await createArticlesQueue(boss);
  await createPhotoQueue(boss);
  await createPrivacyQueues(boss);
  await createNewsletterQueues(boss);
  setRunningBoss(boss);
  if (workers) {
    await startEmailWorkers(boss);
    await startOwnerDigestWorker(boss);
    await startStoryWorkers(boss);
    // A publication (now or scheduled) also changes what search finds.
    await startArticlesWorker(boss, indexArticles);
    await startPhotoWorker(boss);
    await startPrivacyWorkers(boss);
    await startNewsletterWorkers(boss);
    await startMediaWorker(boss, (line) => log.info(line));
  }
  return boss;
}
