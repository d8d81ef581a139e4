import type { EmbeddedDatabase } from './embedded.ts';

export interface SupervisorLog {
  info(message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

export interface SupervisorOptions {
  /** How often the postmaster is looked for. */
  checkEveryMs?: number;
  /** The wait before the first restart after a death; doubled for each further death in a row. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** Up this long, the server counts as healthy again and the next death restarts it at once. */
  stableAfterMs?: number;
}

export interface Supervisor {
  /** No restart from now on; resolves once a restart already under way has ended, so that what it started can be stopped. */
  stop(): Promise<void>;
}

/**
 * Keeps the embedded PostgreSQL running: when its postmaster is gone (killed by the OOM killer, say)
 * it is started again on the same data directory, where PostgreSQL's crash recovery replays the WAL,
 * so every committed submission is there again. Deaths in a row wait longer and longer before the
 * next attempt, so a server that cannot start does not spin.
 */
export function superviseDatabase(database: EmbeddedDatabase, log: SupervisorLog, options: SupervisorOptions = {}): Supervisor {
  const { checkEveryMs = 500, firstDelayMs = 250, maxDelayMs = 30_000, stableAfterMs = 60_000 } = options;
  let stopped = false;
  let deathsInARow = 0;
  /** Undefined while the server is down. */
  let upSince: number | undefined = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let restarting: Promise<void> | undefined;

  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => void check(), ms);
    timer.unref();
  };

  async function check() {
    if (stopped) return;
    const stable = upSince !== undefined && Date.now() - upSince >= stableAfterMs;
    if (stable) deathsInARow = 0;
    if (database.isRunning()) return schedule(checkEveryMs);
    upSince = undefined;
    deathsInARow += 1;
    const delayMs = Math.min(maxDelayMs, firstDelayMs * 2 ** (deathsInARow - 1));
    log.error({ deathsInARow, restartInMs: delayMs }, 'embedded PostgreSQL is not running: starting it again');
    await new Promise((resolve) => setTimeout(resolve, delayMs).unref());
    try {
      if (stopped) return;
      restarting = database.restart();
      await restarting;
      upSince = Date.now();
      log.info(`embedded PostgreSQL is running again after ${deathsInARow} restart(s) in a row`);
    } catch (error) {
      log.error({ err: (error as Error).message.split('\n')[0] }, 'embedded PostgreSQL did not start again');
    } finally {
      restarting = undefined;
    }
    schedule(checkEveryMs);
  }

  schedule(checkEveryMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await restarting?.catch(() => {});
    },
  };
}
