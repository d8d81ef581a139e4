// A real SMTP server on loopback that keeps what it receives, for the e-mail tests.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  recipients: string[];
  raw: string;
}

export interface FakeSmtp {
  /** The port it listens on: the one asked for, or, asked for 0, the one the system gave at its first start. */
  readonly port: number;
  received: ReceivedMail[];
  /** Stops listening (the site then sees a refused connection, as when the mail server is down). */
  stop(): Promise<void>;
  /** Listens (again, on the same port); does nothing when already listening. */
  start(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface FakeSmtpOptions {
  /** Recipients the server refuses at RCPT TO with a 550 that quotes the address, as real servers do. */
  refuses?: (address: string) => boolean;
  /** Called with each mail as it arrives. */
  onMail?: (mail: ReceivedMail) => void;
}

export function fakeSmtp(port: number, { refuses = () => false, onMail }: FakeSmtpOptions = {}): FakeSmtp {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let bound = port;
  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (!refuses(address.address)) return callback();
        callback(Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected: User unknown in local recipient table`), { responseCode: 550 }));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const mail = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            recipients: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          };
          received.push(mail);
          onMail?.(mail);
          callback();
        });
      },
    });
  return {
    get port() {
      return bound;
    },
    received,
    start: () =>
      new Promise((resolve, reject) => {
        if (server) return resolve();
        const next = create();
        next.once('error', reject);
        next.listen(bound, '127.0.0.1', () => {
          bound = (next.server.address() as net.AddressInfo).port;
          server = next;
          resolve();
        });
      }),
    stop: () =>
      new Promise((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        server = undefined;
      }),
  };
}

/**
 * The message as its reader sees it: quoted-printable soft breaks undone and each run of escapes
 * decoded as the UTF-8 bytes it stands for (`=C3=B1` is "ñ").
 */
export const readableMail = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'));

/** The mails that reached this address's mailbox (the address in any case), oldest first. */
export const mailboxOf = (received: ReceivedMail[], address: string) =>
  received.filter((mail) => mail.recipients.some((r) => r.toLowerCase() === address.toLowerCase()));

/** The same mails as their reader sees them (readableMail). */
export const mailsTo = (received: ReceivedMail[], address: string) => mailboxOf(received, address).map((mail) => readableMail(mail.raw));

/** A mail's subject line, as sent. */
export const subjectOf = (text: string) => /^Subject: (.*)$/m.exec(text)?.[1];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The tokens of the private links under `page` (e.g. `https://kwento.example/stories/review`, or
 * `/stories/review` on any site) in the mails `recipient` (exactly as spelled) received, oldest first.
 */
export const linkTokensIn = (received: ReceivedMail[], recipient: string, page: string) =>
  received
    .filter((mail) => mail.recipients.includes(recipient))
    .map((mail) => new RegExp(`${escapeRegExp(page)}/([\\w-]{43})\\b`).exec(readableMail(mail.raw))?.[1])
    .filter((token): token is string => token !== undefined);

/** The mails serve-smtp.ts wrote to `dir`, one JSON file each, oldest first. */
export function mailsInFolder(dir: string): ReceivedMail[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as ReceivedMail);
}
