import type pg from 'pg';
import { eventually } from '../../support/index.ts';

// Takes the pool and queue names: the test files load the site's modules only after setting their environment.
/**
 * Jobs of these queues not finished yet: waiting, waiting to retry, or running. At zero, with nothing
 * left to queue more, their work is over: what a fake server received from them is final.
 */
export async function unfinishedJobs(pool: pg.Pool, queues: readonly string[]): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `select count(*)::int as n from pgboss.job where name = any($1) and state in ('created', 'retry', 'active')`,
    [queues],
  );
  return rows[0]!.n;
}

/** Waits until every job of these queues has finished (see unfinishedJobs). */
export const queuesDrained = (pool: pg.Pool, queues: readonly string[], timeout = 20_000) =>
  eventually(`the ${queues.join(' and ')} queue(s) to drain`, async () => (await unfinishedJobs(pool, queues)) === 0, { timeout });
