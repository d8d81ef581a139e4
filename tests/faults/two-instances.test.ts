// Scenario 5: two app instances on one database (the second started with DATABASE_URL pointing at the
// first's embedded PostgreSQL, both with the same AUTH_SECRET, as the README says to run several).
// A survey sent through either shows on the owner's live list served by the other, and a scheduled
// media sync runs once for the pair, not once per instance.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startMediaServer, PATHS, type MediaServer } from '../fakes/media-server.ts';
import { FAKE_API_KEY, FAKE_CHANNEL_ID } from '../fakes/fixtures/youtube.ts';
import { createOwner, eventually, FORM_PATHS, forms, openEventStream, postForm, signIn, type EventStream } from '../support/index.ts';
import { databaseUrl, query } from './support/postgres.ts';
import { Teardown, type FaultSite } from './support/site.ts';

const PORT_A = 4641;
const PORT_B = 4642;
const MEDIA_PORT = 4645;
const AUTH_SECRET = randomBytes(36).toString('base64url');
// Every two minutes. pg-boss runs a cron pass every 30 s and files what is due through a queue polled
// every 5 s, so an occurrence's job is created about half a minute after it, and on a loaded machine
// a minute or more (the next occurrence's job may then come a minute after it). A job is for the
// occurrence it was created after: its creation time rounded down to the two minutes.
const SCHEDULE = '*/2 * * * *';
const EVERY_MS = 120_000;
const occurrenceOf = (created: Date) => Math.floor(created.getTime() / EVERY_MS) * EVERY_MS;

const teardown = new Teardown();
let a: FaultSite;
let b: FaultSite;
let media: MediaServer;

beforeAll(async () => {
  const dataDirA = teardown.dataDir('instance-a');
  media = await startMediaServer(MEDIA_PORT);
  teardown.add(() => media.close());
  const env = {
    AUTH_SECRET,
    MEDIA_SYNC_CRON: SCHEDULE,
    YOUTUBE_API_KEY: FAKE_API_KEY,
    YOUTUBE_CHANNEL_ID: FAKE_CHANNEL_ID,
    YOUTUBE_API_URL: `${media.url}/youtube/v3`,
    YOUTUBE_FEED_URL: `${media.url}${PATHS.feed}`,
    PODCAST_RSS_URL: `${media.url}${PATHS.podcast}`,
  };
  a = await teardown.site({ port: PORT_A, dataDir: dataDirA, env });
  // Stopped before A at teardown (A owns the database).
  b = await teardown.site({ port: PORT_B, dataDir: teardown.dataDir('instance-b'), env: { ...env, DATABASE_URL: databaseUrl(dataDirA) } });
});
afterAll(() => teardown.run());

describe('two app instances on one database', () => {
  test('a survey sent through one instance appears on the live owner stream served by the other', async () => {
    const owner = await createOwner(a.dataDir, { env: { AUTH_SECRET } });
    const { cookie } = await signIn(a.url, owner);
    const streams: EventStream[] = [];
    try {
      for (const [through, shownBy] of [
        [a, b],
        [b, a],
      ] as const) {
        const stream = await openEventStream(`${shownBy.url}/admin/responses/stream`, cookie);
        streams.push(stream);
        await stream.waitFor((e) => e.event === 'comment' && e.data === 'live', 15_000, `the stream of :${shownBy.url} listening`);
        const body = forms.survey(`two instances via ${through.url}`);
        const answer = await postForm(through.url, FORM_PATHS.survey, body);
        expect(answer.status).toBe(200);
        const shown = await stream.waitFor(
          (e) => e.event === 'response' && e.data.includes(body['feedback']!),
          15_000,
          `the survey sent through ${through.url} on the stream of ${shownBy.url}`,
        );
        expect(JSON.parse(shown.data)).toMatchObject({ email: body['email'], feedback: body['feedback'], rating: Number(body['rating']), name: body['name'] });
      }
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  test('a scheduled media sync runs once, not once per instance (requests counted at the fake media server)', async () => {
    interface Job {
      created_on: Date;
      state: string;
    }
    // The schedule's jobs, that is: each instance's start-up sync is sent with `{}` as its data, the
    // schedule's with none.
    const scheduledJobs = (from: number, to: number) =>
      query<Job>(
        a.dataDir,
        `select created_on, state from pgboss.job
          where name = 'media-sync' and coalesce(data, 'null'::jsonb) <> '{}'::jsonb
            and created_on >= to_timestamp($1::float8 / 1000) and created_on < to_timestamp($2::float8 / 1000)
          order by created_on`,
        [from, to],
      );
    // Each instance synced once at start-up; wait until both of those are over.
    await eventually('the start-up syncs', async () => {
      const pending = await query(a.dataDir, "select 1 from pgboss.job where name = 'media-sync' and state in ('created', 'retry', 'active')");
      const status = await query(a.dataDir, 'select source from media_sync_status');
      return pending.length === 0 && status.length === 2;
    }, { timeout: 60_000 });
    const cleared = Date.now();
    media.requests.clear();

    const first = await eventually(
      'a scheduled media sync',
      async () => (await scheduledJobs(cleared, Date.now() + 3_600_000)).find((j) => j.state === 'completed'),
      { timeout: 200_000, interval: 1_000 },
    );
    // Syncs run only from jobs, so the requests so far are this one's; a second sync for the same
    // occurrence would show as a second job below.
    const requests = media.requests.perPath();
    const occurrence = occurrenceOf(first.created_on);
    await eventually('the next occurrence of the schedule', async () => (await scheduledJobs(occurrence + EVERY_MS, Date.now() + 3_600_000)).length > 0, {
      timeout: 200_000,
      interval: 1_000,
    });
    const sent = await scheduledJobs(occurrence, occurrence + EVERY_MS);
    console.info(`media-sync jobs for the occurrence at ${new Date(occurrence).toISOString()}: ${sent.length}; requests: ${JSON.stringify(requests)}`);
    expect(sent, 'media-sync jobs for one occurrence').toHaveLength(1);
    expect(requests, 'requests of one sync: the YouTube search and video details, and the podcast feed').toEqual({
      [PATHS.search]: 1,
      [PATHS.videos]: 1,
      [PATHS.podcast]: 1,
    });
  }, 420_000);
});
