import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase } from './embedded.ts';

// A second embedded server of our own, in a scratch DATA_DIR (readable by the `postgres` user when root).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kwento-embedded-'));
fs.chmodSync(dataDir, 0o755);
const versionFile = path.join(dataDir, 'postgres', 'PG_VERSION');
const messages: string[] = [];
const log = (message: string) => messages.push(message);

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('startEmbeddedDatabase', { timeout: 120_000 }, () => {
  it('says where the cluster and the server programs live', async () => {
    const db = await startEmbeddedDatabase(dataDir, log);
    try {
      const where = messages.find((m) => m.includes('cluster in'));
      expect(where).toMatch(new RegExp(`^PostgreSQL \\d+: cluster in ${path.join(dataDir, 'postgres')}, server programs in /`));
      const programs = where!.split('server programs in ')[1]!;
      expect(fs.existsSync(path.join(programs, 'bin', 'postgres'))).toBe(true);
      if (process.getuid?.() === 0) expect(programs).toMatch(/^\/var\/lib\/kwento\/pg-/);
      await query(db.adminUrl, `create table kept (note text); insert into kept values ('still here')`);
    } finally {
      await db.stop();
    }
  });

  it('refuses a cluster made by another major version, without touching it', async () => {
    const realVersion = fs.readFileSync(versionFile, 'utf8');
    const older = String(Number(realVersion.trim()) - 1);
    fs.writeFileSync(versionFile, `${older}\n`);
    const filesBefore = fs.readdirSync(path.dirname(versionFile)).sort();

    await expect(startEmbeddedDatabase(dataDir, log)).rejects.toThrow(
      `The PostgreSQL cluster in ${path.join(dataDir, 'postgres')} was made by PostgreSQL ${older}, but the installed programs`,
    );
    expect(fs.readFileSync(versionFile, 'utf8')).toBe(`${older}\n`);
    expect(fs.readdirSync(path.dirname(versionFile)).sort()).toEqual(filesBefore);
    expect(filesBefore).not.toContain('postmaster.pid');

    // Back with the version that made it, the data is all there.
    fs.writeFileSync(versionFile, realVersion);
    const db = await startEmbeddedDatabase(dataDir, log);
    try {
      expect(await query(db.adminUrl, 'select note from kept')).toEqual([{ note: 'still here' }]);
    } finally {
      await db.stop();
    }
  });

  it('writes no e-mail address of a refused row or statement to its log', async () => {
    const address = 'maria.refused@example.com';
    const logFile = path.join(dataDir, 'postgres.log');
    const db = await startEmbeddedDatabase(dataDir, log);
    const client = new pg.Client({ connectionString: db.adminUrl });
    await client.connect();
    try {
      await client.query('create table people (email text unique check (char_length(email) between 3 and 254), note text check (note <> \'refused\'))');
      await client.query(`insert into people (email) values ('${address}')`);
      // A check and a unique index refuse rows quoting the address, as a literal and as a parameter.
      await expect(client.query(`insert into people (email, note) values ('${address}x', 'refused')`)).rejects.toThrow(/violates check constraint/);
      await expect(client.query('insert into people (email, note) values ($1, $2)', [`${address}y`, 'refused'])).rejects.toThrow(/violates check constraint/);
      await expect(client.query(`insert into people (email) values ('${address}')`)).rejects.toThrow(/duplicate key/);
      // The refusals are logged (so the log is the one being written), without their rows or statements.
      await expect.poll(() => fs.readFileSync(logFile, 'utf8'), { timeout: 5_000 }).toMatch(/duplicate key value violates unique constraint/);
      const written = fs.readFileSync(logFile, 'utf8');
      expect(written).toMatch(/violates check constraint "people_note_check"/);
      expect(written).not.toContain(address);
      expect(written).not.toContain('maria.refused');
    } finally {
      await client.end();
      await db.stop();
    }
  });
});

const asRoot = process.getuid?.() === 0;
if (!asRoot) console.log('two-checkouts test skipped: it checks where root puts what the postgres user cannot reach, and this run is not root');

describe.skipIf(!asRoot)('as root, two checkouts in private folders', { timeout: 120_000 }, () => {
  it('each get a cluster of their own under /var/lib/kwento, and share one copy of the programs', async () => {
    const checkouts = [1, 2].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'kwento-private-')));
    const homes = checkouts.map((dir) =>
      path.join('/var/lib/kwento', createHash('sha256').update(path.join(dir, 'data')).digest('hex').slice(0, 16)),
    );
    const started = [];
    try {
      for (const dir of checkouts) {
        messages.length = 0;
        const db = await startEmbeddedDatabase(path.join(dir, 'data'), log);
        started.push({ db, where: messages.find((m) => m.includes('cluster in'))! });
        await query(db.adminUrl, `create table checkout (dir text); insert into checkout values ('${dir}')`);
      }
      const [a, b] = started;
      expect(a!.where).toContain(`cluster in ${homes[0]}/postgres,`);
      expect(b!.where).toContain(`cluster in ${homes[1]}/postgres,`);
      expect(a!.where.split('server programs in ')[1]).toBe(b!.where.split('server programs in ')[1]);
      expect(await query(a!.db.adminUrl, 'select dir from checkout')).toEqual([{ dir: checkouts[0] }]);
      expect(await query(b!.db.adminUrl, 'select dir from checkout')).toEqual([{ dir: checkouts[1] }]);
      expect(fs.existsSync(path.join(checkouts[0]!, 'data', 'postgres'))).toBe(false);
    } finally {
      for (const { db } of started) await db.stop();
      for (const dir of [...checkouts, ...homes]) fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
