import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import {
  BACKUP_FORMAT,
  END_MARKER,
  HEADER_PREFIX,
  SESSION_SETTINGS,
  appliedMigrations,
  publicTables,
  qualified,
  type BackupHeader,
} from './backup.ts';

/** A restore refused before anything changed; the message says why and what to do instead. */
export class RestoreRefused extends Error {}

export interface RestoreResult {
  rowCounts: Record<string, number>;
  /** E-mails waiting to be sent that have no job here and need one (requeueStrandedEmails). */
  queuedEmails: number;
  /**
   * Addresses erased at their owner's request, in the database replaced or in the backup: all are on
   * the suppression list after the restore, and the privacy feature erases their rows again
   * (reapplyErasures, run by scripts/db-restore.ts right after; ADR 050).
   */
  erasures: number;
}

interface Suppression {
  key_hash: string;
  email_hash: string;
  erased_at: Date;
}

/** The suppression list of the database about to be replaced: erasures made since the backup was taken are among them. */
async function erasuresBefore(client: pg.Client): Promise<Suppression[]> {
  const { rows } = await client.query<{ present: boolean }>(`select to_regclass('public.email_suppressions') is not null as present`);
  if (!rows[0]!.present) return [];
  return (await client.query<Suppression>('select key_hash, email_hash, erased_at from email_suppressions')).rows;
}

/** They go back on the list, so nothing is mailed to them even before their rows are erased again. */
async function keepErasures(client: pg.Client, erasures: Suppression[]): Promise<number> {
  for (const e of erasures) {
    await client.query('insert into email_suppressions (key_hash, email_hash, erased_at) values ($1, $2, $3) on conflict do nothing', [e.key_hash, e.email_hash, e.erased_at]);
  }
  const { rows } = await client.query<{ n: number }>('select count(*)::int as n from email_suppressions');
  return rows[0]!.n;
}

// Only the statements a backup contains are run, so a damaged or foreign file cannot run other SQL.
const IDENT = '"(?:[^"]|"")+"';
const COPY_LINE = new RegExp(`^COPY "public"\\.(${IDENT}) \\(${IDENT}(?:, ${IDENT})*\\) FROM stdin;$`);
const SETVAL_LINE = /^SELECT pg_catalog\.setval\('(?:[^']|'')+', -?\d+, (?:true|false)\);$/;
const SETTING_LINES = new Set(SESSION_SETTINGS.map((s) => `${s};`));
const COPY_BATCH_BYTES = 1 << 16;

type Lines = AsyncGenerator<string, void>;

async function* splitLines(source: AsyncIterable<Buffer>): Lines {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for await (const chunk of source) {
    const parts = (rest + decoder.write(chunk)).split('\n');
    rest = parts.pop()!;
    yield* parts;
  }
  rest += decoder.end();
  if (rest) yield rest;
}

async function readHeader(lines: Lines): Promise<BackupHeader> {
  for (let line = await lines.next(); !line.done && line.value.startsWith('--'); line = await lines.next()) {
    if (!line.value.startsWith(HEADER_PREFIX)) continue;
    const header = JSON.parse(line.value.slice(HEADER_PREFIX.length)) as BackupHeader;
    if (header.format !== BACKUP_FORMAT) throw new RestoreRefused(`Unknown backup format ${header.format}`);
    return header;
  }
  throw new RestoreRefused('Not a Kwento backup (made by `npm run db:backup`)');
}

/** The rows of one COPY block, in batches, up to its `\.` line. */
async function* copyData(lines: Lines) {
  let batch: string[] = [];
  let size = 0;
  for (;;) {
    const line = await lines.next();
    if (line.done) throw new Error('The backup file ends inside a table: it is incomplete');
    if (line.value === '\\.') break;
    batch.push(line.value, '\n');
    size += line.value.length + 1;
    if (size >= COPY_BATCH_BYTES) {
      yield batch.join('');
      batch = [];
      size = 0;
    }
  }
  if (batch.length) yield batch.join('');
}

