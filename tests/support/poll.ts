// Waiting for something to become true, in every suite: Vitest's `vi.waitFor` inside a Vitest worker
// (the integration and fault tests), Playwright's `expect.poll` anywhere else (the end-to-end specs,
// and code run outside any test, such as the fault tests' global setup, where `vi` cannot work).
// Each is imported only where it is used.

export interface PollOptions {
  /** How long to keep checking, in ms (20 s unless said). */
  timeout?: number;
  /** Between two checks, in ms (100 unless said). */
  interval?: number;
  /** Added to the failure message: what the test saw last (a log tail, a summary). */
  detail?: () => string;
}

/** What a check returns while it waits: not yet. */
type NotYet = undefined | null | false;

class NotYetError extends Error {
  constructor() {
    super('not yet');
  }
}

const done = <T>(value: T | NotYet): value is T => value !== undefined && value !== null && value !== false;

/**
 * Calls `check` until it returns something other than undefined, null or false (a check that throws
 * counts as not yet), and returns that value; fails with `what` when `timeout` passes first.
 */
export async function eventually<T>(what: string, check: () => T | NotYet | Promise<T | NotYet>, options: PollOptions = {}): Promise<T> {
  const { timeout = 20_000, interval = 100, detail } = options;
  const failure = (last: unknown) => {
    const reason = last instanceof Error && !(last instanceof NotYetError) ? ` (last error: ${last.message})` : '';
    return new Error(`${what}: not within ${timeout / 1000} s${reason}${detail ? `\n${detail()}` : ''}`);
  };
  if (process.env['VITEST_WORKER_ID'] !== undefined) {
    const { vi } = await import('vitest');
    try {
      return await vi.waitFor(
        async () => {
          const value = await check();
          if (!done(value)) throw new NotYetError();
          return value;
        },
        { timeout, interval },
      );
    } catch (error) {
      throw failure(error);
    }
  }
  const { expect } = await import('@playwright/test');
  let value: T | NotYet;
  let last: unknown;
  try {
    await expect
      .poll(
        async () => {
          try {
            value = await check();
            last = undefined;
          } catch (error) {
            value = undefined;
            last = error;
          }
          return done(value);
        },
        { message: what, timeout, intervals: [interval] },
      )
      .toBe(true);
  } catch {
    throw failure(last);
  }
  return value as T;
}
