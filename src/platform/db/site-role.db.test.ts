// ADR 042: the site connects as a role that owns its tables and nothing more. This file's database
// (tests/setup/database.ts) was migrated as the admin role and handed over, as `npm start` does.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { getFormPool, getPool } from './client.ts';
import { APP_ROLE, startEmbeddedDatabase } from './embedded.ts';
import { migrateDatabase } from './migrate.ts';
import { SITE_SCHEMAS } from './site-role.ts';
import { startJobs } from '../../jobs.ts';
import { setRunningBoss } from '../jobs/running.ts';

const admin = new pg.Pool({ connectionString: process.env['DATABASE_ADMIN_URL'], max: 1 });
afterAll(() => admin.end());

/** What the site's role is refused, each with PostgreSQL's reason. */
const REFUSED: [string, RegExp][] = [
  // Trusted extensions need only CREATE on the database, which a database owner has: the site's role has not.
  ['create extension pgcrypto', /permission denied to create extension/],
  ['create extension file_fdw', /permission denied to create extension/],
  ['select rolpassword from pg_authid', /permission denied for table pg_authid/],
  ['create schema elsewhere', /permission denied for database/],
  ['create table public.not_from_a_migration (id int)', /permission denied for schema public/],
  ['create role another login', /permission denied to create role/],
  ['alter system set fsync = off', /permission denied to set parameter/],
  [`copy (select 1) to program 'true'`, /permission denied to COPY to or from an external program/],
];

const objectsNotOwnedBy = async (role: string, client: pg.Pool | pg.Client = admin) =>
  (
    await client.query<{ schema: string; name: string; kind: string }>(
      `select n.nspname as schema, c.relname as name, c.relkind::text as kind
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = any($2::text[]) and c.relkind in ('r', 'p', 'v', 'm', 'S')
          and pg_get_userbyid(c.relowner) <> $1
          and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
       union all
       select n.nspname, p.proname, 'function'
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = any($2::text[]) and pg_get_userbyid(p.proowner) <> $1
          and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
       order by 1, 2`,
      [role, SITE_SCHEMAS],
    )
  ).rows;

describe("the site's database role", () => {
  it('is no superuser, through every pool the site uses', async () => {
    for (const pool of [getPool(), getFormPool()]) {
      const { rows } = await pool.query<{ role: string; rolsuper: boolean; rolcreatedb: boolean; rolcreaterole: boolean }>(
        'select current_user as role, rolsuper, rolcreatedb, rolcreaterole from pg_roles where rolname = current_user',
      );
      expect(rows).toEqual([{ role: APP_ROLE, rolsuper: false, rolcreatedb: false, rolcreaterole: false }]);
    }
  });

  it('may not create extensions, read password hashes or make objects of its own', async () => {
    for (const [statement, reason] of REFUSED) {
      await expect(getPool().query(statement), statement).rejects.toThrow(reason);
    }
  });

  it("owns every table, view, sequence and function of the site's schemas; the admin keeps the extensions and text search configurations", async () => {
    const boss = await startJobs(process.env['DATABASE_URL']!, { workers: false });
    try {
      // pg-boss installed its tables in the schema the migrations gave the site's role.
      expect((await admin.query(`select 1 from pg_tables where schemaname = 'pgboss' and tablename = 'job'`)).rowCount).toBe(1);
      expect(await objectsNotOwnedBy(APP_ROLE)).toEqual([]);
    } finally {
      await boss.stop({ graceful: false });
      setRunningBoss(undefined);
    }
    const { rows: kept } = await admin.query<{ name: string; owner: string }>(
      `select extname as name, pg_get_userbyid(extowner) as owner from pg_extension where extname in ('unaccent', 'pg_trgm')
       union all
       select cfgname, pg_get_userbyid(cfgowner) from pg_ts_config where cfgname like 'kwento_%'
       order by 1`,
    );
    expect(kept).toEqual(
      ['kwento_en', 'kwento_simple', 'pg_trgm', 'unaccent'].map((name) => ({ name, owner: expect.not.stringMatching(APP_ROLE) })),
    );
    // What its work needs the owner for: refreshing the assistant's word list, emptying a table.
    await getPool().query('refresh materialized view search_words');
    await getPool().query('truncate assistant_questions');
  });

  it('gets a table that a later migration adds, at the next start', async () => {
    await admin.query('create table public.added_by_a_migration (id serial primary key, note text)');
    await expect(getPool().query('select * from added_by_a_migration')).rejects.toThrow(/permission denied/);
    await migrateDatabase(process.env['DATABASE_ADMIN_URL']!, process.env['DATABASE_URL']!);
    await getPool().query(`insert into added_by_a_migration (note) values ('handed over')`);
    expect((await getPool().query('select note from added_by_a_migration')).rows).toEqual([{ note: 'handed over' }]);
    // The right to create in public was lent for the hand-over only.
    expect((await admin.query(`select has_schema_privilege($1, 'public', 'CREATE') as may`, [APP_ROLE])).rows).toEqual([{ may: false }]);
  });
});

