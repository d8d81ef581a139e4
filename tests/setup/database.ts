import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { TEMPLATE_DATABASE } from './global-db.ts';

// Runs before each test file imports anything: src/platform/db makes its pool on first use, so
// DATABASE_URL must point at this file's own database before then. The code under test connects as
// the site's role, as it does in production; DATABASE_ADMIN_URL is the superuser's, for migrations.
const adminUrl = inject('databaseAdminUrl');
const name = `test_${randomBytes(8).toString('hex')}`;

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

await admin((c) => c.query(`create database ${name} template ${TEMPLATE_DATABASE}`));

const inThisDatabase = (url: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};
process.env['DATABASE_URL'] = inThisDatabase(inject('databaseSiteUrl'));
process.env['DATABASE_ADMIN_URL'] = inThisDatabase(adminUrl);

afterAll(async () => {
  // Imported here, not at the top: loading it reads the configuration, which must see DATABASE_URL.
  const { closePools } = await import('../../src/platform/db/client.ts');
  await closePools();
  await admin((c) => c.query(`drop database if exists ${name} with (force)`));
});
