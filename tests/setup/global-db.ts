import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedDatabase } from '../../src/platform/db/embedded.ts';
import { migrateDatabase } from '../../src/platform/db/migrate.ts';

export const TEMPLATE_DATABASE = 'kwento_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the `postgres` maintenance database on the test server; workers create their databases through it. */
    databaseAdminUrl: string;
    /** The same server as the site's role (not a superuser), which owns the tables of every test database. */
    databaseSiteUrl: string;
  }
}

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kwento-test-'));
  // When we are root the server runs as `postgres`, which must be able to reach its data directory.
  fs.chmodSync(dir, 0o755);
  const log = (message: string) => {
    if (process.env['DEBUG_TEST_DB']) console.log(`[test db] ${message}`);
  };
  let server: Awaited<ReturnType<typeof startEmbeddedDatabase>> | undefined;
  try {
    server = await startEmbeddedDatabase(dir, log);
    const adminUrl = withDatabase(server.adminUrl, 'postgres');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${TEMPLATE_DATABASE}`);
    } finally {
      await admin.end();
    }
    // migrateDatabase closes its connection, so the template has no sessions when workers clone it.
    await migrateDatabase(withDatabase(server.adminUrl, TEMPLATE_DATABASE), withDatabase(server.url, TEMPLATE_DATABASE));
    project.provide('databaseAdminUrl', adminUrl);
    project.provide('databaseSiteUrl', withDatabase(server.url, 'postgres'));
  } catch (error) {
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  return async () => {
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
