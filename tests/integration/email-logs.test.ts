// No e-mail address in any log line (ADR 014, ADR 039), a mail library's own error messages included:
// the site's real logger writes to a file, a real SMTP server refuses a recipient (550 quoting the
// address, as real servers do), then no server listens at all.
import fs from 'node:fs';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

// Before the logger is made (on first import): info level, into a file this test reads.
const LOG_FILE = vi.hoisted(() => {
  const file = `${process.env['TMPDIR'] ?? '/tmp'}/kwento-email-logs-${process.pid}-${Date.now()}.log`;
  process.env['LOG_FILE'] = file;
  process.env['LOG_LEVEL'] = 'info';
  return file;
});

import { validateStory } from '../../src/features/stories/schema.ts';
import { getPool } from '../../src/platform/db/client.ts';
import { saveStory } from '../../src/features/stories/submissions.server.ts';
import { storyMessages } from '../../src/i18n/form-messages.ts';
import { freePort } from '../fakes/smtp-server.ts';
import { validStory } from '../factories.ts';
import { useMailDelivery } from './support/mail-delivery.ts';

const REFUSED = 'Refused.Person+stories@example.com';
const smtp = await useMailDelivery({ refuses: (address) => address.toLowerCase().startsWith('refused') });
afterAll(() => fs.rmSync(LOG_FILE, { force: true }));
beforeEach(() => fs.writeFileSync(LOG_FILE, ''));

const valid = <T>(result: { ok: true; data: T } | { ok: false }): T => {
  if (!result.ok) throw new Error('expected valid input');
  return result.data;
};

const ADDRESS = /[\w.+-]+@[\w-]+(\.[\w-]+)+/;
const logLines = () => fs.readFileSync(LOG_FILE, 'utf8').split('\n').filter(Boolean);

async function failedReceipt(what: string, error: RegExp) {
  await saveStory(valid(validateStory(validStory({ email: REFUSED }), storyMessages)));
  await expect
    .poll(() => logLines().filter((line) => line.includes('e-mail not delivered')).length, { message: `a log line about ${what}`, timeout: 20_000 })
    .toBeGreaterThanOrEqual(2);
  const [row] = (await getPool().query<{ last_error: string }>(`select last_error from email_outbox where kind = 'story-receipt'`)).rows;
  expect(row!.last_error).toMatch(error);
  const jobs = (await getPool().query<{ output: unknown }>(`select output from pgboss.job where name = 'email' and output is not null`)).rows;
  return { lines: logLines(), lastError: row!.last_error, jobOutput: JSON.stringify(jobs) };
}

describe('a mail that cannot be delivered', () => {
  it('refused recipient (550 on RCPT TO): the log lines, the owner’s outbox and the job queue say why, without the address', async () => {
    const { lines, lastError, jobOutput } = await failedReceipt('the refused recipient', /Recipient address rejected/);
    expect(lastError).toContain('<[address removed]>');
    for (const text of [...lines, lastError, jobOutput]) {
      expect(text).not.toMatch(ADDRESS);
      expect(text.toLowerCase()).not.toContain('refused.person');
    }
    expect(lines.some((line) => line.includes('Recipient address rejected'))).toBe(true);
  });

  it('refused connection (no server on the port): the log lines hold no address', async () => {
    vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${await freePort()}`);
    try {
      const { lines, lastError, jobOutput } = await failedReceipt('the refused connection', /ECONNREFUSED/);
      for (const text of [...lines, lastError, jobOutput]) expect(text).not.toMatch(ADDRESS);
    } finally {
      vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${smtp.port}`);
    }
  });

  it('an address logged by mistake, in the message, a field or an error, is removed by the logger itself', async () => {
    const { log } = await import('../../src/platform/log.ts');
    const refused = Object.assign(new TypeError('550 <maria@example.net> unknown'), { rejected: ['maria@example.net'], response: '550 <maria@example.net>' });
    log.warn({ detail: 'to ana.cruz@example.com', nested: { list: ['jose@example.org'] }, err: refused }, 'sent to liza@example.com');
    const line = logLines().at(-1)!;
    expect(line).not.toMatch(ADDRESS);
    expect(JSON.parse(line)).toMatchObject({
      msg: 'sent to [address removed]',
      detail: 'to [address removed]',
      nested: { list: ['[address removed]'] },
      err: { type: 'TypeError', message: '550 <[address removed]> unknown', rejected: ['[address removed]'], response: '550 <[address removed]>' },
    });
  });
});
