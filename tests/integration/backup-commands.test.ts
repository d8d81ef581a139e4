// `npm run db:backup` and `npm run db:restore` as an operator types them, against this file's own
// database (tests/setup/database.ts): the commands' arguments, refusals and exit codes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getPool } from '../../src/platform/db/client.ts';
import { runScript, SCRIPT_RUNS_TIMEOUT } from '../support/index.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kwento-backup-cli-'));
const file = path.join(dir, 'site.sql.gz');

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const feedbacks = async () =>
  (await getPool().query<{ feedback: string }>('select feedback from survey_responses order by feedback')).rows.map((r) => r.feedback);

describe('db:backup and db:restore commands', () => {
  it('back up the site, refuse to overwrite a file, and restore all of it only with --force', async () => {
    await getPool().query(
      `insert into survey_responses (email, rating, feedback, submission_id)
       values ('ana@example.com', 5, 'Backed up review', gen_random_uuid())`,
    );

    const backup = runScript('db-backup', [file]);
    expect(backup.code, backup.out).toBe(0);
    expect(backup.out).toMatch(new RegExp(`Backed up \\d+ rows from \\d+ tables to ${file.replace(/[.]/g, '\\.')}`));
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const again = runScript('db-backup', [file]);
    expect(again.code).toBe(2);
    expect(again.out).toContain(`${file} already exists`);

    await getPool().query(`update survey_responses set feedback = 'Changed after the backup'`);
    const refused = runScript('db-restore', [file]);
    expect(refused.code).toBe(1);
    expect(await feedbacks()).toEqual(['Changed after the backup']);

    const restored = runScript('db-restore', [file, '--force']);
    expect(restored.code, restored.out).toBe(0);
    expect(restored.out).toContain(`Restored ${file}`);
    expect(await feedbacks()).toEqual(['Backed up review']);
  }, SCRIPT_RUNS_TIMEOUT);

  it('explain their usage and a missing file with exit code 2', () => {
    expect(runScript('db-restore')).toMatchObject({ code: 2, out: expect.stringContaining('Usage: npm run db:restore -- FILE [--force]') });
    expect(runScript('db-restore', [path.join(dir, 'nothing-here.sql.gz')])).toMatchObject({ code: 2, out: expect.stringContaining('No such file') });
    expect(runScript('db-backup', ['a', 'b'])).toMatchObject({ code: 2, out: expect.stringContaining('Usage: npm run db:backup [-- FILE]') });
  }, SCRIPT_RUNS_TIMEOUT);
});
