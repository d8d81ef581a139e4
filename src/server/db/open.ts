import { config, dataDir } from '../config.ts';
import { startEmbeddedDatabase } from './embedded.ts';
import { migrateDatabase } from './migrate.ts';

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL in DATA_DIR, then applies migrations.
 * Sets process.env.DATABASE_URL so the built site (imported afterwards) uses the same database.
 */
export async function openDatabase(log: (message: string) => void) {
  const external = config().DATABASE_URL;
  const embedded = external ? undefined : await startEmbeddedDatabase(dataDir(), log);
  const url = external ?? embedded!.url;
  process.env['DATABASE_URL'] = url;
  await migrateDatabase(url);
  return { url, stop: () => embedded?.stop() ?? Promise.resolve() };
}
