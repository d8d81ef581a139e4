import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

const MIGRATIONS = fileURLToPath(new URL('../../../drizzle', import.meta.url));
// Arbitrary constant shared by every instance: only one applies migrations at a time.
const MIGRATION_LOCK = 4_321_001;

/**
 * Refuses to run on a server configured to lose acknowledged commits after a crash. Every value of
 * synchronous_commit but "off" flushes the commit to the local disk first (replicas may ask for more).
 */
async function assertDurable(client: pg.ClientBase) {
  const durable: Record<string, (value: string) => boolean> = {
    fsync: (v) => v === 'on',
    full_page_writes: (v) => v === 'on',
    synchronous_commit: (v) => v !== 'off',
  };
  for (const [setting, isDurable] of Object.entries(durable)) {
    const { rows } = await client.query<{ value: string }>(`select current_setting($1) as value`, [setting]);
    const value = rows[0]?.value ?? '';
    if (!isDurable(value)) {
      throw new Error(`PostgreSQL setting ${setting} is "${value}", which can lose acknowledged submissions after a crash`);
    }
  }
}

export async function migrateDatabase(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await assertDurable(client);
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await client.end();
  }
}
