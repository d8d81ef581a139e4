import { createHash } from 'node:crypto';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { getPool } from '../db/client.ts';

/** ASVS 6.3.1: after this many failed sign-ins in the window, from one address or for one account, 429. */
export const LOGIN_FAILURES = 5;
export const LOGIN_WINDOW_SECONDS = 10 * 60;

/** How long a used TOTP code stays refused: longer than the ±1 step (90 s) better-auth accepts. */
export const USED_CODE_SECONDS = 120;

let limiter: RateLimiterPostgres | undefined;
let usedCodes: RateLimiterPostgres | undefined;

function store(): RateLimiterPostgres {
  limiter ??= new RateLimiterPostgres({
    storeClient: getPool(),
    storeType: 'pool',
    tableName: 'rate_limits',
    tableCreated: true,
    keyPrefix: 'admin-login',
    points: LOGIN_FAILURES,
    duration: LOGIN_WINDOW_SECONDS,
  });
  return limiter;
}

/**
 * ASVS 6.5.1: a TOTP code signs in once. The first sign-in to claim (account, code) wins, atomically
 * across instances; the same code again within its validity is refused.
 */
export async function claimTotpCode(email: string, code: string): Promise<boolean> {
  usedCodes ??= new RateLimiterPostgres({
    storeClient: getPool(),
    storeType: 'pool',
    tableName: 'rate_limits',
    tableCreated: true,
    keyPrefix: 'admin-totp-used',
    points: 1,
    duration: USED_CODE_SECONDS,
  });
  const key = createHash('sha256').update(`${email.trim().toLowerCase()}:${code}`).digest('base64url');
  try {
    await usedCodes.consume(key);
    return true;
  } catch (result) {
    if (result instanceof RateLimiterRes) return false;
    throw result;
  }
}

/** Keys never hold an address in clear: the account key is a hash of the lower-cased e-mail. */
export function loginKeys(ip: string, email: string): string[] {
  const account = createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
  return [`ip:${ip}`, `account:${account}`];
}

export type LoginSlot = { allowed: true; keys: string[] } | { allowed: false; retryAfter: number };

/**
 * Takes one attempt on every key before the password is checked, so parallel guesses cannot slip
 * past the count; a successful sign-in gives its attempt back (`release`). Attempts beyond the limit
 * are refused without touching better-auth.
 */
export async function takeLoginAttempt(keys: string[]): Promise<LoginSlot> {
  const results = await Promise.allSettled(keys.map((key) => store().consume(key)));
  let retryAfter = 0;
  for (const result of results) {
    if (result.status === 'fulfilled') continue;
    if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
    retryAfter = Math.max(retryAfter, Math.ceil(result.reason.msBeforeNext / 1000));
  }
  if (retryAfter > 0) return { allowed: false, retryAfter: Math.max(1, retryAfter) };
  return { allowed: true, keys };
}

/** After a successful sign-in: the account starts afresh, and the address gets its attempt back. */
export async function releaseLoginAttempt(keys: string[]): Promise<void> {
  const [ipKey, accountKey] = keys;
  await Promise.all([
    ipKey ? store().reward(ipKey, 1) : undefined,
    accountKey ? store().delete(accountKey) : undefined,
  ]);
}
