import { mailsInFolder, mailsTo as readMails } from '../../fakes/smtp-server.ts';
import { eventually } from '../../support/index.ts';
import { E2E_MAIL_DIR } from './e2e-server.ts';

/** Every mail the fake SMTP server accepted for this address so far, oldest first, as its reader sees it. */
export const mailsTo = (address: string): string[] => readMails(mailsInFolder(E2E_MAIL_DIR), address);

/** The first link matching `pattern` in the mails to this address, once one has arrived: a private link. */
export function linkInMailbox(address: string, pattern: RegExp, timeout = 15_000): Promise<string> {
  return eventually(`a mail to ${address} with a link like ${pattern}`, () => mailsTo(address).map((mail) => pattern.exec(mail)?.[0]).find(Boolean), { timeout });
}
