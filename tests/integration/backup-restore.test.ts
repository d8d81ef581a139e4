import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { TEMPLATE_DATABASE } from '../setup/global-db.ts';
import { validateEnquiry } from '../../src/features/enquiries/schema.ts';
import { validateEbook } from '../../src/features/ebook/schema.ts';
import { validateStory } from '../../src/features/stories/schema.ts';
import { validateSurvey } from '../../src/features/reviews/schema.ts';
import { createOwner } from '../../src/features/owner/auth/owners.server.ts';
import { NOT_BACKED_UP, writeBackup } from '../../src/platform/db/backup.ts';
import { getPool } from '../../src/platform/db/client.ts';
import { migrateDatabase } from '../../src/platform/db/migrate.ts';
import { restoreBackup, RestoreRefused } from '../../src/platform/db/restore.ts';
import { saveEbookSignup } from '../../src/features/ebook/signups.server.ts';
import { saveEnquiry } from '../../src/features/enquiries/enquiries.server.ts';
import { startJobs } from '../../src/jobs.ts';
import { setRunningBoss } from '../../src/platform/jobs/running.ts';
import { saveSurveyResponse } from '../../src/features/reviews/responses.server.ts';
import { saveStory } from '../../src/features/stories/submissions.server.ts';
import { validEnquiry, validEbook, validStory, validSurvey } from '../factories.ts';
import { enquiryMessages, ebookMessages, storyMessages, surveyMessages } from '../../src/i18n/form-messages.ts';

vi.stubEnv('AUTH_SECRET', 'integration-tests-only-secret-0123456789abcdef');

const url = process.env['DATABASE_URL']!;
// Backups and restores are the operator's commands: they run as the admin role (scripts/db-*.ts).
const adminUrl = process.env['DATABASE_ADMIN_URL']!;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kwento-backup-test-'));
const backupFile = path.join(dir, 'backup.sql.gz');
let boss: Awaited<ReturnType<typeof startJobs>>;

const query = async <R extends object>(sql: string, params: unknown[] = [], pool: pg.Pool = getPool()) =>
  (await pool.query<R>(sql, params)).rows;

const valid = <T>(result: { ok: true; data: T } | { ok: false }): T => {
  if (!result.ok) throw new Error('expected valid input');
  return result.data;
};

/** Listed here, not by the code under test, so a table the backup forgot would show up. */
const tables = async (pool?: pg.Pool) =>
  (
    await query<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
      [],
      pool,
    )
  ).map((t) => t.name);

/** Every row of every table as the UTF-8 bytes of PostgreSQL's text form of the row (less `skip`), sorted. */
async function snapshot(pool?: pg.Pool, skip = ''): Promise<Record<string, Buffer[]>> {
  const result: Record<string, Buffer[]> = {};
  for (const table of await tables(pool)) {
    const columns = await query<{ name: string }>(
      `select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = $1 and column_name <> $2 order by ordinal_position`,
      [table, skip],
      pool,
    );
    const row = columns.map((c) => `t."${c.name}"`).join(', ');
    const rows = await query<{ bytes: Buffer }>(`select convert_to(row(${row})::text, 'UTF8') as bytes from "${table}" t order by 1`, [], pool);
    result[table] = rows.map((r) => r.bytes);
  }
  return result;
}

const jobIds = (pool?: pg.Pool) =>
  query<{ id: string; status: string; job_id: string | null }>('select id, status, job_id from email_outbox order by id', [], pool);

const wipe = async () => getPool().query(`truncate ${(await tables()).map((t) => `"${t}"`).join(', ')} restart identity`);

// Types our schema has few of, with the values that trip up a dump: a sequence, a generated column,
// COPY's escape characters, every byte value, floats at their limits, arrays with quotes and NULLs.
const PROBE_TABLE = `
  create table restore_probe (
    id serial primary key,
    body text, raw bytea, amount double precision, exact numeric, at timestamptz, span interval,
    doc jsonb, tags text[], shout text generated always as (upper(body)) stored
  )`;

