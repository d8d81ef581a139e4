// Scenario 3: the mail server is down (connection refused), refusing (421 to every connection) or
// hanging (accepts the connection and never says a word). Visitors still get their thank-you as fast
// as when mail works, since a form only writes its e-mail to the outbox; and once the mail server is
// back, every e-mail arrives exactly once.
import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fakeSmtp, type FakeSmtp } from '../fakes/smtp-server.ts';
import { eventually, FORM_PATHS, forms, postForm, type Answer } from '../support/index.ts';
import { query } from './support/postgres.ts';
import { Teardown, type FaultSite } from './support/site.ts';

const PORT = 4621;
const SMTP_PORT = 4625;
/** The bound of scenario 1; a POST that waited for the mail server would take its 10 s greeting time-out. */
const ANSWER_BOUND_MS = 2_000;

const teardown = new Teardown();
let site: FaultSite;
let mail: FakeSmtp;
const baseline: number[] = [];

beforeAll(async () => {
  mail = fakeSmtp(SMTP_PORT);
  await mail.start();
  teardown.add(() => mail.stop());
  site = await teardown.site({
    port: PORT,
    dataDir: teardown.dataDir('smtp'),
    env: { SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`, EMAIL_RETRY_DELAY_SECONDS: '1', OWNER_EMAIL: 'owner@example.com' },
  });
});
afterAll(() => teardown.run());

interface OutboxRow {
  id: string;
  status: string;
  attempts: number;
  last_error: string | null;
  message_id: string;
}

const outboxSince = (since: number) =>
  query<OutboxRow>(
    site.dataDir,
    // The owner's notification is one mail per ten minutes, listing all: these tests count the visitors' mails.
    "select id, status, attempts, last_error, message_id from email_outbox where kind <> 'owner-digest' and created_at >= to_timestamp($1::float8 / 1000)",
    [since],
  );

const messageId = (raw: string) => /^Message-ID:\s*(<[^>\s]+>)/im.exec(raw)?.[1];

/** An enquiry, an e-book signup and a story: three e-mails to visitors. */
async function sendForms(label: string): Promise<Answer[]> {
  const answers = [
    await postForm(site.url, FORM_PATHS.contact, forms.contact(label)),
    await postForm(site.url, FORM_PATHS.ebook, forms.ebook()),
    await postForm(site.url, FORM_PATHS.story, forms.story(label)),
  ];
  expect(answers.map((a) => a.status), answers.map((a) => a.body.slice(0, 200)).join('\n')).toEqual([200, 200, 200]);
  return answers;
}

function expectFast(answers: Answer[]) {
  const ms = answers.map((a) => Math.round(a.ms));
  console.info(`form answers: ${ms.join(', ')} ms (with mail working: ${baseline.map(Math.round).join(', ')} ms)`);
  expect(ms.filter((m) => m > ANSWER_BOUND_MS), `answers over ${ANSWER_BOUND_MS} ms`).toEqual([]);
}

/** Every e-mail written since `since` is sent, and the mail server got each one exactly once. */
async function expectDeliveredOnce(since: number, expected: number) {
  const rows = await eventually('every e-mail sent', async () => {
    const r = await outboxSince(since);
    return r.length === expected && r.every((m) => m.status === 'sent') && r;
  }, { timeout: 60_000 });
  const received = mail.received.map((m) => messageId(m.raw));
  for (const row of rows) expect(received.filter((id) => id === row.message_id), `deliveries of ${row.message_id}`).toHaveLength(1);
  // Nothing at all arrived twice, in this test or before it.
  expect(received.filter((id, i) => received.indexOf(id) !== i), 'duplicate deliveries').toEqual([]);
  return rows;
}

describe('the mail server fails; visitors do not wait, and every e-mail arrives once it is back', () => {
  test('with mail working (the baseline)', async () => {
    const since = Date.now();
    baseline.push(...(await sendForms('smtp baseline')).map((a) => a.ms));
    await expectDeliveredOnce(since, 3);
  });

  test('down: the connection is refused', async () => {
    await mail.stop();
    const since = Date.now();
    const first = await sendForms('smtp down');
    // The site has tried, and failed, before it comes back.
    await eventually('a failed delivery attempt', async () => (await outboxSince(since)).some((m) => m.attempts > 0 && m.last_error), { timeout: 30_000 });
    const more = await sendForms('smtp down, later');
    expectFast([...first, ...more]);
    await mail.start();
    const rows = await expectDeliveredOnce(since, 6);
    expect(rows.some((m) => m.attempts > 1), 'some e-mail needed a retry').toBe(true);

    // An e-book mail that waited out the outage carries a link that downloads the guide.
    const ebookMail = mail.received.map((m) => m.raw.replace(/=\r?\n/g, '')).findLast((raw) => /^Subject: Your free /m.test(raw));
    const token = /\/ebook\/download\/([\w-]{43})/.exec(ebookMail ?? '')?.[1];
    expect(token, 'a download link in the e-book mail').toBeDefined();
    const pdf = await fetch(`${site.url}/ebook/download/${token}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('refusing: 421 to every connection', async () => {
    await mail.stop();
    let refused = 0;
    const refusing = new SMTPServer({
      logger: false,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onConnect(_session, callback) {
        refused += 1;
        callback(Object.assign(new Error('Service not available, closing transmission channel'), { responseCode: 421 }));
      },
    });
    await new Promise<void>((resolve) => refusing.listen(SMTP_PORT, '127.0.0.1', resolve));
    let listening = true;
    const closeRefusing = () => {
      if (!listening) return Promise.resolve();
      listening = false;
      return new Promise<void>((resolve) => refusing.close(() => resolve()));
    };
    try {
      const since = Date.now();
      const first = await sendForms('smtp refusing');
      await eventually('a refused delivery attempt', async () => refused > 0 && (await outboxSince(since)).some((m) => m.attempts > 0 && m.last_error), { timeout: 30_000 });
      const more = await sendForms('smtp refusing, later');
      expectFast([...first, ...more]);
      await closeRefusing();
      await mail.start();
      await expectDeliveredOnce(since, 6);
    } finally {
      await closeRefusing();
    }
  });

  test('hanging: the connection is accepted and never answered', async () => {
    await mail.stop();
    const held = new Set<net.Socket>();
    const hanging = net.createServer((socket) => {
      held.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => held.delete(socket));
    });
    await new Promise<void>((resolve) => hanging.listen(SMTP_PORT, '127.0.0.1', resolve));
    teardown.add(() => {
      for (const socket of held) socket.destroy();
      hanging.close();
    });
    const since = Date.now();
    const first = await sendForms('smtp hanging');
    // The site is now stuck talking to the mail server: forms sent meanwhile are thanked all the same.
    await eventually('a delivery attempt held by the mail server', () => held.size > 0, { timeout: 30_000 });
    const more = await sendForms('smtp hanging, later');
    expect(held.size, 'the mail server still holds a connection it never answered').toBeGreaterThan(0);
    expectFast([...first, ...more]);
    // The site gives up on the silent server by itself (its greeting time-out), then retries.
    await eventually('a timed-out delivery attempt', async () => (await outboxSince(since)).some((m) => m.attempts > 0 && m.last_error), { timeout: 30_000 });
    hanging.close();
    await mail.start();
    await expectDeliveredOnce(since, 6);
  });
});
