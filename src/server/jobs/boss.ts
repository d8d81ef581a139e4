import { PgBoss } from 'pg-boss';
import { log } from '../log.ts';
import { startMediaJobs } from './media-jobs.ts';

/** Starts pg-boss (its tables live in the `pgboss` schema of the same database) and our workers. */
export async function startJobs(databaseUrl: string): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss' });
  boss.on('error', (error) => log.error({ err: error.message }, 'job queue error'));
  await boss.start();
  await startMediaJobs(boss, (line) => log.info(line));
  return boss;
}
