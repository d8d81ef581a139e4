import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from './client.ts';
import { errorSummary, withoutQueryParams } from './errors.ts';
import { surveyResponses } from './schema.ts';

const ADDRESS = 'private.person@example.com';

/** The error drizzle throws for a failed query whose parameters include a visitor's address. */
async function failedQuery(run: () => Promise<unknown>): Promise<Error> {
  try {
    await run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('the query did not fail');
}

describe('what a failed query may put in the logs', () => {
  it("keeps the code, constraint and driver message of a refused insert, and none of the query's parameters", async () => {
    const row = { email: ADDRESS, rating: 4, feedback: 'Salamat', submissionId: randomUUID() };
    await getDb().insert(surveyResponses).values(row);
    const error = await failedQuery(() => getDb().insert(surveyResponses).values(row));
    // Not vacuous: drizzle's own message lists the address.
    expect(error.message).toContain(ADDRESS);
    const summary = errorSummary(error);
    expect(summary).toMatchObject({ code: '23505', constraint: expect.stringContaining('submission_id') });
    expect(summary.message).toMatch(/^duplicate key value violates unique constraint/);
    expect(JSON.stringify(summary)).not.toContain(ADDRESS);
    expect(withoutQueryParams(error.stack ?? '')).not.toContain(ADDRESS);
    expect(withoutQueryParams(error.stack ?? '')).toContain('params: [redacted]');
  });

  it('leaves out the message where PostgreSQL quotes the offending value', async () => {
    const error = await failedQuery(() => getDb().execute(sql`select ${`${ADDRESS} not a number`}::integer`));
    expect(errorSummary(error)).toEqual({ code: '22P02' });
  });

  it('cuts parameters that span lines up to the first stack frame', () => {
    const stack = `Error: Failed query: select 1 where x = $1\nparams: a\n{"level":60}\n\u0000\n    at NodePgPreparedQuery.queryWithCache (session.js:41:15)`;
    expect(withoutQueryParams(stack)).toBe('Error: Failed query: select 1 where x = $1\nparams: [redacted]\n    at NodePgPreparedQuery.queryWithCache (session.js:41:15)');
  });
});
