import { config, dataDir, useDatabaseUrl } from '../config.ts';
import { startEmbeddedDatabase } from './embedded.ts';
import { migrateDatabase } from './migrate.ts';

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL in DATA_DIR, then applies migrations.
 * Sets DATABASE_URL so this process and the built site (imported afterwards) use the same database.
 */
export async function openDatabase(log: (message: string) => void) {
  const external = config().DATABASE_URL;
  const embedded = external ? undefined : await startEmbeddedDatabase(dataDir(), log);
  const url = external ?? embedded!.url;
  useDatabaseUrl(url);
  await migrateDatabase(url);
  return { url, embedded, stop: () => embedded?.stop() ?? Promise.resolve() };
}
