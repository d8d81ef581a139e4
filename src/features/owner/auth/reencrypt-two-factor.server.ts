import type { SecretConfig } from 'better-auth';
import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import { getDb } from '../../../platform/db/client.ts';
import { authTwoFactors } from '../../../platform/db/schema.ts';
import { twoFactorKeys } from './keys.server.ts';

/**
 * Encrypts every owner's TOTP seed and backup codes again under the current two-factor key when they
 * are not under it yet: written before the keys were separated (under the configured secret itself)
 * or under an older key version. Run at start-up, before anyone signs in. A row that a sign-in changed
 * meanwhile (a backup code used) is left as it is: it still decrypts, and the next start takes it.
 * Returns how many owners' secrets were encrypted again.
 */
export async function reencryptTwoFactorSecrets(keys: SecretConfig = twoFactorKeys()): Promise<number> {
  const current = `$ba$${keys.currentVersion}$`;
  const underCurrentKey = async (data: string) =>
    data.startsWith(current) ? data : symmetricEncrypt({ key: keys, data: await symmetricDecrypt({ key: keys, data }) });
  const db = getDb();
  let changed = 0;
  for (const row of await db.select().from(authTwoFactors)) {
    if (row.secret.startsWith(current) && row.backupCodes.startsWith(current)) continue;
    const updated = await db
      .update(authTwoFactors)
      .set({ secret: await underCurrentKey(row.secret), backupCodes: await underCurrentKey(row.backupCodes) })
      .where(and(eq(authTwoFactors.id, row.id), eq(authTwoFactors.secret, row.secret), eq(authTwoFactors.backupCodes, row.backupCodes)))
      .returning({ id: authTwoFactors.id });
    changed += updated.length;
  }
  return changed;
}
