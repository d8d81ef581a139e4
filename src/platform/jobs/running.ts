import type { PgBoss } from 'pg-boss';

// Kept on globalThis: scripts/start.ts starts the queue from the source modules, while the built site
// is a separate bundle with its own copy of this module; both must see the same queue.
const KEY = Symbol.for('kwento.jobs.boss');
const slot = globalThis as { [KEY]?: PgBoss | undefined };

/** The job queue this process started, if any (CLI scripts and unit tests run without one). */
export const runningBoss = () => slot[KEY];

export function setRunningBoss(boss: PgBoss | undefined) {
  slot[KEY] = boss;
}
