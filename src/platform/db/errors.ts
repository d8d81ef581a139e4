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

export interface ErrorSummary {
  code?: string;
  constraint?: string;
  message?: string;
}

/**
 * What a failed query may put in the logs. Never the query's parameters (visitors' e-mail addresses
 * and messages): a DrizzleQueryError's message lists them, so only the driver's error is read, and
 * its message is left out where PostgreSQL quotes the offending value in it (class 22, data exceptions).
 */
export function errorSummary(error: unknown): ErrorSummary {
  const e = driverError(error);
  if (!e) return {};
  const summary: ErrorSummary = {};
  if (e.code) summary.code = e.code;
  if (e.constraint) summary.constraint = e.constraint;
  if (e.message && !e.code?.startsWith('22') && !(e instanceof DrizzleQueryError)) summary.message = e.message.slice(0, 200);
  return summary;
}

/**
 * Text about an error (a stack, as Astro logs a page that failed) without the parameter list a
 * DrizzleQueryError's message carries after `params:`, up to the stack's first frame.
 */
export const withoutQueryParams = (text: string) => text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: [redacted]');

/** True when the database could not be reached or is shutting down: the client should retry. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = driverError(error);
  if (!e) return false;
  if (e.code && /^(08|57P0|53)/.test(e.code)) return true;
  if (e.code && ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE'].includes(e.code)) return true;
  // "…is not queryable": a pooled connection that died between two queries of a transaction.
  return /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED|is not queryable/i.test(e.message ?? '');
}

/** The constraint's name when the database refused the values themselves (class 23: integrity). */
export function rejectedConstraint(error: unknown): string | undefined {
  const e = driverError(error);
  return e?.code?.startsWith('23') ? (e.constraint ?? 'unnamed') : undefined;
}
