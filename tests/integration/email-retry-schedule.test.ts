// A failed e-mail is retried with backoff for at least 24 hours (a mail server may be down that long),
// then dead-lettered. With the default configuration, the options the site gives an e-mail job
// (emailJobOptions in src/platform/email/outbox.ts) must keep it retrying that long even when
// pg-boss's jittered backoff draws its shortest delays.
//
// pg-boss 12 (plans.js failJobsBody, manager.js reinsertFailedJobs) makes retry_limit + 1 attempts; the
// retry after a failure at retry_count c waits
//     LEAST(retry_delay_max, GREATEST(retry_delay, 1) * (2^e / 2 + 2^e / 2 * random())),  e = LEAST(16, c + 1)
// seconds, random() ∈ [0, 1), so the shortest wait is min(retry_delay_max, max(retry_delay, 1) * 2^e / 2).
//
// The first test computes that shortest schedule; the second drives a real pg-boss to the dead letter
// on its own TestClock and checks that every wait it chose is at least that.
import { randomUUID } from 'node:crypto';
import { PgBoss, TestClock, type SendOptions } from 'pg-boss';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { config } from '../../src/platform/config.ts';
import { getPool } from '../../src/platform/db/client.ts';
import { EMAIL_DEAD_QUEUE, EMAIL_QUEUE, emailJobOptions } from '../../src/platform/email/outbox.ts';
import { createEmailQueues } from '../../src/features/mail/jobs.server.ts';

// Defaults only: no EMAIL_RETRY_* from the shell may change the schedule under test.
vi.stubEnv('EMAIL_RETRY_DELAY_SECONDS', undefined);
vi.stubEnv('EMAIL_RETRY_LIMIT', undefined);

afterAll(() => {
  vi.unstubAllEnvs();
});

const DAY_SECONDS = 24 * 60 * 60;

/** pg-boss's shortest wait (random() = 0) before the retry that follows a failure at retry_count `c`. */
function minimumRetryDelay(options: Pick<SendOptions, 'retryDelay' | 'retryBackoff' | 'retryDelayMax'>, c: number): number {
  const delay = options.retryDelay ?? 0;
  if (!options.retryBackoff) return delay;
  const e = Math.min(16, c + 1);
  const backoff = Math.max(delay, 1) * (2 ** e / 2);
  return options.retryDelayMax == null ? backoff : Math.min(options.retryDelayMax, backoff);
}

/** The shortest wait before each retry: one per failure at retry_count 0 .. retryLimit - 1. */
const minimumSchedule = (options: SendOptions) =>
  Array.from({ length: options.retryLimit ?? 0 }, (_, c) => minimumRetryDelay(options, c));

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const hours = (seconds: number) => `${(seconds / 3600).toFixed(2)} h`;

describe('e-mail retry schedule with the default configuration', () => {
  it('uses the documented defaults', () => {
    expect(process.env['EMAIL_RETRY_DELAY_SECONDS']).toBeUndefined();
    expect(process.env['EMAIL_RETRY_LIMIT']).toBeUndefined();
    expect(config()).toMatchObject({ EMAIL_RETRY_DELAY_SECONDS: 30, EMAIL_RETRY_LIMIT: 40 });
    expect(emailJobOptions()).toMatchObject({
      retryLimit: 40,
      retryDelay: 30,
      retryBackoff: true,
      retryDelayMax: 3600,
      deadLetter: EMAIL_DEAD_QUEUE,
    });
  });

  it('keeps retrying for at least 24 hours, even at the shortest jitter, before dead-lettering', () => {
    const options = emailJobOptions();
    const schedule = minimumSchedule(options);
    const total = sum(schedule);
    expect(schedule, 'one wait per retry').toHaveLength(options.retryLimit ?? 0);
    // Backoff: the waits never shrink and never exceed the cap.
    for (let i = 1; i < schedule.length; i++) expect(schedule[i]!).toBeGreaterThanOrEqual(schedule[i - 1]!);
    for (const wait of schedule) expect(wait).toBeLessThanOrEqual(options.retryDelayMax ?? Infinity);
    expect(
      total,
      `shortest retry window ${total} s (${hours(total)}) over ${schedule.length} retries; waits ${schedule.join(', ')} s`,
    ).toBeGreaterThanOrEqual(DAY_SECONDS);
  });
});