/** The probe table made as a migration makes a table: by the admin role, then handed to the site's role. */
async function createProbeTable(inAdminUrl: string, inSiteUrl: string) {
  const admin = new pg.Client({ connectionString: inAdminUrl });
  await admin.connect();
  await admin.query(PROBE_TABLE).finally(() => admin.end());
  await migrateDatabase(inAdminUrl, inSiteUrl);
}

/** A database as a new machine has it: migrated, empty, no job queue yet (plus this file's probe table). */
async function withNewDatabase(work: (adminUrl: string, pool: pg.Pool) => Promise<void>) {
  const admin = new pg.Client({ connectionString: inject('databaseAdminUrl') });
  const name = `${new URL(url).pathname.slice(1)}_new`;
  const inOther = (base: string) => {
    const other = new URL(base);
    other.pathname = `/${name}`;
    return other.toString();
  };
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
  const pool = new pg.Pool({ connectionString: inOther(url) });
  // pool.end() resolves before its connections have closed; the forced drop below may end one of them first.
  pool.on('error', () => {});
  try {
    await createProbeTable(inOther(adminUrl), inOther(url));
    await work(inOther(adminUrl), pool);
  } finally {
    await pool.end();
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}

const UNICODE = 'Mabuhay! 👩🏽‍⚕️ Ñoño, São Paulo — 日本語, Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̗';

beforeAll(async () => {
  // Without workers, like a web process with JOBS_IN_PROCESS=0: e-mails get jobs that nothing runs.
  boss = await startJobs(url, { workers: false });
  await createProbeTable(adminUrl, url);
  const rows: unknown[][] = [
    [
      `back\\slash\ttab\r\nCRLF\n\\.\nend ${UNICODE}`,
      Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
      0.1 + 0.2,
      '12345678901234567890.123456789',
      '2026-11-22 10:15:30.123456+08',
      '1 year 2 mons 3 days 04:05:06.789',
      { name: UNICODE, list: [1, 2.5, null], nested: { quote: '"\\' } },
      ['a,b', '"quoted"', null, 'back\\slash', ''],
    ],
    ['', Buffer.alloc(0), 5e-324, 'NaN', '-infinity', '-00:00:00.000001', [], []],
    [null, null, -0, '-0.00', 'infinity', null, null, null],
    [' ', null, 1.7976931348623157e308, null, '1970-01-01 00:00:00+00', null, 'null', ['NULL']],
  ];
  for (const [body, raw, amount, exact, at, span, doc, tags] of rows) {
    await getPool().query(
      'insert into restore_probe (body, raw, amount, exact, at, span, doc, tags) values ($1, $2, $3, $4, $5, $6, $7, $8)',
      [body, raw, amount, exact, at, span, doc === null ? null : JSON.stringify(doc), tags],
    );
  }
  await getPool().query(`insert into restore_probe (amount) values ('NaN'), ('-Infinity')`);

  await saveSurveyResponse(valid(validateSurvey(validSurvey({ name: UNICODE, feedback: `${UNICODE}\r\nline two\n\tindented` }), surveyMessages)));
  await saveSurveyResponse(valid(validateSurvey(validSurvey({ name: '', rating: '1' }), surveyMessages)));
  await saveEnquiry(valid(validateEnquiry(validEnquiry({ message: `Tab\there, backslash \\ and ${UNICODE}` }), enquiryMessages)));
  await saveEbookSignup(valid(validateEbook(validEbook({ name: UNICODE }), ebookMessages)));
  await saveStory(valid(validateStory(validStory(), storyMessages)));
  await createOwner('owner@kwento.example', 'kwento owner passphrase');
  // A message already sent keeps its job id even where queued ones must be queued anew.
  await getPool().query(`update email_outbox set status = 'sent', sent_at = now() where id = (select id from email_outbox order by id limit 1)`);
});

afterAll(async () => {
  await boss.stop({ graceful: false });
  setRunningBoss(undefined);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('db:backup and db:restore', () => {
  let original: Record<string, Buffer[]>;
  let originalJobs: Awaited<ReturnType<typeof jobIds>>;

  it('backs up every row and restores it byte for byte into a wiped database', async () => {
    original = await snapshot();
    originalJobs = await jobIds();
    for (const table of ['survey_responses', 'contact_submissions', 'ebook_signups', 'stories', 'email_outbox', 'auth_user', 'auth_account', 'auth_two_factor']) {
      expect(original[table]!.length, table).toBeGreaterThan(0);
    }
    expect(originalJobs.every((j) => j.job_id !== null)).toBe(true);

    const backedUp = await writeBackup(adminUrl, backupFile);
    expect((fs.statSync(backupFile).mode & 0o777).toString(8)).toBe('600');
    expect(fs.readdirSync(dir)).toEqual(['backup.sql.gz']);
    await expect(writeBackup(adminUrl, backupFile)).rejects.toThrow(/already exists/);
    expect(Object.keys(backedUp).sort()).toEqual((await tables()).filter((t) => !NOT_BACKED_UP.includes(t)));

    await wipe();
    expect(Object.values(await snapshot()).every((rows) => rows.length === 0)).toBe(true);

    // Same database, so the e-mails' jobs are still in its queue: nothing to queue again.
    const restored = await restoreBackup(adminUrl, backupFile);
    expect(restored).toEqual({ rowCounts: backedUp, queuedEmails: 0, erasures: 0 });
    expect(await snapshot()).toEqual(original);

    // The sequence carries on after the restored rows rather than starting again at 1.
    const [next] = await query<{ id: number }>(`insert into restore_probe (body) values ('after') returning id`);
    expect(next!.id).toBe(original['restore_probe']!.length + 1);
    await getPool().query(`delete from restore_probe where body = 'after'`);
  });

  it('restores into a new database, clearing queued e-mails\' job ids there so they are queued again', async () => {
    await withNewDatabase(async (otherAdminUrl, other) => {
      const queued = originalJobs.filter((j) => j.status === 'queued');
      expect(queued.length).toBeGreaterThan(0);
      expect((await restoreBackup(otherAdminUrl, backupFile)).queuedEmails).toBe(queued.length);
      expect(await snapshot(other, 'job_id')).toEqual(await snapshot(undefined, 'job_id'));
      expect(await jobIds(other)).toEqual(originalJobs.map((j) => ({ ...j, job_id: j.status === 'queued' ? null : j.job_id })));
    });
  });

  it('refuses to replace a database that holds data unless forced, then replaces all of it', async () => {
    await saveSurveyResponse(valid(validateSurvey(validSurvey({ feedback: 'written after the backup' }), surveyMessages)));
    const current = await snapshot();

    const refused = restoreBackup(adminUrl, backupFile);
    await expect(refused).rejects.toBeInstanceOf(RestoreRefused);
    await expect(refused).rejects.toThrow(/survey_responses: 3\b.*--force/);
    expect(await snapshot()).toEqual(current);

    await restoreBackup(adminUrl, backupFile, { force: true });
    expect(await snapshot()).toEqual(original);
  });

  it('changes nothing when the backup is from another schema version or is cut short', async () => {
    const text = zlib.gunzipSync(fs.readFileSync(backupFile)).toString('utf8');
    const otherSchema = path.join(dir, 'other-schema.sql.gz');
    fs.writeFileSync(otherSchema, zlib.gzipSync(text.replace('"migrations":["', '"migrations":["0000deadbeef","')));
    const cut = path.join(dir, 'cut.sql.gz');
    fs.writeFileSync(cut, zlib.gzipSync(text.slice(0, text.indexOf('\n', text.indexOf('COPY "public"."survey_responses"')) + 30)));
    const notABackup = path.join(dir, 'not-a-backup.sql.gz');
    fs.writeFileSync(notABackup, zlib.gzipSync('DROP TABLE survey_responses;\n'));

    await expect(restoreBackup(adminUrl, otherSchema, { force: true })).rejects.toThrow(/migrations.*Nothing was changed/);
    await expect(restoreBackup(adminUrl, cut, { force: true })).rejects.toThrow(/incomplete/);
    await expect(restoreBackup(adminUrl, notABackup, { force: true })).rejects.toThrow(/Not a Kwento backup/);
    await expect(restoreBackup(adminUrl, path.join(dir, 'missing.sql.gz'))).rejects.toThrow(/ENOENT/);
    expect(await snapshot()).toEqual(original);
  });
});
