import { DrizzleQueryError } from 'drizzle-orm';

/** True when the database could not be reached or is shutting down: the client should retry. */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps every failed query in a DrizzleQueryError (whose message is the SQL and its
  // parameters, i.e. visitors' input) with the driver's error as `cause`: judge the driver's error.
  const e = (error instanceof DrizzleQueryError ? error.cause : error) as { code?: string; message?: string } | undefined;
  if (!e) return false;
  if (e.code && /^(08|57P0|53)/.test(e.code)) return true;
  if (e.code && ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE'].includes(e.code)) return true;
  return /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED/i.test(e.message ?? '');
}
