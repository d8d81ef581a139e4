// Fifty visitors send the survey at the same moment: fifty thank-yous, fifty rows, none lost or doubled.
import { randomUUID } from 'node:crypto';
import { closeDb, query } from './support/db.ts';
import { expect, test } from './support/client.ts';
import { postForm, uniqueAddress, uniqueMarker } from '../support/index.ts';

test.afterAll(closeDb);

test('50 survey submissions sent at once give 50 answers of 200 and 50 stored rows', async ({ request, baseURL }) => {
  const run = uniqueMarker();
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      postForm(
        request,
        baseURL,
        '/survey?_action=survey',
        {
          submissionId: randomUUID(),
          website: '',
          name: `Visitor ${i}`,
          email: `crowd-${run}-${i}@example.com`,
          rating: String((i % 5) + 1),
          feedback: `Submitted together, number ${i}.`,
        },
        // Fifty visitors, fifty addresses: the per-address rate limit is not under test here.
        { 'X-Forwarded-For': uniqueAddress() },
      ),
    ),
  );
  expect(answers.map((a) => a.status())).toEqual(Array(50).fill(200));
  const rows = await query<{ email: string }>(`select email from survey_responses where email like $1`, [`crowd-${run}-%`]);
  expect(rows.map((r) => r.email).sort()).toEqual(Array.from({ length: 50 }, (_, i) => `crowd-${run}-${i}@example.com`).sort());
});