// The README's recipe for a managed PostgreSQL, where nobody is a superuser: DATABASE_ADMIN_URL's
// role owns the database and is a member of DATABASE_URL's role.
describe('a managed database, migrated by its owner for a site role of its own', () => {
  const suffix = randomBytes(4).toString('hex');
  const names = { owner: `managed_owner_${suffix}`, site: `managed_site_${suffix}`, database: `managed_${suffix}` };
  const password = randomBytes(12).toString('hex');
  const urlAs = (role: string) => {
    const url = new URL(process.env['DATABASE_ADMIN_URL']!);
    url.username = role;
    url.password = password;
    url.pathname = `/${names.database}`;
    return url.toString();
  };

  afterAll(async () => {
    await admin.query(`drop database if exists ${names.database} with (force)`);
    await admin.query(`drop role if exists ${names.site}`);
    await admin.query(`drop role if exists ${names.owner}`);
  });

  it('migrates as the owner and serves as the site role, which owns the tables and is refused the rest', async () => {
    // What the provider's console and the README's SQL do (the provider's own superuser stands in).
    await admin.query(`create role ${names.owner} login password '${password}'`);
    await admin.query(`create role ${names.site} login password '${password}'`);
    await admin.query(`create database ${names.database} owner ${names.owner}`);
    await admin.query(`grant ${names.site} to ${names.owner}`);

    expect(await migrateDatabase(urlAs(names.owner), urlAs(names.site))).toEqual({ name: names.site, superuser: false });
    const boss = new PgBoss({ connectionString: urlAs(names.site), schema: 'pgboss', createSchema: false, supervise: false, schedule: false });
    await boss.start();
    await boss.stop({ graceful: false });
    await withClient(urlAs(names.owner), async (c) => expect(await objectsNotOwnedBy(names.site, c)).toEqual([]));
    await withClient(urlAs(names.site), async (c) => {
      await c.query(`insert into survey_responses (email, rating, feedback, submission_id) values ('ana@example.com', 5, 'Managed', gen_random_uuid())`);
      await c.query('refresh materialized view search_words');
      for (const [statement, reason] of REFUSED) await expect(c.query(statement), statement).rejects.toThrow(reason);
    });
    // The next start (a new migration included) goes through as well.
    await withClient(urlAs(names.owner), (c) => c.query('create table public.added_later (id int)'));
    await migrateDatabase(urlAs(names.owner), urlAs(names.site));
    await withClient(urlAs(names.site), (c) => c.query('insert into added_later values (1)'));
  });
});

// A scratch DATA_DIR of our own (readable by the `postgres` user when root).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kwento-upgrade-'));
fs.chmodSync(dataDir, 0o755);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const noLog = () => {};

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** What the version before ADR 042 left: one superuser for everything, pg-boss installed by it, no site role. */
async function makeDataDirectoryOfPreviousVersion() {
  const db = await startEmbeddedDatabase(dataDir, noLog);
  try {
    await migrateDatabase(db.adminUrl);
    const boss = new PgBoss({ connectionString: db.adminUrl, schema: 'pgboss', supervise: false, schedule: false });
    await boss.start();
    await boss.createQueue('left-by-the-previous-version');
    await boss.stop({ graceful: false });
    await withClient(db.adminUrl, async (c) => {
      await c.query(
        `insert into survey_responses (email, rating, feedback, submission_id) values ('ana@example.com', 5, 'Stored before the upgrade', gen_random_uuid())`,
      );
      await c.query(`drop role ${APP_ROLE}`);
    });
  } finally {
    await db.stop();
  }
  fs.rmSync(path.join(dataDir, 'postgres-app-password'));
}

// A data directory made by a version that ran everything as the superuser `postgres` starts with this
// one: the site's role is created, handed every table, and the site goes on with the data.
describe('a data directory of the version that ran as the superuser', { timeout: 120_000 }, () => {
  it('starts with the site as a role of its own that owns the tables and keeps the data', async () => {
    await makeDataDirectoryOfPreviousVersion();

    const db = await startEmbeddedDatabase(dataDir, noLog);
    try {
      const site = await migrateDatabase(db.adminUrl, db.url);
      expect(site).toEqual({ name: APP_ROLE, superuser: false });
      const passwordFile = path.join(dataDir, 'postgres-app-password');
      expect((fs.statSync(passwordFile).mode & 0o777).toString(8)).toBe('600');
      expect(db.url).toContain(`${APP_ROLE}:${encodeURIComponent(fs.readFileSync(passwordFile, 'utf8').trim())}@`);
      const stored = await withClient(db.adminUrl, (c) => c.query<{ scram: boolean }>(
        `select rolpassword like 'SCRAM-SHA-256$4096:%' as scram from pg_authid where rolname = $1`,
        [APP_ROLE],
      ));
      expect(stored.rows).toEqual([{ scram: true }]);

      await withClient(db.url, async (c) => {
        expect((await c.query('select feedback from survey_responses')).rows).toEqual([{ feedback: 'Stored before the upgrade' }]);
        await c.query(`insert into survey_responses (email, rating, feedback, submission_id) values ('ben@example.com', 4, 'Stored after', gen_random_uuid())`);
        await c.query('refresh materialized view search_words');
      });
      await withClient(db.adminUrl, async (c) => expect(await objectsNotOwnedBy(APP_ROLE, c)).toEqual([]));
      // pg-boss, as the site's role, uses the queue the superuser installed and makes new ones.
      const boss = new PgBoss({ connectionString: db.url, schema: 'pgboss', createSchema: false, supervise: false, schedule: false });
      await boss.start();
      try {
        await boss.createQueue('made-after-the-upgrade');
        expect(await boss.send('left-by-the-previous-version', { n: 1 })).toBeTruthy();
        expect(await boss.send('made-after-the-upgrade', { n: 2 })).toBeTruthy();
      } finally {
        await boss.stop({ graceful: false });
      }
    } finally {
      await db.stop();
    }

    // And the next start finds everything in place.
    const again = await startEmbeddedDatabase(dataDir, noLog);
    try {
      expect(await migrateDatabase(again.adminUrl, again.url)).toEqual({ name: APP_ROLE, superuser: false });
      await withClient(again.url, async (c) => expect((await c.query('select count(*)::int as n from survey_responses')).rows).toEqual([{ n: 2 }]));
    } finally {
      await again.stop();
    }
  });
});
