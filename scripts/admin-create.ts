// Creates an owner account for /admin, with TOTP, against the site's database (running or not):
//   npm run admin:create -- --email owner@example.com --password 'a long passphrase'
// `--password -` reads the password from standard input instead of the command line.
import { parseArgs } from 'node:util';
import QRCode from 'qrcode';
import { createOwner, OwnerInputError } from '../src/features/owner/index.server.ts';
import { runDatabaseCommand } from '../src/platform/db/command.ts';
import { passwordFrom } from './owner-password.ts';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, 'no-qr': { type: 'boolean' } },
  strict: true,
});
if (!values.email || values.password === undefined) {
  console.error("Usage: npm run admin:create -- --email EMAIL --password PASSWORD   (or --password - to read it from stdin)");
  process.exit(2);
}
const password = await passwordFrom(values.password);

const email = values.email;
await runDatabaseCommand(OwnerInputError, async () => {
  const owner = await createOwner(email, password);
  console.log('Owner account created. Two-factor sign-in (TOTP) is on.');
  console.log('\nAdd it to an authenticator app (scan the code or paste the URI):\n');
  if (!values['no-qr']) console.log(await QRCode.toString(owner.totpURI, { type: 'terminal', small: true }));
  console.log(owner.totpURI);
  console.log('\nBackup codes (each works once instead of a 6-digit code; keep them somewhere safe):');
  console.log(owner.backupCodes.join('\n'));
  console.log('\nSign in at /admin/login.');
});
