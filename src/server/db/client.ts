import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { config } from '../config.ts';
import { log } from '../log.ts';
import * as schema from './schema.ts';

function createPool() {
  const url = config().DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: start the site with `npm start` or `npm run dev`');
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 2000,
    statement_timeout: 5000,
  });
  pool.on('error', (error) => log.warn({ err: error.message }, 'idle database connection failed'));
  return pool;
}

let pool: pg.Pool | undefined;

export function getPool(): pg.Pool {
  pool ??= createPool();
  return pool;
}

export type Database = ReturnType<typeof createDb>;
const createDb = (p: pg.Pool) => drizzle(p, { schema });

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

let db: Database | undefined;

export function getDb(): Database {
  db ??= createDb(getPool());
  return db;
}
