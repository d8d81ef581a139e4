// ADR 042: one configured secret, a separate key for cookies, two-factor secrets and links; an owner
// made before the keys were separated keeps signing in, and the start-up re-encryption moves their
// secrets to the two-factor key.
import { randomUUID } from 'node:crypto';
import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { totp, uniqueAddress } from '../support/index.ts';
import { cookieKey, deriveKey, linksKey, twoFactorKeys } from '../../src/features/owner/auth/keys.server.ts';
import { signInOwner } from '../../src/features/owner/auth/login.server.ts';
import { createOwner } from '../../src/features/owner/auth/owners.server.ts';
import { reencryptTwoFactorSecrets } from '../../src/features/owner/auth/reencrypt-two-factor.server.ts';
import { getPool } from '../../src/platform/db/client.ts';

const SECRET = 'integration-tests-only-secret-0123456789abcdef';
vi.stubEnv('AUTH_SECRET', SECRET);
vi.stubEnv('TRUST_PROXY', '0');

const PASSWORD = 'kwento owner passphrase';
let owner: { email: string; userId: string; totpURI: string; backupCodes: string[] };

/** A client of its own for each call: the sign-in limits count per client (an IPv6 one by its /64). */
const ip = uniqueAddress;

async function signIn(code = totp(owner.totpURI)) {
  await getPool().query(`delete from rate_limits where key like 'admin-totp-used:%'`);
  return signInOwner({ email: owner.email, password: PASSWORD, code }, new Headers({ 'user-agent': 'vitest' }), ip());
}

const storedSecrets = async () =>
  (
    await getPool().query<{ secret: string; backup_codes: string }>('select secret, backup_codes from auth_two_factor where user_id = $1', [
      owner.userId,
    ])
  ).rows[0]!;

/** Stores the owner's secrets as the version before ADR 042 did: bare ciphertext under the secret itself. */
async function storeAsBeforeKeysWereSeparated() {
  const keys = twoFactorKeys();
  const { secret, backup_codes } = await storedSecrets();
  const underSecret = async (data: string) => symmetricEncrypt({ key: SECRET, data: await symmetricDecrypt({ key: keys, data }) });
  await getPool().query('update auth_two_factor set secret = $1, backup_codes = $2 where user_id = $3', [
    await underSecret(secret),
    await underSecret(backup_codes),
    owner.userId,
  ]);
}

beforeAll(async () => {
  const email = `keys-${randomUUID()}@example.com`;
  const created = await createOwner(email, PASSWORD);
  owner = { email, ...created };
});

describe('keys derived from the one secret', () => {
  it('differ from each other and from the secret, and stay the same for the same secret', () => {
    const keys = [cookieKey(), linksKey(), twoFactorKeys().keys.get(1)!];
    expect(new Set([...keys, SECRET]).size).toBe(4);
    for (const key of keys) expect(Buffer.from(key, 'base64url')).toHaveLength(32);
    expect(cookieKey()).toBe(cookieKey(SECRET));
    expect(cookieKey(`${SECRET}-other`)).not.toBe(cookieKey());
    // HKDF-SHA-256 with an empty salt and the label as info (RFC 5869): anyone can re-derive a key.
    expect(deriveKey(SECRET, 'kwento/cookies/v1')).toBe(cookieKey());
  });

  it('a new owner’s TOTP seed and backup codes are encrypted under the two-factor key, not the cookie key or the secret', async () => {
    const { secret, backup_codes } = await storedSecrets();
    expect(secret).toMatch(/^\$ba\$1\$[0-9a-f]+$/);
    expect(backup_codes).toMatch(/^\$ba\$1\$[0-9a-f]+$/);
    const { keys, currentVersion } = twoFactorKeys();
    const onlyTwoFactorKey = { keys, currentVersion };
    expect(await symmetricDecrypt({ key: onlyTwoFactorKey, data: secret })).toHaveLength(32);
    expect(JSON.parse(await symmetricDecrypt({ key: onlyTwoFactorKey, data: backup_codes }))).toEqual(owner.backupCodes);
    const ciphertext = secret.slice('$ba$1$'.length);
    await expect(symmetricDecrypt({ key: cookieKey(), data: ciphertext })).rejects.toThrow();
    await expect(symmetricDecrypt({ key: SECRET, data: ciphertext })).rejects.toThrow();
  });

  it('an owner made before the keys were separated signs in, and after the start-up re-encryption too', async () => {
    await storeAsBeforeKeysWereSeparated();
    expect((await storedSecrets()).secret).toMatch(/^[0-9a-f]+$/);
    expect(await signIn()).toMatchObject({ ok: true });

    expect(await reencryptTwoFactorSecrets()).toBeGreaterThanOrEqual(1);
    const { secret, backup_codes } = await storedSecrets();
    expect(secret).toMatch(/^\$ba\$1\$/);
    expect(backup_codes).toMatch(/^\$ba\$1\$/);
    expect(await signIn()).toMatchObject({ ok: true });
    expect(await signIn(owner.backupCodes[0])).toMatchObject({ ok: true });
    // Done once: a second start finds nothing left to encrypt again.
    expect(await reencryptTwoFactorSecrets()).toBe(0);
  });

  it('a new two-factor key version takes over at the next start, and the seed stays the same', async () => {
    const before = await symmetricDecrypt({ key: twoFactorKeys(), data: (await storedSecrets()).secret });
    const current = twoFactorKeys();
    const rotated = {
      ...current,
      keys: new Map([...current.keys, [2, deriveKey(SECRET, 'kwento/totp/v2')]]),
      currentVersion: 2,
    };
    expect(await reencryptTwoFactorSecrets(rotated)).toBeGreaterThanOrEqual(1);
    const { secret } = await storedSecrets();
    expect(secret).toMatch(/^\$ba\$2\$/);
    expect(await symmetricDecrypt({ key: rotated, data: secret })).toBe(before);
    // The cookie key did not change: it never took part.
    expect(cookieKey()).toBe(deriveKey(SECRET, 'kwento/cookies/v1'));
  });
});
