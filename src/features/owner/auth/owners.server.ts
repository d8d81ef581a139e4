import { dictionary } from '@zxcvbn-ts/language-common';
import { getAuth, PASSWORD_MAX, PASSWORD_MIN } from './auth.server.ts';

export class OwnerInputError extends Error {}

export interface NewOwner {
  userId: string;
  totpURI: string;
  backupCodes: string[];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

let common: Set<string> | undefined;

/**
 * ASVS 6.2.4: one of the passwords attackers try first, from zxcvbn-ts's list of the most common
 * ones (about 49,000, lower-case; shipped in the package, so the check needs no network).
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}

export function checkOwnerInput(email: string, password: string): void {
  if (!EMAIL.test(email) || email.length > 254) throw new OwnerInputError('--email must be an e-mail address such as owner@example.com');
  const length = [...password].length;
  if (length < PASSWORD_MIN) throw new OwnerInputError(`--password must be at least ${PASSWORD_MIN} characters (any characters, a passphrase is fine)`);
  if (length > PASSWORD_MAX) throw new OwnerInputError(`--password must be at most ${PASSWORD_MAX} characters`);
  if (isCommonPassword(password)) {
    throw new OwnerInputError('--password is one of the most common passwords, tried first by anyone guessing: choose another (a few unrelated words are fine)');
  }
}

/**
 * Creates an owner account with TOTP already enabled and returns the authenticator setup.
 * Sign-up is closed to the web (disableSignUp), so the account is written through better-auth's
 * internal adapter with its own password hashing (scrypt); TOTP is then enabled through its
 * two-factor API in a short-lived session that is deleted again.
 */
export async function createOwner(emailInput: string, password: string): Promise<NewOwner> {
  const email = emailInput.trim().toLowerCase();
  checkOwnerInput(email, password);
  const auth = getAuth();
  const ctx = await auth.$context;
  if (await ctx.internalAdapter.findUserByEmail(email)) {
    throw new OwnerInputError('An owner with this e-mail address already exists.');
  }
  const user = await ctx.internalAdapter.createUser({ email, name: 'Owner', emailVerified: true }, { method: 'email-password' });
  try {
    await ctx.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: await ctx.password.hash(password),
    });
    const { headers } = await auth.api.signInEmail({
      body: { email, password },
      headers: new Headers(),
      returnHeaders: true,
    });
    const cookie = headers
      .getSetCookie()
      .map((c) => c.split(';', 1)[0]!)
      .join('; ');
    const enabled = await auth.api.enableTwoFactor({ body: { password }, headers: new Headers({ cookie }) });
    if (!('totpURI' in enabled) || !enabled.totpURI) throw new Error('better-auth returned no TOTP setup');
    await ctx.internalAdapter.deleteUserSessions(user.id);
    return { userId: user.id, totpURI: enabled.totpURI, backupCodes: enabled.backupCodes ?? [] };
  } catch (error) {
    // All or nothing: no half-made account without a second factor stays behind.
    await ctx.internalAdapter.deleteUser(user.id).catch(() => {});
    throw error;
  }
}
