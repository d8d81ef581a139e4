// `npm run db:backup [-- FILE]`: writes every row of the site's database (running or not) to FILE,
// by default DATA_DIR/backups/kwento-<UTC time>.sql.gz. Restore it with `npm run db:restore`.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dataDir } from '../src/platform/config.ts';
import { defaultBackupFile, writeBackup } from '../src/platform/db/backup.ts';
import { openDatabase } from '../src/platform/db/open.ts';

const { positionals } = parseArgs({ allowPositionals: true, strict: true });
if (positionals.length > 1) {
  console.error('Usage: npm run db:backup [-- FILE]');
  process.exit(2);
}
// npm runs scripts in the project folder; a relative FILE means the folder the command was typed in.
const file = positionals[0] ? path.resolve(process.env['INIT_CWD'] ?? '.', positionals[0]) : defaultBackupFile(dataDir());
if (fs.existsSync(file)) {
  console.error(`${file} already exists`);
  process.exit(2);
}

const database = await openDatabase((message) => console.log(message));
try {
  const rowCounts = await writeBackup(database.adminUrl, file);
  const rows = Object.values(rowCounts).reduce((a, b) => a + b, 0);
  console.log(`Backed up ${rows} rows from ${Object.keys(rowCounts).length} tables to ${file}`);
} finally {
  await database.stop();
}
