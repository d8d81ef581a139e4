import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

// A backup is what `pg_dump --data-only` writes for the `public` schema (COPY blocks and setval
// calls), gzipped, with a header naming the migrations it was taken at. We write it ourselves because
// no pg_dump for the embedded PostgreSQL 18 can be installed here: docs/decisions/010-backups-without-pg-dump.md.

export const BACKUP_FORMAT = 1;
export const HEADER_PREFIX = '-- kwento-backup ';
export const END_MARKER = '-- kwento-backup end';

/** The settings pg_dump uses, so COPY's text output reads back to the same bytes on any server. */
export const SESSION_SETTINGS = [
  "set client_encoding = 'UTF8'",
  'set standard_conforming_strings = on',
  'set datestyle = ISO',
  'set intervalstyle = postgres',
  'set extra_float_digits = 3',
  "set timezone = 'UTC'",
  'set statement_timeout = 0',
];

/**
 * Rows no backup holds: owners' sessions and better-auth's verification values (pending two-factor
 * sign-ins, trusted devices). A backup file that leaks must not sign anyone in; a restore empties
 * these tables like every other, so the owner signs in again afterwards (ADR 042).
 */
export const NOT_BACKED_UP: readonly string[] = ['auth_session', 'auth_verification'];

export interface BackupHeader {
  format: number;
  createdAt: string;
  serverVersion: string;
  /** Hashes of the applied drizzle migrations, oldest first: a backup restores only into the same schema. */
  migrations: string[];
}

export interface Table {
  name: string;
  columns: string[];
}

export const qualified = (name: string) => `"public".${pg.escapeIdentifier(name)}`;
export const columnList = (columns: string[]) => columns.map((c) => pg.escapeIdentifier(c)).join(', ');

export async function appliedMigrations(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations order by created_at, id');
  return rows.map((r) => r.hash);
}

/**
 * Every table of the `public` schema with its stored (not generated) columns, each table after the
 * tables it references, so loading them in this order satisfies the foreign keys.
 */
export async function publicTables(client: pg.ClientBase): Promise<Table[]> {
  const { rows: tables } = await client.query<{ name: string; columns: string[] }>(
    `select c.relname as name, array_agg(a.attname::text order by a.attnum) as columns
       from pg_class c join pg_attribute a on a.attrelid = c.oid
      where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
        and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      group by c.relname order by c.relname`,
  );
  const { rows: references } = await client.query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent
       from pg_constraint k
       join pg_class child on child.oid = k.conrelid
       join pg_class parent on parent.oid = k.confrelid
      where k.contype = 'f' and child.relnamespace = 'public'::regnamespace and child.oid <> parent.oid`,
  );
  const ordered: Table[] = [];
  const visiting = new Set<string>();
  const visit = (table: Table) => {
    if (ordered.includes(table)) return;
    if (visiting.has(table.name)) throw new Error(`Foreign keys form a cycle through ${table.name}`);
    visiting.add(table.name);
    for (const { parent } of references.filter((r) => r.child === table.name)) {
      const referenced = tables.find((t) => t.name === parent);
      if (referenced) visit(referenced);
    }
    ordered.push(table);
  };
  tables.forEach(visit);
  return ordered;
}

export async function publicSequences(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'S' order by relname`,
  );
  return rows.map((r) => r.name);
}

export const defaultBackupFile = (dataDir: string, now = new Date()) =>
  path.join(dataDir, 'backups', `kwento-${now.toISOString().replace(/[:.]/g, '-')}.sql.gz`);

/**
 * Writes every row of the `public` schema (but NOT_BACKED_UP) to `file` from one snapshot (REPEATABLE
 * READ), so the site may keep running. The file appears complete or not at all, is never overwritten,
 * and is mode 0600: it holds visitors' e-mail addresses.
 */
export async function writeBackup(databaseUrl: string, file: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const partial = `${file}.partial`;
  const rowCounts: Record<string, number> = {};
  try {
    for (const setting of SESSION_SETTINGS) await client.query(setting);
    await client.query('begin isolation level repeatable read read only');
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      serverVersion: (await client.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]!.v,
      migrations: await appliedMigrations(client),
    };
    const tables = (await publicTables(client)).filter((t) => !NOT_BACKED_UP.includes(t.name));
    const sequences = await publicSequences(client);

    async function* content() {
      yield `-- Kwento database backup. Restore with: npm run db:restore -- FILE\n`;
      yield `${HEADER_PREFIX}${JSON.stringify(header)}\n`;
      for (const setting of SESSION_SETTINGS) yield `${setting};\n`;
      for (const table of tables) {
        const target = `${qualified(table.name)} (${columnList(table.columns)})`;
        yield `\nCOPY ${target} FROM stdin;\n`;
        const rows = client.query(copyTo(`COPY ${target} TO STDOUT`));
        for await (const chunk of rows) yield chunk as Buffer;
        rowCounts[table.name] = rows.rowCount;
        yield '\\.\n';
      }
      yield '\n';
      for (const sequence of sequences) {
        const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
          `select last_value, is_called from ${qualified(sequence)}`,
        );
        yield `SELECT pg_catalog.setval(${pg.escapeLiteral(qualified(sequence))}, ${rows[0]!.last_value}, ${rows[0]!.is_called});\n`;
      }
      yield `${END_MARKER}\n`;
    }

    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    await pipeline(Readable.from(content()), createGzip(), fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    await client.query('commit');
    const written = await fs.promises.open(partial, 'r');
    await written.sync().finally(() => written.close());
    await fs.promises.link(partial, file);
    return rowCounts;
  } finally {
    fs.rmSync(partial, { force: true });
    await client.end().catch(() => {});
  }
}
