// The owner's "Done" on a privacy request that waits for them: only a signed-in owner, only a request in
// that state; it closes the request and drops the new name and address it held.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { totp, uniqueAddress } from '../support/index.ts';
import { createOwner } from '../../src/features/owner/auth/owners.server.ts';
import { signInOwner } from '../../src/features/owner/auth/login.server.ts';
import { SIGNED_OUT_MESSAGE } from '../../src/features/owner/owner-action.server.ts';
import { OWNER_ACTION_FAILURES, privacyDoneAction } from '../../src/features/owner/owner-actions.server.ts';
import { listPrivacyRequests } from '../../src/features/privacy/index.server.ts';
import { submitForm } from '../../src/platform/form-submission.ts';
import { getPool } from '../../src/platform/db/client.ts';

vi.stubEnv('AUTH_SECRET', 'integration-tests-only-secret-0123456789abcdef');
vi.stubEnv('TRUST_PROXY', '0');

const PASSWORD = 'kwento owner passphrase';
const query = async <R extends object>(sql: string, params: unknown[] = []) => (await getPool().query<R>(sql, params)).rows;
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};

let signedIn: Headers;

beforeAll(async () => {
  const email = `owner-${randomUUID()}@example.com`;
  const created = await createOwner(email, PASSWORD);
  const result = await signInOwner({ email, password: PASSWORD, code: totp(created.totpURI) }, new Headers(), uniqueAddress());
  if (!result.ok) throw new Error(`sign-in failed: ${result.message}`);
  signedIn = new Headers({ cookie: result.setCookies.map((c) => c.split(';', 1)[0]).join('; ') });
});

const waiting = async () =>
  (
    await query<{ id: string }>(
      `insert into privacy_requests (kind, email, email_hash, state, new_name, confirmed_at, due_at)
       values ('correct', 'joy@example.com', 'x', 'owner', 'Joy B.', now(), now() + interval '42 days') returning id`,
    )
  )[0]!.id;

describe('the owner finishes a privacy request', () => {
  it('closes a request that waits for the owner, once', async () => {
    const id = await waiting();
    expect((await listPrivacyRequests({})).rows.find((r) => r.id === id)).toMatchObject({ state: 'owner', newName: 'Joy B.' });
    expect(await submitForm(privacyDoneAction, form({ id }), { headers: new Headers(), ip: uniqueAddress() })).toEqual({ ok: false, status: 401, message: SIGNED_OUT_MESSAGE });
    expect(await submitForm(privacyDoneAction, form({ id }), { headers: signedIn, ip: uniqueAddress() })).toEqual({ ok: true, data: { done: true } });
    expect(await query('select state, email, new_name from privacy_requests where id = $1', [id])).toEqual([{ state: 'done', email: null, new_name: null }]);
    expect(await submitForm(privacyDoneAction, form({ id }), { headers: signedIn, ip: uniqueAddress() })).toEqual({ ok: false, status: 409, message: OWNER_ACTION_FAILURES.privacyDone });
    expect((await submitForm(privacyDoneAction, form({ id: 'nope' }), { headers: signedIn, ip: uniqueAddress() })).ok).toBe(false);
  });
});
