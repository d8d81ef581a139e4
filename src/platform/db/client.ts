import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { log } from '../log.ts';
import { databaseUrl } from './database-url.ts';
import * as schema from './schema.ts';

/**
 * Pages and form writes draw on separate pools: a flood of page views may queue for the page pool's
 * connections, while a visitor's submission still finds one of its own. Ten for forms: a burst of 50
 * submissions at once must be stored within the forms' 1.5 s database deadline on a busy machine. The
 * forms' connections, once opened, stay open: reopening them for a burst after a quiet spell (the
 * pool's default closes them after 10 s idle) made the last posts of the burst miss that deadline.
 */
const PAGE_CONNECTIONS = 10;
const FORM_CONNECTIONS = 10;

/** `idleTimeoutMillis`: how long an unused connection stays open (pg's own default 10 s; 0 keeps it). */
function createPool(name: string, max: number, idleTimeoutMillis = 10_000) {
  const pool = new pg.Pool({
    connectionString: databaseUrl(),
    max,
    connectionTimeoutMillis: 2000,
    statement_timeout: 5000,
    application_name: `kwento-${name}`,
    idleTimeoutMillis,
    // Idle connections do not keep a command (a migration, a test run) from ending.
    allowExitOnIdle: true,
  });
  // Once the pool is ending, the site is stopping: end() resolves before its connections have closed,
  // and PostgreSQL, stopped next, ends those itself. That is the stop going as planned, not a failure.
  pool.on('error', (error) => {
    if (!pool.ending) log.warn({ err: error.message, pool: name }, 'idle database connection failed');
  });
  // pg-pool listens for errors only on idle clients: a connection that dies while checked out between
  // two queries (inside a transaction) would throw an unhandled 'error' and end the process. Nothing to
  // log here: its next query fails and is reported by its caller, and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

// One set of pools per process. The start script opens them from the source modules, then imports the
// built site, which carries its own copy of this module: the pools are kept on the process's global
// object under a registered symbol, which both copies find (as the database's address in
// database-url.ts and the job queue in platform/jobs/running.ts are). So the pages use the connections
// the start script opened, and closePools at shutdown ends every one of them before PostgreSQL stops.
const POOLS = Symbol.for('kwento.db.pools');
const pools = ((globalThis as { [POOLS]?: { pages?: pg.Pool; forms?: pg.Pool } })[POOLS] ??= {});

/** Connections for pages, the owner area and everything else that is not a visitor's form. */
export function getPool(): pg.Pool {
  pools.pages ??= createPool('pages', PAGE_CONNECTIONS);
  return pools.pages;
}

/** Connections reserved for storing visitors' form submissions (and counting them for rate limits). */
export function getFormPool(): pg.Pool {
  pools.forms ??= createPool('forms', FORM_CONNECTIONS, 0);
  return pools.forms;
}

export async function closePools(): Promise<void> {
  await Promise.all([pools.pages?.end(), pools.forms?.end()]);
}

export type Database = ReturnType<typeof createDb>;
const createDb = (p: pg.Pool) => drizzle(p, { schema });

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

let db: Database | undefined;
let formDb: Database | undefined;

export function getDb(): Database {
  db ??= createDb(getPool());
  return db;
}

/** The database for storing a visitor's form submission: see getFormPool. */
export function getFormDb(): Database {
  formDb ??= createDb(getFormPool());
  return formDb;
}
