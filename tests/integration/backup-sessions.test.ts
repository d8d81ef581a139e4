// ADR 042: a backup file signs nobody in. `npm run db:backup` leaves out the owner's sessions and
// better-auth's verification values; after `npm run db:restore` the owner signs in again.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runScript, SCRIPT_RUNS_TIMEOUT, totp } from '../support/index.ts';
import { signInOwner } from '../../src/features/owner/auth/login.server.ts';
import { createOwner } from '../../src/features/owner/auth/owners.server.ts';
import { getAdminSession } from '../../src/features/owner/auth/session.server.ts';
import { getPool } from '../../src/platform/db/client.ts';

vi.stubEnv('AUTH_SECRET', 'integration-tests-only-secret-0123456789abcdef');
vi.stubEnv('TRUST_PROXY', '0');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kwento-backup-sessions-'));
const file = path.join(dir, 'site.sql.gz');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const count = async (table: string) => (await getPool().query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;

describe('db:backup', () => {
  it('leaves out sessions and verification values, and a restore signs the owner out', async () => {
    const email = `backup-${randomUUID()}@example.com`;
    const password = 'kwento owner passphrase';
    const owner = await createOwner(email, password);
    const signedIn = await signInOwner({ email, password, code: totp(owner.totpURI) }, new Headers({ 'user-agent': 'vitest' }), '203.0.113.9');
    if (!signedIn.ok) throw new Error(`sign-in failed: ${JSON.stringify(signedIn)}`);
    const cookie = signedIn.setCookies.map((c) => c.split(';', 1)[0]).join('; ');
    const verification = `trust-device-${randomUUID()}`;
    await getPool().query(
      `insert into auth_verification (id, identifier, value, expires_at, created_at, updated_at)
       values ($1, $1, 'a value only the site may know', now() + interval '1 day', now(), now())`,
      [verification],
    );
    const [{ token }] = (await getPool().query<{ token: string }>('select token from auth_session')).rows as [{ token: string }];
    expect((await getAdminSession(new Headers({ cookie }), '203.0.113.9')).admin).not.toBeNull();

    const backup = runScript('db-backup', [file]);
    expect(backup.code, backup.out).toBe(0);
    const text = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8');
    expect(text).toContain('COPY "public"."auth_user"');
    expect(text).toContain('COPY "public"."auth_two_factor"');
    expect(text).not.toContain('"auth_session"');
    expect(text).not.toContain('"auth_verification"');
    expect(text).not.toContain(token);
    expect(text).not.toContain(verification);

    const restore = runScript('db-restore', [file, '--force']);
    expect(restore.code, restore.out).toBe(0);
    expect(await count('auth_session')).toBe(0);
    expect(await count('auth_verification')).toBe(0);
    expect(await count('auth_two_factor')).toBe(1);
    expect((await getAdminSession(new Headers({ cookie }), '203.0.113.9')).admin).toBeNull();
    await getPool().query(`delete from rate_limits where key like 'admin-totp-used:%'`);
    const again = await signInOwner({ email, password, code: totp(owner.totpURI) }, new Headers({ 'user-agent': 'vitest' }), '203.0.113.9');
    expect(again.ok).toBe(true);
  }, SCRIPT_RUNS_TIMEOUT);
});
