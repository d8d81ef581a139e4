import { config } from '../config.ts';

// The embedded PostgreSQL has its address only once it runs. The start script opens the database,
// then imports the built site, which carries its own copy of this module: the address is handed over
// on the process's global object under a registered symbol, which both copies find, rather than by
// writing it into the environment.
const OPENED = Symbol.for('kwento.openedDatabaseUrl');
const slot = globalThis as { [OPENED]?: string };

/** Makes `url` the database of this process (and of the built site it imports afterwards). */
export function useOpenedDatabase(url: string): void {
  slot[OPENED] = url;
}

/** The database this process opened, else DATABASE_URL. */
export function databaseUrl(): string {
  const url = slot[OPENED] ?? config().DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: start the site with `npm start` or `npm run dev`');
  return url;
}
