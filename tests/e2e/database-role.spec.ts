// ADR 042: the running site (pages, form submissions, sign-in, rate limits, the job queue, the home
// page's change listener) connects to PostgreSQL as its own role, which is no superuser.
import { randomUUID } from 'node:crypto';
import { closeDb, INSPECTOR_APPLICATION_NAME, query } from './support/db.ts';
import { expect, test } from './support/client.ts';
import { postForm, uniqueEmail } from '../support/index.ts';

test.afterAll(closeDb);

test("every connection the site holds is its own role's, and that role is no superuser", async ({ request, baseURL }) => {
  // A page and a stored submission: the pages' and the forms' pools have connections open.
  expect((await request.get('/')).status()).toBe(200);
  const stored = await postForm(request, baseURL, '/survey?_action=survey', {
    submissionId: randomUUID(),
    website: '',
    email: uniqueEmail('role'),
    rating: '4',
    feedback: 'Stored by the site as its own database role.',
  });
  expect(stored.status()).toBe(200);

  const connections = await query<{ role: string; application: string; superuser: boolean }>(
    `select r.rolname as role, a.application_name as application, r.rolsuper as superuser
       from pg_stat_activity a join pg_roles r on r.oid = a.usesysid
      where a.datname = current_database() and a.backend_type = 'client backend'
        and a.application_name <> $1`,
    [INSPECTOR_APPLICATION_NAME],
  );
  expect(connections.map((c) => c.application)).toEqual(expect.arrayContaining(['kwento-pages', 'kwento-forms', 'kwento-page-data']));
  expect(new Set(connections.map((c) => JSON.stringify({ role: c.role, superuser: c.superuser })))).toEqual(
    new Set([JSON.stringify({ role: 'kwento_app', superuser: false })]),
  );
});
