import { config, dataDir } from '../config.ts';
import { useOpenedDatabase } from './database-url.ts';
import { startEmbeddedDatabase } from './embedded.ts';
import { migrateDatabase } from './migrate.ts';

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL in DATA_DIR, then applies migrations as
 * the admin role (DATABASE_ADMIN_URL, else DATABASE_URL; the embedded server's superuser). This process
 * and the built site (imported afterwards) then connect as the site's role (`url`); `adminUrl` is for
 * the operator's commands (backup, restore).
 */
export async function openDatabase(log: (message: string) => void) {
  const { DATABASE_URL, DATABASE_ADMIN_URL } = config();
  if (DATABASE_ADMIN_URL && !DATABASE_URL) {
    throw new Error(`DATABASE_ADMIN_URL is set without DATABASE_URL: set both (README "The database's roles"), or neither for the embedded PostgreSQL`);
  }
  const embedded = DATABASE_URL ? undefined : await startEmbeddedDatabase(dataDir(), log);
  const url = DATABASE_URL ?? embedded!.url;
  const adminUrl = embedded?.adminUrl ?? DATABASE_ADMIN_URL ?? url;
  useOpenedDatabase(url);
  const site = await migrateDatabase(adminUrl, url);
  if (site.superuser) {
    log(`The site connects to PostgreSQL as ${site.name}, a superuser: give it a role of its own and set DATABASE_ADMIN_URL (README "The database's roles")`);
  }
  return { url, adminUrl, embedded, stop: () => embedded?.stop() ?? Promise.resolve() };
}
