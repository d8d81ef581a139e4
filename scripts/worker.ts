// `npm run worker`: runs the background jobs (e-mail delivery, media sync) in their own process, for
// sites whose web processes run with JOBS_IN_PROCESS=0. Any number of workers may run on one database.
import { closePools } from '../src/platform/db/client.ts';
import { openDatabase } from '../src/platform/db/open.ts';
import { startJobs } from '../src/jobs.ts';
import { routeConsoleToLog } from '../src/platform/console-to-log.ts';
import { log } from '../src/platform/log.ts';

routeConsoleToLog(log);

const database = await openDatabase((message) => log.info(message));
const jobs = await startJobs(database.url, { workers: true });
log.info('Worker running: e-mail delivery and media sync');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info(`${signal}: stopping`);
  // Graceful: a job in progress finishes (or is retried later) rather than being cut off mid-send.
  await jobs.stop({ graceful: true, timeout: 10_000 }).catch(() => {});
  await closePools().catch(() => {});
  await database.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
