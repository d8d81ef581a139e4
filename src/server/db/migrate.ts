import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

const MIGRATIONS = fileURLToPath(new URL('../../../drizzle', import.meta.url));
// Arbitrary constant shared by every instance: only one applies migrations at a time.
const MIGRATION_LOCK = 4_321_001;

/** Refuses to run on a server configured to lose acknowledged commits after a crash. */
async function assertDurable(client: pg.ClientBase) {
  for (const setting of ['fsync', 'synchronous_commit', 'full_page_writes']) {
    const { rows } = await client.query<{ value: string }>(`select current_setting($1) as value`, [setting]);
    if (rows[0]?.value !== 'on') {
      throw new Error(`PostgreSQL setting ${setting} is "${rows[0]?.value}"; it must be "on" so no submission is lost`);
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
