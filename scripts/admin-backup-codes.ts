// A new set of backup codes for an owner who has used theirs up (or lost them), at the server:
//   npm run admin:backup-codes -- --email owner@example.com --password 'their passphrase'
// `--password -` reads the password from standard input. The old codes stop working.
import { parseArgs } from 'node:util';
import { makeNewBackupCodes, OwnerInputError, ownerIdByEmail } from '../src/features/owner/index.server.ts';
import { runDatabaseCommand } from '../src/platform/db/command.ts';
import { passwordFrom } from './owner-password.ts';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } }, strict: true });
if (!values.email || values.password === undefined) {
  console.error('Usage: npm run admin:backup-codes -- --email EMAIL --password PASSWORD   (or --password - to read it from stdin)');
  process.exit(2);
}
const password = await passwordFrom(values.password);

const email = values.email;
await runDatabaseCommand(OwnerInputError, async () => {
  const made = await makeNewBackupCodes(await ownerIdByEmail(email), password);
  if (!made.ok && made.reason === 'limited') throw new OwnerInputError(`Too many wrong passwords. Try again in ${Math.ceil(made.retryAfter / 60)} minutes.`);
  if (!made.ok) throw new OwnerInputError('The password is not correct.');
  console.log('New backup codes (each works once instead of a 6-digit code; keep them somewhere safe, away from the password).');
  console.log('The old ones no longer work.\n');
  console.log(made.codes.join('\n'));
});