describe('the same options in a real pg-boss, driven to the dead letter on a test clock', () => {
  it('waits at least the computed minimum before each retry, then dead-letters after retryLimit + 1 attempts', async () => {
    const options = emailJobOptions();
    const retryLimit = options.retryLimit ?? 0;
    const clock = new TestClock(Date.parse('2025-01-01T00:00:00Z'));
    // The site's schema and queues (createEmailQueues is ours), no supervisor or schedule: the test fails
    // the job by hand, so nothing else moves it.
    const boss = new PgBoss({ connectionString: process.env['DATABASE_URL']!, schema: 'pgboss', createSchema: false, supervise: false, schedule: false, clock });
    const errors: string[] = [];
    boss.on('error', (error) => errors.push(error.message));
    await boss.start();
    try {
      await createEmailQueues(boss);
      const outboxId = randomUUID();
      const jobId = await boss.send(EMAIL_QUEUE, { outboxId }, options);
      expect(jobId).toBeTruthy();

      const stored = async () =>
        (
          await getPool().query<{
            state: string;
            retry_count: number;
            retry_limit: number;
            retry_delay: number;
            retry_backoff: boolean;
            retry_delay_max: number | null;
            dead_letter: string | null;
            start_after: Date;
          }>(
            `select state, retry_count, retry_limit, retry_delay, retry_backoff, retry_delay_max, dead_letter, start_after
               from pgboss.job where id = $1 and name = $2`,
            [jobId, EMAIL_QUEUE],
          )
        ).rows[0]!;

      // What pg-boss stored is what emailJobOptions asked for.
      expect(await stored()).toMatchObject({
        state: 'created',
        retry_limit: retryLimit,
        retry_delay: options.retryDelay,
        retry_backoff: true,
        retry_delay_max: options.retryDelayMax,
        dead_letter: EMAIL_DEAD_QUEUE,
      });

      const waits: number[] = [];
      let attempts = 0;
      for (;;) {
        const [job] = await boss.fetch<{ outboxId: string }>(EMAIL_QUEUE);
        expect(job, `attempt ${attempts + 1} should be claimable`).toBeDefined();
        expect(job!.id).toBe(jobId);
        attempts++;
        const failedAt = clock.now();
        await boss.fail(EMAIL_QUEUE, job!.id, { message: 'SMTP down' });
        const row = await stored();
        if (row.state === 'failed') break;
        expect(row.state).toBe('retry');
        const wait = (row.start_after.getTime() - failedAt) / 1000;
        const minimum = minimumRetryDelay(options, row.retry_count);
        // Timestamps are stored to the microsecond; allow the millisecond rounding of Date.
        expect(wait, `wait after failure at retry_count ${row.retry_count}`).toBeGreaterThanOrEqual(minimum - 0.001);
        expect(wait).toBeLessThanOrEqual((options.retryDelayMax ?? Infinity) + 0.001);
        waits.push(wait);
        expect(attempts, 'more attempts than retryLimit + 1').toBeLessThanOrEqual(retryLimit + 1);
        await clock.setTime(row.start_after.getTime() + 1000);
      }

      expect(attempts).toBe(retryLimit + 1);
      expect(waits).toHaveLength(retryLimit);
      const total = sum(waits);
      expect(total, `this run retried for ${hours(total)}`).toBeGreaterThanOrEqual(sum(minimumSchedule(options)) - 0.05);
      expect(total).toBeGreaterThanOrEqual(DAY_SECONDS);

      // Dead-lettered: a job on the dead letter queue names the same outbox row (its worker marks it dead).
      const dead = await getPool().query<{ outbox_id: string }>(`select data->>'outboxId' as outbox_id from pgboss.job where name = $1`, [
        EMAIL_DEAD_QUEUE,
      ]);
      expect(dead.rows).toEqual([{ outbox_id: outboxId }]);
      expect(errors).toEqual([]);
    } finally {
      await boss.stop({ graceful: false });
    }
  });
});
