import pg from 'pg';
import { runningDatabaseUrl } from '../../../src/server/db/embedded.ts';
import { E2E_DATA_DIR } from './e2e-server.ts';

// The e2e server's embedded PostgreSQL, connected to as the site does.
let pool: pg.Pool | undefined;

function connect(): pg.Pool {
  return new pg.Pool({ connectionString: runningDatabaseUrl(E2E_DATA_DIR), max: 2 });
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
