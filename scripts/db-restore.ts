// `npm run db:restore -- FILE [--force]`: loads a backup made by `npm run db:backup` into the site's
// database (running or not), all or nothing. A database that holds data is replaced only with --force.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runDatabaseCommand } from '../src/platform/db/command.ts';
import { RestoreRefused } from '../src/platform/db/restore.ts';
import { requeueStrandedEmails } from '../src/platform/email/outbox.ts';
import { startJobs } from '../src/jobs.ts';
import { restoreKeepingErasures } from '../src/features/privacy/index.server.ts';

const { values, positionals } = parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true, strict: true });
if (positionals.length !== 1) {
  console.error('Usage: npm run db:restore -- FILE [--force]');
  process.exit(2);
}
const file = path.resolve(process.env['INIT_CWD'] ?? '.', positionals[0]!);
if (!fs.existsSync(file)) {
  console.error(`No such file: ${file}`);
  process.exit(2);
}

await runDatabaseCommand(
  RestoreRefused,
  async (database) => {
    // Erasures asked for since the backup was taken (and before) hold: their rows are erased again.
    const { rowCounts, queuedEmails, erasures } = await restoreKeepingErasures(database.adminUrl, file, { force: values.force });
    for (const [table, rows] of Object.entries(rowCounts)) console.log(`  ${table}: ${rows} rows`);
    console.log(`Restored ${file}`);
    if (erasures > 0) console.log(`${erasures} erased addresses are erased again.`);
    if (queuedEmails > 0) {
      const jobs = await startJobs(database.url, { workers: false });
      await requeueStrandedEmails();
      await jobs.stop({ graceful: false });
      console.log(`${queuedEmails} e-mails waiting to be sent are queued again.`);
    }
  },
  (message) => console.log(message),
);
