// Scenario 6: the embedded PostgreSQL's postmaster is killed with SIGKILL (what the kernel's OOM
// killer does) while visitors send the survey. The site notices, starts it again on the same data
// directory (crash recovery replays the WAL), and answers again within 15 s; meanwhile /healthz says
// 503 and the home page still answers from its render cache. Every thank-you was stored exactly once,
// and a second death in a row waits longer before its restart, each logged at error level.
import fs from 'node:fs';
import { setTimeout as pause } from 'node:timers/promises';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { eventually, FORM_PATHS, forms, postForm, type Answer } from '../support/index.ts';
import { load, tally } from './support/load.ts';
import { isRunning, postmasterPid, postmastersOn, query } from './support/postgres.ts';
import { Teardown, type FaultSite } from './support/site.ts';

const PORT = 4651;
const BACK_WITHIN_MS = 15_000;
const VISITORS = 4;

const teardown = new Teardown();
let site: FaultSite;

beforeAll(async () => {
  site = await teardown.site({ port: PORT, dataDir: teardown.dataDir('postgres-killed'), env: { RATE_LIMIT_DISABLED: '1' } });
});
afterAll(() => teardown.run());

interface Sent extends Answer {
  submissionId: string;
}

interface Outage {
  healthz: number[];
  home: number[];
  /** From the kill until /healthz answered 200 again. */
  backAfterMs: number;
}

/** Kills the postmaster, then watches /healthz and the home page until the database answers again. */
async function killPostmaster(): Promise<Outage> {
  const postmaster = postmasterPid(site.dataDir);
  const killedAt = Date.now();
  process.kill(postmaster, 'SIGKILL');
  const outage: Outage = { healthz: [], home: [], backAfterMs: Infinity };
  await eventually(
    '/healthz answering 200 again after the kill',
    async () => {
      const health = await fetch(new URL('/healthz', site.url), { signal: AbortSignal.timeout(5_000) }).catch(() => undefined);
      outage.healthz.push(health?.status ?? 0);
      const home = await fetch(new URL('/', site.url), { signal: AbortSignal.timeout(5_000) }).catch(() => undefined);
      outage.home.push(home?.status ?? 0);
      await home?.arrayBuffer();
      return health?.status === 200 && outage.healthz.some((s) => s !== 200);
    },
    { timeout: BACK_WITHIN_MS + 5_000, interval: 50, detail: () => `healthz ${tally(outage.healthz.map(String))}; home ${tally(outage.home.map(String))}` },
  );
  outage.backAfterMs = Date.now() - killedAt;
  expect(isRunning(postmaster), 'the killed postmaster is gone').toBe(false);
  return outage;
}

const errorLines = () =>
  fs
    .readFileSync(site.logFile, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string; deathsInARow?: number; restartInMs?: number })
    .filter((line) => line.level >= 50 && line.msg.includes('PostgreSQL is not running'));

test('SIGKILL of the postmaster during a survey load: restarted within 15 s, /healthz 503 meanwhile, the home page still answers, every thank-you stored once', async () => {
  // The home page has been seen once, so it is in the render cache.
  expect((await fetch(new URL('/', site.url))).status).toBe(200);

  const sent: Sent[] = [];
  let done = false;
  let thanksAfter = 0;
  let recovered = false;
  const visitors = load(VISITORS, () => done, async () => {
    const body = forms.survey('postgres-killed');
    const answer = await postForm(site.url, FORM_PATHS.survey, body, { timeoutMs: 20_000 });
    sent.push({ ...answer, submissionId: body['submissionId']! });
    if (recovered) thanksAfter = answer.status === 200 ? thanksAfter + 1 : 0;
    // A visitor's next form a moment later, not at once.
    await pause(50);
  });
  let outage: Outage;
  try {
    // The load is under way: as many thank-yous as there are visitors.
    await eventually('thank-yous before the kill', () => sent.filter((s) => s.status === 200).length >= VISITORS, { timeout: 30_000 });
    outage = await killPostmaster();
    recovered = true;
    await eventually('five thank-yous in a row after the restart', () => thanksAfter >= 5, {
      timeout: 15_000,
      detail: () => `posts ${tally(sent.map((s) => String(s.status || s.error)))}`,
    });
  } finally {
    done = true;
    await visitors;
  }

  const summary = `posts ${tally(sent.map((s) => String(s.status || s.error)))}; healthz ${tally(outage.healthz.map(String))}; home ${tally(outage.home.map(String))}`;
  console.info(`${summary}; back after ${outage.backAfterMs} ms\n${site.logTail(10)}`);
  expect(outage.backAfterMs, summary).toBeLessThanOrEqual(BACK_WITHIN_MS);
  expect(outage.healthz.filter((s) => s === 503).length, `/healthz said 503 while the database was down: ${summary}`).toBeGreaterThan(0);
  expect(outage.home.filter((s) => s !== 200), `the home page answered throughout: ${summary}`).toEqual([]);
  expect(thanksAfter, `thank-yous in a row after the restart: ${summary}`).toBeGreaterThanOrEqual(5);
  expect(sent.filter((s) => s.status !== 200 && s.status !== 503).map((s) => `${s.status || s.error}: ${s.body.slice(0, 200)}`), summary).toEqual([]);

  const thanked = sent.filter((s) => s.status === 200).map((s) => s.submissionId);
  const stored = await query<{ submission_id: string; n: number }>(
    site.dataDir,
    'select submission_id, count(*)::int as n from survey_responses where submission_id = any($1::uuid[]) group by 1',
    [thanked],
  );
  expect(stored.filter((r) => r.n !== 1), 'stored more than once').toEqual([]);
  expect(thanked.filter((id) => !stored.some((r) => r.submission_id === id)), 'acknowledged but not stored').toEqual([]);
  expect(postmastersOn(site.dataDir), 'PostgreSQL servers on the data directory').toHaveLength(1);
  expect(errorLines().map((l) => l.deathsInARow)).toEqual([1]);
});

test('a second death soon after the first: restarted again after a longer wait, both logged at error level', async () => {
  const outage = await killPostmaster();
  expect(outage.backAfterMs, tally(outage.healthz.map(String))).toBeLessThanOrEqual(BACK_WITHIN_MS);
  const [first, second] = errorLines();
  expect(second?.deathsInARow).toBe(2);
  expect(second!.restartInMs!).toBeGreaterThan(first!.restartInMs!);
  const later = await postForm(site.url, FORM_PATHS.survey, forms.survey('postgres-killed later'));
  expect(later.status, later.body.slice(0, 300)).toBe(200);
});
