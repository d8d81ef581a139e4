import { config, dataDir } from '../config.ts';
import { useOpenedDatabase } from './database-url.ts';
import { startEmbeddedDatabase } from './embedded.ts';
import { migrateDatabase } from './migrate.ts';

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL in DATA_DIR, then applies migrations.
 * This process and the built site (imported afterwards) then use that database.
 */
export async function openDatabase(log: (message: string) => void) {
  const external = config().DATABASE_URL;
  const embedded = external ? undefined : await startEmbeddedDatabase(dataDir(), log);
  const url = external ?? embedded!.url;
  useOpenedDatabase(url);
  await migrateDatabase(url);
  return { url, embedded, stop: () => embedded?.stop() ?? Promise.resolve() };
}
