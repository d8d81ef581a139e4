import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

// The e2e server's embedded PostgreSQL (playwright.config.ts: DATA_DIR=data/e2e), connected to as the site does.
const DATA_DIR = path.resolve(import.meta.dirname, '../../../data/e2e');

let pool: pg.Pool | undefined;

function connect(): pg.Pool {
  const password = fs.readFileSync(path.join(DATA_DIR, 'postgres-password'), 'utf8').trim();
  // postmaster.pid: line 4 is the port.
  const port = Number(fs.readFileSync(path.join(DATA_DIR, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]);
  return new pg.Pool({ host: '127.0.0.1', port, user: 'postgres', password, database: 'kwento', max: 2 });
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
