import { createHash } from 'node:crypto';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { rateLimitKey } from '../../../platform/http/client-ip.ts';
import { postgresLimiter } from '../../../platform/http/rate-limit.ts';

/**
 * ASVS 6.3.1: after this many failed sign-ins in the window from one address, that address gets 429.
 * After this many for one account, the account is under attack: see takeLoginAttempt (ADR 015).
 */
export const LOGIN_FAILURES = 5;
export const LOGIN_WINDOW_SECONDS = 10 * 60;

/** How long a used TOTP code stays refused: longer than the ±1 step (90 s) better-auth accepts. */
export const USED_CODE_SECONDS = 120;

/**
 * After this many wrong authenticator codes on one account in the window, from whatever clients, its
 * authenticator codes are paused until the window ends; its backup codes still sign in (ADR 041).
 */
export const TOTP_FAILURES = 10;
export const TOTP_WINDOW_SECONDS = 15 * 60;

let limiter: RateLimiterPostgres | undefined;
let usedCodes: RateLimiterPostgres | undefined;
let wrongCodes: RateLimiterPostgres | undefined;

function store(): RateLimiterPostgres {
  limiter ??= postgresLimiter('admin-login', LOGIN_FAILURES, LOGIN_WINDOW_SECONDS);
  return limiter;
}

/**
 * ASVS 6.5.1: a TOTP code signs in once. The first sign-in to claim (account, code) wins, atomically
 * across instances; the same code again within its validity is refused.
 */
export async function claimTotpCode(email: string, code: string): Promise<boolean> {
  usedCodes ??= postgresLimiter('admin-totp-used', 1, USED_CODE_SECONDS);
  const key = createHash('sha256').update(`${email.trim().toLowerCase()}:${code}`).digest('base64url');
  try {
    await usedCodes.consume(key);
    return true;
  } catch (result) {
    if (result instanceof RateLimiterRes) return false;
    throw result;
  }
}

const secondsOf = (result: RateLimiterRes) => Math.max(1, Math.ceil(result.msBeforeNext / 1000));

const accountHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

function wrongCodeStore(): RateLimiterPostgres {
  wrongCodes ??= postgresLimiter('admin-totp-wrong', TOTP_FAILURES, TOTP_WINDOW_SECONDS);
  return wrongCodes;
}

/** One wrong authenticator code on this account, from any client. */
export async function countWrongTotp(email: string): Promise<void> {
  await wrongCodeStore().penalty(accountHash(email), 1);
}

/**
 * Seconds until this account's authenticator codes are checked again, or 0 while they are. Wrong
 * codes from many clients, each within its own limit, would otherwise add up to a guess of the
 * 6 digits; the owner, who has the backup codes, is never kept out by this.
 */
export async function totpPausedFor(email: string): Promise<number> {
  const counted = await wrongCodeStore().get(accountHash(email));
  return counted && counted.consumedPoints >= TOTP_FAILURES ? secondsOf(counted) : 0;
}

export interface LoginKeys {
  address: string;
  account: string;
}

/**
 * The client counts as every rate limit counts it (an IPv6 client by its /64). Keys never hold an
 * e-mail address in clear: the account key is a hash of the lower-cased e-mail.
 */
export function loginKeys(ip: string, email: string): LoginKeys {
  return { address: `ip:${rateLimitKey(ip)}`, account: `account:${accountHash(email)}` };
}

export type LoginSlot =
  | { allowed: true; keys: LoginKeys; accountUnderAttack: boolean }
  | { allowed: false; retryAfter: number };

/**
 * Takes one attempt from the address and one from the account before the password is checked, so
 * parallel guesses cannot slip past the count; a successful sign-in gives both back (`release`).
 * An address past its limit is refused without touching better-auth. An account past its limit is
 * not refused – that would let anyone lock the owner out – but is "under attack": its sign-ins are
 * still checked, so the right password and code get in, while a failure tells nothing about which
 * part was wrong and uses up the address's attempts (`spendAddress`).
 */
export async function takeLoginAttempt(keys: LoginKeys): Promise<LoginSlot> {
  try {
    await store().consume(keys.address);
  } catch (result) {
    if (result instanceof RateLimiterRes) return { allowed: false, retryAfter: secondsOf(result) };
    throw result;
  }
  try {
    await store().consume(keys.account);
    return { allowed: true, keys, accountUnderAttack: false };
  } catch (result) {
    if (result instanceof RateLimiterRes) return { allowed: true, keys, accountUnderAttack: true };
    throw result;
  }
}

/** A failure on an account under attack: this address has no attempts left in the window. Returns the seconds to wait. */
export async function spendAddress(keys: LoginKeys): Promise<number> {
  const result = await store().penalty(keys.address, LOGIN_FAILURES);
  return secondsOf(result);
}

/** After a successful sign-in: the address and the account get their attempt back (a success is no failure). */
export async function releaseLoginAttempt(keys: LoginKeys): Promise<void> {
  await Promise.all([store().reward(keys.address, 1), store().reward(keys.account, 1)]);
}
