// Scenario 2: the app is killed (SIGKILL: no shutdown code runs) while visitors send surveys and
// enquiries, then started again on the same DATA_DIR. Every thank-you a visitor saw is stored
// exactly once (with its e-mail queued once); a visitor whose page never answered, or was asked to try
// again (503: the database too slow to answer on a loaded machine), sends the same form again and is
// thanked without a duplicate; and exactly one PostgreSQL runs on the data directory
// throughout: the one the killed app left is adopted, not joined by a second.
import { setTimeout as pause } from 'node:timers/promises';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { FormBody } from '../factories.ts';
import { eventually, FORM_PATHS, forms, postForm, type Answer } from '../support/index.ts';
import { load, tally } from './support/load.ts';
import { postmastersOn, query } from './support/postgres.ts';
import { Teardown, type FaultSite } from './support/site.ts';

const PORT = 4611;
const ENV = { RATE_LIMIT_DISABLED: '1' };

const teardown = new Teardown();
let dataDir: string;
let site: FaultSite;

beforeAll(async () => {
  dataDir = teardown.dataDir('crash');
  site = await teardown.site({ port: PORT, dataDir, env: ENV });
});
afterAll(() => teardown.run());

type Kind = 'survey' | 'contact';
interface Sent {
  kind: Kind;
  body: FormBody;
  answer: Answer;
}

test('SIGKILL during writes, then a restart on the same DATA_DIR: every acknowledged submission is stored exactly once, and one PostgreSQL runs on the data directory', async () => {
  expect(postmastersOn(dataDir), 'PostgreSQL servers on the data directory at start').toHaveLength(1);

  const sent: Sent[] = [];
  let done = false;
  const visitors = load(4, () => done, async (worker) => {
    const kind: Kind = worker % 2 === 0 ? 'survey' : 'contact';
    const body = forms[kind]('app-crash');
    sent.push({ kind, body, answer: await postForm(site.url, FORM_PATHS[kind], body, { timeoutMs: 10_000 }) });
    // A visitor's next form a moment later, not at once.
    await pause(50);
  });
  await eventually('thank-yous before the kill', () => sent.filter((s) => s.answer.status === 200).length >= 20, { timeout: 30_000 });
  await site.kill('SIGKILL');
  // Visitors keep pressing "submit" at a site that is gone.
  await eventually('a request the kill cut off', () => sent.some((s) => s.answer.status === 0), { timeout: 30_000 });
  done = true;
  await visitors;

  console.info(`answers around the kill: ${tally(sent.map((s) => `${s.kind} ${s.answer.status || s.answer.error}`))}`);
  expect(sent.filter((s) => s.answer.status === 200).length, 'thank-yous before the kill').toBeGreaterThan(0);
  expect(sent.filter((s) => s.answer.status === 0).length, 'requests the kill cut off').toBeGreaterThan(0);
  const unansweredOrRetry = (s: Sent) => s.answer.status === 0 || s.answer.status === 503;
  expect(sent.filter((s) => s.answer.status !== 200 && !unansweredOrRetry(s)).map((s) => s.answer.status), 'answers other than thank-you or try again').toEqual([]);

  // The database outlived the app, and is adopted (not duplicated) by the next start.
  expect(postmastersOn(dataDir), 'PostgreSQL servers on the data directory after the kill').toHaveLength(1);
  const left = postmastersOn(dataDir)[0];
  const restarted = await teardown.site({ port: PORT, dataDir, env: ENV });
  expect(postmastersOn(dataDir), 'PostgreSQL servers on the data directory after the restart').toEqual([left]);

  // A visitor whose page never answered, or said to try again, sends the same form again (the page kept its submission id).
  const unanswered = sent.filter(unansweredOrRetry);
  const resent: Sent[] = [];
  await load(4, () => unanswered.length === 0, async () => {
    const s = unanswered.pop()!;
    resent.push({ ...s, answer: await postForm(restarted.url, FORM_PATHS[s.kind], s.body) });
  });
  expect(resent.filter((s) => s.answer.status !== 200).map((s) => `${s.answer.status || s.answer.error}: ${s.answer.body.slice(0, 200)}`)).toEqual([]);

  const acknowledged = [...sent.filter((s) => s.answer.status === 200), ...resent];
  const ids = (kind: Kind) => acknowledged.filter((s) => s.kind === kind).map((s) => s.body['submissionId']!);
  const surveys = await query<{ submission_id: string; n: number }>(
    dataDir,
    'select submission_id, count(*)::int as n from survey_responses where submission_id = any($1::uuid[]) group by 1',
    [ids('survey')],
  );
  const enquiries = await query<{ submission_id: string; n: number }>(
    dataDir,
    'select submission_id, count(*)::int as n from contact_submissions where submission_id = any($1::uuid[]) group by 1',
    [ids('contact')],
  );
  for (const [kind, rows] of [['survey', surveys], ['contact', enquiries]] as const) {
    expect(rows.filter((r) => r.n !== 1), `${kind}: stored more than once`).toEqual([]);
    expect(ids(kind).filter((id) => !rows.some((r) => r.submission_id === id)), `${kind}: acknowledged but missing`).toEqual([]);
  }
  // Each acknowledged enquiry's auto-reply was queued once, in the enquiry's transaction.
  const replies = await query<{ recipient: string; n: number }>(
    dataDir,
    "select recipient, count(*)::int as n from email_outbox where kind = 'enquiry-reply' and recipient = any($1) group by 1",
    [acknowledged.filter((s) => s.kind === 'contact').map((s) => s.body['email']!)],
  );
  expect(replies.filter((r) => r.n !== 1), 'auto-replies queued more than once').toEqual([]);
  expect(replies.length, 'auto-replies queued').toBe(ids('contact').length);

  // The restarted site serves visitors as before.
  const after = await postForm(restarted.url, FORM_PATHS.survey, forms.survey('app-crash after'));
  expect(after.status).toBe(200);
});
