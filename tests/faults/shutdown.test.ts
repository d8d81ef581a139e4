// Stopping the site (SIGTERM, as systemd, Docker and Ctrl-C do) right after visitors used it: the start
// script ends every database connection before it stops the embedded PostgreSQL, the pages' and the
// forms' included (the built site uses the pools the start script opened, src/platform/db/client.ts),
// so the shutdown logs no warning such as "idle database connection failed" (a connection PostgreSQL
// itself ends during the stop, before the pool has closed it, is part of stopping, not a failure).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { FORM_PATHS, forms, postForm } from '../support/index.ts';
import { query } from './support/postgres.ts';
import { Teardown, type FaultSite } from './support/site.ts';

const PORT = 4681;

const teardown = new Teardown();
let site: FaultSite;

beforeAll(async () => {
  site = await teardown.site({ port: PORT, dataDir: teardown.dataDir('shutdown'), env: { LOG_LEVEL: 'info' } });
});
afterAll(() => teardown.run());

interface LogLine {
  level: number;
  msg: string;
}

test('SIGTERM after pages and a form used the database: the site stops without a warning', async () => {
  // Pages rendered per request read through the pages' pool, a form is stored through the forms' pool.
  for (const path of ['/', '/fil', '/podcast', '/stories']) expect((await fetch(new URL(path, site.url))).status, path).toBe(200);
  const survey = await postForm(site.url, FORM_PATHS.survey, forms.survey('shutdown'));
  expect(survey.status, survey.body.slice(0, 200)).toBe(200);
  const open = await query<{ name: string; count: number }>(
    site.dataDir,
    "select application_name as name, count(*)::int as count from pg_stat_activity where application_name in ('kwento-pages', 'kwento-forms') group by 1 order by 1",
  );
  expect(open.map((row) => row.name), 'pools with open connections before the stop').toEqual(['kwento-forms', 'kwento-pages']);

  await site.stop();

  const lines = readFileSync(site.logFile, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
  const stopping = lines.findIndex((line) => line.msg === 'SIGTERM: stopping');
  expect(stopping, `the site logged:\n${site.logTail()}`).toBeGreaterThan(0);
  const warnings = lines.slice(stopping).filter((line) => line.level >= 40);
  expect(warnings.map((line) => line.msg), `the site logged:\n${site.logTail()}`).toEqual([]);
});
