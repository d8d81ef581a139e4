import pg from 'pg';
import { runningDatabaseUrl } from '../../../src/platform/db/embedded.ts';
import { E2E_DATA_DIR } from './e2e-server.ts';

/** How the tests' own connections show in pg_stat_activity. */
export const INSPECTOR_APPLICATION_NAME = 'kwento-e2e-inspector';

// The e2e server's embedded PostgreSQL, as its admin role (the site itself connects as its own role).
let pool: pg.Pool | undefined;

function connect(): pg.Pool {
  return new pg.Pool({ connectionString: runningDatabaseUrl(E2E_DATA_DIR), max: 2, application_name: INSPECTOR_APPLICATION_NAME });
}

/** Runs one statement against the real e2e database and returns its rows. */
export async function query<T extends Record<string, unknown> = Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  pool ??= connect();
  const result = await pool.query<T>(sql, params);
  return result.rows;
}

/** Closes the pool; call from each spec's afterAll (a later query opens a new one). */
export async function closeDb(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.end();
}
