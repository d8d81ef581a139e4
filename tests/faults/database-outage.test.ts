// Scenario 1: PostgreSQL stops for 10 s while visitors keep sending the survey.
//
// "Stopped" two ways, since they fail differently: shut down (what a restart, a crash or a failover
// looks like: sessions end, connections are refused, then it is back on the same port; the site
// starts the embedded server again itself, see postgres-killed.test.ts), and frozen
// (SIGSTOP to the postmaster and every child: what a hung host or a stalled disk looks like, where
// the socket still accepts and nothing answers). Either way a visitor gets an answer within 2 s,
// a "try again" with Retry-After while the database is away, and a thank-you again afterwards from
// the same app process; and every thank-you was stored.
import { setTimeout as pause } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eventually, FORM_PATHS, forms, postForm, type Answer } from '../support/index.ts';
import { load, tally } from './support/load.ts';
import { freezePostgres, isRunning, query, shutDownPostgres } from './support/postgres.ts';
import { Teardown, type FaultSite } from './support/site.ts';

const PORT = 4601;
const OUTAGE_MS = 10_000;
const ANSWER_BOUND_MS = 2_000;
const WORKERS = 4;

const teardown = new Teardown();
let site: FaultSite;

beforeAll(async () => {
  site = await teardown.site({ port: PORT, dataDir: teardown.dataDir('database'), env: { RATE_LIMIT_DISABLED: '1' } });
});
afterAll(() => teardown.run());

interface Sent extends Answer {
  submissionId: string;
  phase: 'before' | 'outage' | 'after';
}

/**
 * Survey POSTs from WORKERS visitors: a moment before the fault, through OUTAGE_MS of it, and on
 * until five answers in a row after it were thank-yous (or 30 s, which the assertions then report).
 */
async function surveysThrough(fault: () => Promise<() => Promise<void> | void>): Promise<Sent[]> {
  const sent: Sent[] = [];
  let phase: Sent['phase'] = 'before';
  let thanksAfter = 0;
  let done = false;
  const running = load(WORKERS, () => done, async () => {
    const body = forms.survey(`database-outage ${phase}`);
    const at = phase;
    const answer = await postForm(site.url, FORM_PATHS.survey, body, { timeoutMs: 20_000 });
    sent.push({ ...answer, submissionId: body['submissionId']!, phase: at });
    if (at === 'after') thanksAfter = answer.status === 200 ? thanksAfter + 1 : 0;
    // A visitor's next form a moment later, not at once.
    await pause(100);
  });
  try {
    await eventually('thank-yous before the fault', () => sent.filter((s) => s.phase === 'before' && s.status === 200).length >= WORKERS, { timeout: 30_000 });
    phase = 'outage';
    const end = await fault();
    // The fault itself lasts this long; what the visitors saw meanwhile is read from their answers.
    await pause(OUTAGE_MS);
    await end();
    phase = 'after';
    await eventually('five thank-yous in a row after the fault', () => thanksAfter >= 5, { timeout: 30_000, detail: () => describeAnswers(sent) });
  } finally {
    done = true;
    await running;
  }
  return sent;
}

const describeAnswers = (sent: Sent[]) => tally(sent.map((s) => `${s.phase} ${s.status || s.error}`));

async function expectVisitorsServed(sent: Sent[]) {
  const summary = describeAnswers(sent);
  console.info(`answers by phase: ${summary}; slowest ${Math.round(Math.max(...sent.map((s) => s.ms)))} ms`);
  // The fault was seen, and the site came back.
  expect(sent.filter((s) => s.phase === 'outage' && s.status === 503).length, summary).toBeGreaterThan(0);
  expect(sent.filter((s) => s.phase === 'after' && s.status === 200).length, summary).toBeGreaterThanOrEqual(5);

  // Every visitor got an answer: a thank-you, or 503 with Retry-After and a page saying to try again.
  const unanswered = sent.filter((s) => s.status !== 200 && s.status !== 503);
  expect(unanswered.map((s) => `${s.phase}: ${s.status || s.error} after ${Math.round(s.ms)} ms`), summary).toEqual([]);
  const unavailable = sent.filter((s) => s.status === 503);
  expect(unavailable.filter((s) => !/^\d+$/.test(s.retryAfter ?? '')).map((s) => s.retryAfter), 'Retry-After on every 503').toEqual([]);
  expect(unavailable.filter((s) => !/try again/i.test(s.body)).length, '503 pages say to try again').toBe(0);
  const slow = sent.filter((s) => s.ms > ANSWER_BOUND_MS);
  expect(slow.map((s) => `${s.phase}: ${s.status || s.error} after ${Math.round(s.ms)} ms`), `answers over ${ANSWER_BOUND_MS} ms`).toEqual([]);

  // Every thank-you was stored, once.
  const thanked = sent.filter((s) => s.status === 200).map((s) => s.submissionId);
  const stored = await query<{ submission_id: string; n: number }>(
    site.dataDir,
    'select submission_id, count(*)::int as n from survey_responses where submission_id = any($1::uuid[]) group by 1',
    [thanked],
  );
  expect(stored.filter((r) => r.n !== 1)).toEqual([]);
  expect(thanked.filter((id) => !stored.some((r) => r.submission_id === id)), 'acknowledged but not stored').toEqual([]);
}

async function expectSameAppServing(pid: number) {
  expect(isRunning(pid), 'the app process is the one started before the outage').toBe(true);
  const later = await postForm(site.url, FORM_PATHS.survey, forms.survey('database-outage later'));
  expect(later.status, later.body.slice(0, 300)).toBe(200);
  expect(later.body).toContain('Thank You!');
}

describe('PostgreSQL stopped for 10 s during a survey load', () => {
  test('shut down and started again on the same port: answers within 2 s, 503 + Retry-After meanwhile, then thank-yous, all stored', async () => {
    const pid = site.pid;
    const sent = await surveysThrough(() => shutDownPostgres(site.dataDir));
    await expectVisitorsServed(sent);
    await expectSameAppServing(pid);
  });

  test('frozen (SIGSTOP to the postmaster and its children): answers within 2 s, 503 + Retry-After meanwhile, then thank-yous, all stored', async () => {
    const pid = site.pid;
    const sent = await surveysThrough(async () => freezePostgres(site.dataDir));
    await expectVisitorsServed(sent);
    await expectSameAppServing(pid);
  });
});
