import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SURVEY_RESPONSE_CHANNEL } from '../../src/platform/db/schema.ts';

const MIGRATION = new URL('../../drizzle/0008_survey_notify.sql', import.meta.url);

// One session both LISTENs and inserts: PostgreSQL delivers a session's own notifications at commit,
// before the insert's reply, so every notification has arrived once the insert resolves.
const client = new pg.Client({ connectionString: process.env['DATABASE_URL'] });
const received: { channel: string; payload: string | undefined }[] = [];

beforeAll(async () => {
  await client.connect();
  client.on('notification', ({ channel, payload }) => received.push({ channel, payload }));
  await client.query(`listen ${SURVEY_RESPONSE_CHANNEL}`);
});
afterAll(() => client.end());

async function insertResponse(): Promise<string> {
  received.length = 0;
  const { rows } = await client.query<{ id: string }>(
    `insert into survey_responses (name, email, rating, feedback, submission_id)
     values ('Trigger', 'trigger@example.com', 4, 'Helpful', $1) returning id`,
    [randomUUID()],
  );
  return rows[0]!.id;
}

describe('survey response trigger (drizzle/0008_survey_notify.sql)', () => {
  it("notifies the live list's channel once per new response, with its id", async () => {
    const id = await insertResponse();
    expect(received).toEqual([{ channel: SURVEY_RESPONSE_CHANNEL, payload: id }]);
  });

  it('can run again on a database that already has it, still notifying once', async () => {
    // As migrations run: as the admin role.
    const admin = new pg.Client({ connectionString: process.env['DATABASE_ADMIN_URL'] });
    await admin.connect();
    try {
      const statements = (await readFile(MIGRATION, 'utf8')).split('--> statement-breakpoint');
      for (const statement of statements) await admin.query(statement);
    } finally {
      await admin.end();
    }
    const { rows } = await client.query<{ count: number }>(
      `select count(*)::int as count from pg_trigger
       where tgrelid = 'survey_responses'::regclass and not tgisinternal and tgfoid = 'notify_survey_response'::regproc`,
    );
    expect(rows[0]?.count).toBe(1);
    const id = await insertResponse();
    expect(received).toEqual([{ channel: SURVEY_RESPONSE_CHANNEL, payload: id }]);
  });
});
