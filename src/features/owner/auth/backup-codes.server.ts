import { APIError } from 'better-auth/api';
import { makeSignature } from 'better-auth/crypto';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { postgresLimiter } from '../../../platform/http/rate-limit.ts';
import { getAuth } from './auth.server.ts';
import { OwnerInputError } from './owners.server.ts';

/** How many backup codes better-auth makes in a set (`admin:create` and every new set). */
export const BACKUP_CODES_IN_A_SET = 10;
/** At or below this many left, the owner area asks the owner to make a new set. */
export const FEW_BACKUP_CODES = 3;

/** Wrong passwords on the "new backup codes" form, per owner, before it answers 429 for the window. */
export const NEW_CODES_FAILURES = 5;
export const NEW_CODES_WINDOW_SECONDS = 10 * 60;

let wrongPasswords: RateLimiterPostgres | undefined;

function wrongPasswordStore(): RateLimiterPostgres {
  wrongPasswords ??= postgresLimiter('admin-new-backup-codes', NEW_CODES_FAILURES, NEW_CODES_WINDOW_SECONDS);
  return wrongPasswords;
}

export type NewBackupCodes = { ok: true; codes: string[] } | { ok: false; reason: 'password' } | { ok: false; reason: 'limited'; retryAfter: number };

/**
 * A new set of backup codes for this owner, made and stored (encrypted) by better-auth's two-factor
 * plugin; the old set stops working at once. better-auth asks for the owner's password and a session:
 * a short-lived session of its own is made for the call and deleted after, so the owner area (signed
 * in) and `npm run admin:backup-codes` (at the server, signed in nowhere) take the same way. Wrong
 * passwords are counted per owner (a stolen session must not become a way to guess the password),
 * and only its own key: failed sign-ins by others cannot block this.
 */
export async function makeNewBackupCodes(userId: string, password: string): Promise<NewBackupCodes> {
  const counted = await wrongPasswordStore().get(userId);
  if (counted && counted.consumedPoints >= NEW_CODES_FAILURES) return { ok: false, reason: 'limited', retryAfter: Math.max(1, Math.ceil(counted.msBeforeNext / 1000)) };
  const auth = getAuth();
  const ctx = await auth.$context;
  const { token } = await ctx.internalAdapter.createSession(userId, true);
  try {
    // The session cookie as better-auth signs it (`token.signature`, HMAC-SHA-256 with its secret).
    const cookie = `${ctx.authCookies.sessionToken.name}=${encodeURIComponent(`${token}.${await makeSignature(token, ctx.secret)}`)}`;
    const { backupCodes } = await auth.api.generateBackupCodes({ body: { password }, headers: new Headers({ cookie }) });
    return { ok: true, codes: backupCodes };
  } catch (error) {
    if (!(error instanceof APIError && error.body?.code === 'INVALID_PASSWORD')) throw error;
    try {
      await wrongPasswordStore().consume(userId);
    } catch (result) {
      if (!(result instanceof RateLimiterRes)) throw result;
    }
    return { ok: false, reason: 'password' };
  } finally {
    await ctx.internalAdapter.deleteSession(token);
  }
}

/** How many of this owner's backup codes have not signed in yet (better-auth decrypts them; we count). */
export async function backupCodesLeft(userId: string): Promise<number> {
  const { backupCodes } = await getAuth().api.viewBackupCodes({ body: { userId } });
  return backupCodes.length;
}

/** The owner account behind an address, for the command line (`admin:backup-codes`). */
export async function ownerIdByEmail(email: string): Promise<string> {
  const ctx = await getAuth().$context;
  const found = await ctx.internalAdapter.findUserByEmail(email.trim().toLowerCase());
  if (!found) throw new OwnerInputError('No owner has this e-mail address. `npm run admin:create` makes one.');
  return found.user.id;
}
