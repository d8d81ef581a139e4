import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { handOverToSiteRole, JOBS_SCHEMA, siteRoleOf, type SiteRole } from './site-role.ts';

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

/**
 * Applies the migrations as the admin role (`adminUrl`), then hands the site's role (the one `siteUrl`
 * connects as) what it uses: with one role for both, only the job queue's schema is made. Returns the
 * site's role.
 */
export async function migrateDatabase(adminUrl: string, siteUrl = adminUrl): Promise<SiteRole> {
  const site = await siteRoleOf(siteUrl);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await assertDurable(client);
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
    const { rows } = await client.query<{ admin: string }>('select current_user as admin');
    if (rows[0]!.admin === site.name) await client.query(`create schema if not exists ${JOBS_SCHEMA}`);
    else await handOverToSiteRole(client, site.name);
    return site;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await client.end();
  }
}