/** Same schema, and no data unless `force`: then it empties every table (locked until commit). */
async function prepareTarget(client: pg.Client, header: BackupHeader, force: boolean) {
  const migrations = await appliedMigrations(client);
  if (migrations.join() !== header.migrations.join()) {
    throw new RestoreRefused(
      `The backup was taken with ${header.migrations.length} database migrations applied and this database has ` +
        `${migrations.length} (or different ones). Restore it with the Kwento version that made it, then start ` +
        'this version to migrate. Nothing was changed.',
    );
  }
  const tables = await publicTables(client);
  const all = tables.map((t) => qualified(t.name)).join(', ');
  await client.query(`lock table ${all} in access exclusive mode`);
  const filled: string[] = [];
  for (const table of tables) {
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${qualified(table.name)}`);
    if (rows[0]!.n > 0) filled.push(`${table.name}: ${rows[0]!.n}`);
  }
  if (filled.length > 0 && !force) {
    throw new RestoreRefused(
      `The database already holds data (${filled.join(', ')}). Nothing was changed. ` +
        'Add --force to replace everything in it with the backup.',
    );
  }
  await client.query(`truncate ${all} restart identity`);
}

async function load(client: pg.Client, lines: Lines): Promise<Record<string, number>> {
  const rowCounts: Record<string, number> = {};
  let complete = false;
  for await (const line of lines) {
    if (line === END_MARKER) complete = true;
    else if (line === '' || line.startsWith('--') || SETTING_LINES.has(line)) continue;
    else if (SETVAL_LINE.test(line)) await client.query(line);
    else {
      const copy = COPY_LINE.exec(line);
      if (!copy) throw new Error(`Not a line of a Kwento backup: ${line.slice(0, 80)}`);
      const target = client.query(copyFrom(line.slice(0, -1)));
      await pipeline(Readable.from(copyData(lines)), target);
      rowCounts[copy[1]!.slice(1, -1).replaceAll('""', '"')] = target.rowCount;
    }
  }
  if (!complete) throw new Error('The backup file has no end marker: it is incomplete');
  return rowCounts;
}

/**
 * pg-boss's jobs are not in a backup. Restored into another database, a queued message's job id names
 * no job: it is cleared, so the message is queued again like one written while no queue ran. Returns
 * how many queued messages have no job.
 */
async function detachLostJobs(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ present: boolean }>(`select to_regclass('pgboss.job') is not null as present`);
  await client.query(
    rows[0]!.present
      ? `update email_outbox o set job_id = null
          where status = 'queued' and not exists (select 1 from pgboss.job j where j.id = o.job_id)`
      : `update email_outbox set job_id = null where status = 'queued'`,
  );
  const stranded = await client.query<{ n: number }>(`select count(*)::int as n from email_outbox where status = 'queued' and job_id is null`);
  return stranded.rows[0]!.n;
}

/**
 * Loads a backup written by writeBackup in one transaction: all of it or, on any error, nothing.
 * The site may be running; its queries wait for the restore to commit.
 */
export async function restoreBackup(databaseUrl: string, file: string, { force = false } = {}): Promise<RestoreResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const setting of SESSION_SETTINGS) await client.query(setting);
    let result: RestoreResult | undefined;
    await pipeline(fs.createReadStream(file), createGunzip(), async (source: AsyncIterable<Buffer>) => {
      const lines = splitLines(source);
      const header = await readHeader(lines);
      await client.query('begin');
      const erased = await erasuresBefore(client);
      await prepareTarget(client, header, force);
      const rowCounts = await load(client, lines);
      const queuedEmails = await detachLostJobs(client);
      const erasures = await keepErasures(client, erased);
      await client.query('commit');
      result = { rowCounts, queuedEmails, erasures };
    });
    return result!;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}
