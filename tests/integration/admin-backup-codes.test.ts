// New backup codes for an owner who has used theirs: from the owner area (the
// password again, the set shown once) and at the server with `npm run admin:backup-codes`. A new set
// signs in, the old one no longer does, and the owner area counts what is left.
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runScript, SCRIPT_RUNS_TIMEOUT, uniqueAddress } from '../support/index.ts';
import { createOwner } from '../../src/features/owner/auth/owners.server.ts';
import { signInOwner } from '../../src/features/owner/auth/login.server.ts';
import { backupCodesLeft, makeNewBackupCodes, NEW_CODES_FAILURES } from '../../src/features/owner/auth/backup-codes.server.ts';
import { getPool } from '../../src/platform/db/client.ts';

vi.stubEnv('AUTH_SECRET', 'integration-tests-only-secret-0123456789abcdef');
vi.stubEnv('TRUST_PROXY', '0');

const PASSWORD = 'kwento owner passphrase';

let owner: { email: string; userId: string; backupCodes: string[] };

beforeEach(async () => {
  const email = `owner-${randomUUID()}@example.com`;
  const created = await createOwner(email, PASSWORD);
  owner = { email, userId: created.userId, backupCodes: created.backupCodes };
});

const signInWith = (code: string) => signInOwner({ email: owner.email, password: PASSWORD, code }, new Headers({ 'user-agent': 'vitest' }), uniqueAddress());

const sessions = async () => (await getPool().query('select 1 from auth_session where user_id = $1', [owner.userId])).rows.length;

/** `npm run admin:backup-codes` as an operator types it, against this file's database, the password on its input. */
const command = (...args: string[]) => runScript('admin-backup-codes', args, { input: PASSWORD, timeout: 60_000 });

describe('new backup codes', () => {
  it('from the owner area: a new set of 10 signs in, the old set no longer does, and the count follows', async () => {
    expect(await backupCodesLeft(owner.userId)).toBe(10);
    expect(await signInWith(owner.backupCodes[0]!)).toMatchObject({ ok: true });
    expect(await backupCodesLeft(owner.userId)).toBe(9);

    const made = await makeNewBackupCodes(owner.userId, PASSWORD);
    if (!made.ok) throw new Error(`no new codes: ${made.reason}`);
    expect(made.codes).toHaveLength(10);
    expect(made.codes.some((code) => owner.backupCodes.includes(code))).toBe(false);
    expect(await backupCodesLeft(owner.userId)).toBe(10);

    expect(await signInWith(owner.backupCodes[1]!), 'an old code').toMatchObject({ ok: false, outcome: 'bad_code', status: 401 });
    expect(await signInWith(made.codes[0]!), 'a new code').toMatchObject({ ok: true });
    expect(await signInWith(made.codes[0]!), 'a new code, again').toMatchObject({ ok: false, outcome: 'bad_code' });
    expect(await backupCodesLeft(owner.userId)).toBe(9);
  });

  it('needs the owner’s password, leaves the codes as they were when it is wrong, and leaves no session behind', async () => {
    const before = await sessions();
    expect(await makeNewBackupCodes(owner.userId, 'not the passphrase at all')).toEqual({ ok: false, reason: 'password' });
    expect(await backupCodesLeft(owner.userId)).toBe(10);
    expect(await signInWith(owner.backupCodes[0]!)).toMatchObject({ ok: true });
    expect(await sessions(), 'only the sign-in’s session').toBe(before + 1);
  });

  it('stops checking passwords after 5 wrong ones in 10 minutes, and the codes stay as they were', async () => {
    for (let i = 0; i < NEW_CODES_FAILURES; i++) expect(await makeNewBackupCodes(owner.userId, `wrong passphrase ${i}`)).toEqual({ ok: false, reason: 'password' });
    expect(await makeNewBackupCodes(owner.userId, PASSWORD)).toMatchObject({ ok: false, reason: 'limited', retryAfter: expect.any(Number) });
    expect(await signInWith(owner.backupCodes[0]!), 'the old codes still work').toMatchObject({ ok: true });
  });

  it('at the server: `npm run admin:backup-codes` prints a new set that signs in, and the old set stops working', async () => {
    const result = command('--email', owner.email.toUpperCase(), '--password', '-');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('The old ones no longer work.');
    const printed = result.stdout.match(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/gm) ?? [];
    expect(printed).toHaveLength(10);
    expect(await signInWith(owner.backupCodes[0]!)).toMatchObject({ ok: false, outcome: 'bad_code' });
    expect(await signInWith(printed[0]!)).toMatchObject({ ok: true });
  });

  it('at the server: refuses an unknown address, a wrong password and missing arguments, and changes nothing', async () => {
    expect(command('--email', 'nobody@example.com', '--password', '-')).toMatchObject({ code: 1, stderr: expect.stringContaining('No owner has this e-mail address.') });
    const wrong = runScript('admin-backup-codes', ['--email', owner.email, '--password', 'not the passphrase at all']);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('The password is not correct.');
    expect(command('--email', owner.email)).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: npm run admin:backup-codes') });
    expect(await signInWith(owner.backupCodes[0]!)).toMatchObject({ ok: true });
  }, SCRIPT_RUNS_TIMEOUT);
});
