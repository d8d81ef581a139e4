// `BENCH_ONLY=digest npm run bench`: a weekly digest to BENCH_DIGEST_SUBSCRIBERS (10,000) confirmed
// subscribers at NEWSLETTER_RATE_PER_SECOND (5; at that rate the run takes about 34 minutes), through
// the real outbox and job queue, to an SMTP server on loopback, on a fresh embedded database. Prints
// how long queueing and delivery took, the rate reached and the process's peak memory (RSS).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { SMTPServer } from 'smtp-server';

const SUBSCRIBERS = Number(process.env['BENCH_DIGEST_SUBSCRIBERS'] ?? 10_000);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kwento-bench-digest-'));
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(port));
    });
  });

let received = 0;
const smtpPort = await freePort();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      received++;
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', () => resolve()));

Object.assign(process.env, { DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, SITE_URL: 'https://kwento.example', LOG_LEVEL: 'warn' });
delete process.env['DATABASE_URL'];
const { openDatabase } = await import('../../src/platform/db/open.ts');
const { getPool } = await import('../../src/platform/db/client.ts');
const { config } = await import('../../src/platform/config.ts');
const { startJobs } = await import('../../src/jobs.ts');
const { setRunningBoss } = await import('../../src/platform/jobs/running.ts');
const { sendDigests } = await import('../../src/features/newsletter/index.server.ts');

const database = await openDatabase(() => {});
const pool = getPool();
await pool.query(
  `insert into newsletter_subscriptions (email, language, state, source, consent_text, consent_version, confirmed_at)
   select 'reader' || n || '@bench.example', 'en', 'confirmed', 'footer', 'bench', 'bench', now() from generate_series(1, $1) as n`,
  [SUBSCRIBERS],
);
await pool.query(`insert into spotify_episodes (guid, slug, name, description, published_at) values ('bench-digest', 'bench-digest', 'A new episode', 'For the bench.', now() - interval '1 minute')`);
const boss = await startJobs(database.url);

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);
const rate = config().NEWSLETTER_RATE_PER_SECOND;
const started = performance.now();
const runs = await sendDigests();
const queuedMs = performance.now() - started;
const queued = runs.reduce((n, r) => n + r.recipients, 0);
while (received < queued) await new Promise((resolve) => setTimeout(resolve, 250));
const totalMs = performance.now() - started;
clearInterval(sampler);

const statuses = await pool.query<{ status: string; n: number }>(`select status, count(*)::int as n from email_outbox where kind = 'newsletter-digest' group by status`);
console.log(
  [
    `Weekly digest to ${SUBSCRIBERS.toLocaleString('en')} subscribers at NEWSLETTER_RATE_PER_SECOND=${rate}:`,
    `  queued (outbox rows and jobs, ${queued} mails): ${(queuedMs / 1000).toFixed(1)} s`,
    `  delivered to the SMTP server on loopback: ${(totalMs / 1000).toFixed(1)} s (${(received / (totalMs / 1000)).toFixed(2)} mails/s; the floor at this rate is ${(queued / rate).toFixed(0)} s)`,
    `  outbox: ${statuses.rows.map((r) => `${r.status} ${r.n}`).join(', ')}`,
    `  peak memory (RSS) of the process: ${(peakRss / 1024 / 1024).toFixed(0)} MB`,
  ].join('\n'),
);

await boss.stop({ graceful: false });
setRunningBoss(undefined);
await pool.end();
await database.stop();
smtp.close();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
