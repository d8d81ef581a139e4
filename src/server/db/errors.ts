import { DrizzleQueryError } from 'drizzle-orm';

interface DriverError {
  code?: string;
  message?: string;
  constraint?: string;
}

/**
 * Drizzle wraps every failed query in a DrizzleQueryError (whose message is the SQL and its
 * parameters, i.e. visitors' input) with the driver's error as `cause`: judge the driver's error.
 */
function driverError(error: unknown): DriverError | undefined {
  return (error instanceof DrizzleQueryError ? error.cause : error) as DriverError | undefined;
}

/** True when the database could not be reached or is shutting down: the client should retry. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = driverError(error);
  if (!e) return false;
  if (e.code && /^(08|57P0|53)/.test(e.code)) return true;
  if (e.code && ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE'].includes(e.code)) return true;
  return /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED/i.test(e.message ?? '');
}

/** The constraint's name when the database refused the values themselves (class 23: integrity). */
export function rejectedConstraint(error: unknown): string | undefined {
  const e = driverError(error);
  return e?.code?.startsWith('23') ? (e.constraint ?? 'unnamed') : undefined;
}
