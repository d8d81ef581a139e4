import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { rateLimitKey } from './client-ip.ts';
import { config } from '../config.ts';
import { getFormPool, getPool } from '../db/client.ts';

export const FORM_POINTS = 5;
export const FORM_WINDOW_SECONDS = 60;

const limiters = new Map<string, RateLimiterPostgres>();

/** How many requests per minute one address may make, per use; forms take FORM_POINTS. */
export const SEARCH_POINTS = 30;
export const ASSISTANT_POINTS = 20;
/** The search box asks for suggestions as the visitor types: a few requests per search. */
export const SUGGEST_POINTS = 120;

/** A counter kept in the `rate_limits` table (made by the migrations), so every instance counts together. */
export function postgresLimiter(keyPrefix: string, points: number, durationSeconds: number, storeClient = getPool()): RateLimiterPostgres {
  return new RateLimiterPostgres({ storeClient, storeType: 'pool', tableName: 'rate_limits', tableCreated: true, keyPrefix, points, duration: durationSeconds });
}

function limiterFor(form: string, points: number) {
  let limiter = limiters.get(form);
  if (!limiter) {
    limiter = postgresLimiter(`form:${form}`, points, FORM_WINDOW_SECONDS, getFormPool());
    limiters.set(form, limiter);
  }
  return limiter;
}

/**
 * Counts one submission of `form` (or one search) from `client` (its address: an IPv6 client counts
 * by its /64, see rateLimitKey); returns the seconds to wait when over the limit.
 */
export async function takeFormSlot(
  form: string,
  client: string,
  points = FORM_POINTS,
): Promise<{ allowed: true } | { allowed: false; retryAfter: number }> {
  if (config().RATE_LIMIT_DISABLED) return { allowed: true };
  try {
    await limiterFor(form, points).consume(rateLimitKey(client));
    return { allowed: true };
  } catch (result) {
    if (result instanceof RateLimiterRes) {
      return { allowed: false, retryAfter: Math.max(1, Math.ceil(result.msBeforeNext / 1000)) };
    }
    throw result;
  }
}
