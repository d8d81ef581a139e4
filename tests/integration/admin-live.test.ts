import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { LIVE_APPLICATION_NAME, responsesStream } from '../../src/features/reviews/live.server.ts';
import { SESSION_ENDED_CHANNEL } from '../../src/features/owner/auth/session.server.ts';
import { getPool } from '../../src/platform/db/client.ts';
import { eventually, readEvents } from '../support/index.ts';

const aborts: AbortController[] = [];
afterEach(() => aborts.splice(0).forEach((a) => a.abort()));

function open(options: { since?: Date; sessionId?: string } = {}) {
  const abort = new AbortController();
  aborts.push(abort);
  const response = responsesStream({
    sessionId: options.sessionId ?? randomUUID(),
    since: options.since,
    stillSignedIn: async () => true,
    signal: abort.signal,
  });
  const stream = readEvents(response, abort);
  /** Resolves once the stream LISTENs (its ": live" comment). */
  const ready = (ms = 5000) => stream.waitFor((e) => e.event === 'comment' && e.data === 'live', ms, 'the stream live');
  return { ...stream, response, ready, abort };
}

const insert = (feedback: string) =>
  getPool().query<{ id: string }>(
    `insert into survey_responses (name, email, rating, feedback, submission_id) values ('Live', 'live@example.com', 3, $1, $2) returning id`,
    [feedback, randomUUID()],
  );

describe('live responses stream (LISTEN/NOTIFY → Server-Sent Events)', () => {
  it('is an uncompressible, uncached event stream', () => {
    const { response } = open();
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
  });

  it('sends a new response as a card', async () => {
    const stream = open();
    await stream.ready();
    const feedback = `Live feedback ${randomUUID()}`;
    const { rows } = await insert(feedback);
    const event = await stream.next();
    expect(event.event).toBe('response');
    const card = JSON.parse(event.data);
    expect(card).toMatchObject({ id: rows[0]!.id, name: 'Live', rating: 3, feedback, email: 'live@example.com', status: 'published' });
    expect(card.dateLabel).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4} at \d{1,2}:\d{2} (AM|PM)$/);
    expect(event.id).toBe(card.createdAt);
  });

  it('catches up on responses created since the page was rendered', async () => {
    const since = new Date();
    const feedback = `Before the stream ${randomUUID()}`;
    await insert(feedback);
    const stream = open({ since });
    // The catch-up is sent before the stream says it is live. Responses from a few seconds earlier
    // come too (the overlap); the browser drops duplicates.
    await stream.ready();
    const caughtUp = stream.received();
    expect(caughtUp.map((e) => e.event)).toContain('response');
    expect(caughtUp.map((e) => JSON.parse(e.data).feedback)).toContain(feedback);
  });

  it('tells the browser and closes when its session is signed out on any instance', async () => {
    const sessionId = randomUUID();
    const stream = open({ sessionId });
    await stream.ready();
    await getPool().query('select pg_notify($1, $2)', [SESSION_ENDED_CHANNEL, randomUUID()]);
    await getPool().query('select pg_notify($1, $2)', [SESSION_ENDED_CHANNEL, sessionId]);
    expect((await stream.next()).event).toBe('signed-out');
    await eventually('the server to end the stream', () => stream.ended(), { timeout: 5000 });
  });

  it('releases its database connection when the browser leaves', async () => {
    const listeners = async () =>
      Number(
        (
          await getPool().query<{ n: string }>(
            `select count(*) as n from pg_stat_activity where application_name = $1 and datname = current_database()`,
            [LIVE_APPLICATION_NAME],
          )
        ).rows[0]!.n,
      );
    // Streams of earlier tests were aborted; wait until their connections are gone.
    await expect.poll(listeners, { timeout: 5000 }).toBe(0);
    const stream = open();
    await stream.ready();
    expect(await listeners()).toBe(1);
    stream.abort.abort();
    await expect.poll(listeners, { timeout: 5000 }).toBe(0);
  });
});
