// Scenario 7: 200 connections flood the home page while visitors send the survey. The flood must not
// take the database connections a submission needs: every post is thanked and stored, and the home
// page keeps answering (each new review changes it, so it is rendered again as the posts arrive).
import autocannon from 'autocannon';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { eventually, FORM_PATHS, forms, postForm, type Answer } from '../support/index.ts';
import { load, tally } from './support/load.ts';
import { query } from './support/postgres.ts';
import { Teardown, type FaultSite } from './support/site.ts';

const PORT = 4661;
const FLOOD_CONNECTIONS = 200;
/** Enough to show a failure: before forms had their own pool, 2 of 11 got 503 under this flood. */
const POSTS = 12;
const FLOOD_MAX_SECONDS = 30;

const teardown = new Teardown();
let site: FaultSite;

beforeAll(async () => {
  site = await teardown.site({ port: PORT, dataDir: teardown.dataDir('home-flood') });
});
afterAll(() => teardown.run());

test(`a ${FLOOD_CONNECTIONS}-connection flood of the home page beside survey posts: every post is thanked and stored once, and the home page answers throughout`, async () => {
  let floodOver = false;
  let flooding!: autocannon.Instance;
  const flood = new Promise<autocannon.Result>((resolve, reject) => {
    flooding = autocannon({ url: `${site.url}/`, connections: FLOOD_CONNECTIONS, duration: FLOOD_MAX_SECONDS }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  }).finally(() => (floodOver = true));
  const answered = new Set<unknown>();
  flooding.on('response', (client: unknown) => answered.add(client));
  const sent: (Answer & { submissionId: string; duringFlood: boolean })[] = [];
  // The flood is at full strength before the first post: every one of its connections open and answered once.
  await eventually('an answer on each of the flood\'s connections', () => answered.size >= FLOOD_CONNECTIONS, {
    timeout: 20_000,
    detail: () => `${answered.size} of ${FLOOD_CONNECTIONS} connections answered`,
  });
  let started = 0;
  await load(2, () => started >= POSTS, async () => {
    started += 1;
    const body = forms.survey('home-flood');
    const answer = await postForm(site.url, FORM_PATHS.survey, body);
    sent.push({ ...answer, submissionId: body['submissionId']!, duringFlood: !floodOver });
  });
  flooding.stop();
  const result = await flood;

  const summary = `posts ${tally(sent.map((s) => String(s.status || s.error)))}; flood ${result['2xx']} 2xx, ${result.non2xx} other, ${result.errors} errors, ${result.timeouts} timeouts, ${Math.round(result.requests.average)} req/s`;
  console.info(summary);
  expect(sent.filter((s) => s.duringFlood).length, `posts answered during the flood: ${summary}`).toBe(POSTS);
  expect(sent.filter((s) => s.status !== 200).map((s) => `${s.status || s.error} after ${Math.round(s.ms)} ms: ${s.body.slice(0, 200)}`), summary).toEqual([]);
  expect(result['2xx'], summary).toBeGreaterThan(0);
  expect(result.non2xx + result.errors + result.timeouts, summary).toBe(0);

  const ids = sent.map((s) => s.submissionId);
  const stored = await query<{ submission_id: string; n: number }>(
    site.dataDir,
    'select submission_id, count(*)::int as n from survey_responses where submission_id = any($1::uuid[]) group by 1',
    [ids],
  );
  expect(stored.filter((r) => r.n !== 1), 'stored more than once').toEqual([]);
  expect(ids.filter((id) => !stored.some((r) => r.submission_id === id)), 'thanked but not stored').toEqual([]);

  // The newest review is on the home page once the posts stopped.
  const home = await (await fetch(new URL('/', site.url))).text();
  expect(home).toContain('home-flood: the interviews helped me.');
});
