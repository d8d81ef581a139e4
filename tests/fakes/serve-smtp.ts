// The fake SMTP server on its own, for Playwright's web server list: every mail it accepts is written
// to FAKE_SMTP_DIR as one JSON file ({ from, recipients, raw }), which the e2e tests read as the
// recipients' mailboxes. Recipients whose address starts with "refused" get a 550, as from a real server.
//   FAKE_SMTP_PORT=5398 FAKE_SMTP_DIR=/tmp/kwento-e2e-mail node tests/fakes/serve-smtp.ts
// Runs until killed (SIGINT/SIGTERM close it cleanly).
import fs from 'node:fs';
import path from 'node:path';
import { fakeSmtp } from './smtp-server.ts';

const port = Number(process.env['FAKE_SMTP_PORT']);
const dir = process.env['FAKE_SMTP_DIR'];
if (!Number.isInteger(port) || port < 1 || port > 65535 || !dir) {
  console.error('FAKE_SMTP_PORT must be a port number and FAKE_SMTP_DIR a folder');
  process.exit(2);
}

fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
let count = 0;
const server = fakeSmtp(port, {
  refuses: (address) => /^refused/i.test(address),
  onMail: (mail) => {
    count += 1;
    const file = path.join(dir, `${String(count).padStart(6, '0')}.json`);
    // Written whole, then renamed: a reader never sees half a mail.
    fs.writeFileSync(`${file}.partial`, JSON.stringify(mail));
    fs.renameSync(`${file}.partial`, file);
  },
});
await server.start();
console.log(`fake SMTP server listening on 127.0.0.1:${port}, mail in ${dir}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.stop().finally(() => process.exit(0));
  });
}
