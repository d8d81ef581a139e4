import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_MAIL_DIR } from './e2e-server.ts';

/** A mail as its reader sees it: the raw message with quoted-printable undone, UTF-8 decoded. */
const decoded = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Every mail the fake SMTP server accepted for this address so far, oldest first. */
export function mailsTo(address: string): string[] {
  if (!fs.existsSync(E2E_MAIL_DIR)) return [];
  return fs
    .readdirSync(E2E_MAIL_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(E2E_MAIL_DIR, name), 'utf8')) as { recipients: string[]; raw: string })
    .filter((mail) => mail.recipients.some((r) => r.toLowerCase() === address.toLowerCase()))
    .map((mail) => decoded(mail.raw));
}

/** The first link matching `pattern` in the mails to this address, once one has arrived: a private link. */
export async function linkInMailbox(address: string, pattern: RegExp, timeout = 15_000): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        link = mailsTo(address)
          .map((mail) => pattern.exec(mail)?.[0])
          .find(Boolean);
        return link !== undefined;
      },
      { message: `a mail to ${address} with a link like ${pattern}`, timeout },
    )
    .toBe(true);
  return link!;
}
