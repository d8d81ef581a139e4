import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { LIVE_APPLICATION_NAME, responsesStream } from '../../src/features/reviews/live.server.ts';
import { SESSION_ENDED_CHANNEL } from '../../src/features/owner/auth/session.server.ts';
import { getPool } from '../../src/platform/db/client.ts';

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
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let raw = '';
  /** Resolves once the stream LISTENs (its ": live" comment). */
  async function ready(ms = 5000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!raw.includes('\n: live\n')) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('stream not live in time');
      const chunk = await Promise.race([reader.read(), new Promise<never>((_, reject) => setTimeout(() => reject(new Error('stream not live in time')), left))]);
      if (chunk.done) throw new Error('stream ended');
      buffer += chunk.value;
      raw += chunk.value;
    }
  }
  /** The next complete SSE event already received (comments skipped), if any. */
  function take(): { event: string; data: string; id?: string | undefined } | undefined {
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const fields = Object.fromEntries(
        block
          .split('\n')
          .filter((l) => !l.startsWith(':') && l.includes(':'))
          .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trimStart()]),
      );
      if (fields['event'] || fields['data']) return { event: fields['event'] ?? 'message', data: fields['data'] ?? '', id: fields['id'] };
    }
    return undefined;
  }
  /** Every complete event received so far. */
  function received() {
    const events = [];
    for (let event = take(); event; event = take()) events.push(event);
    return events;
  }
  /** The next SSE event, waiting for it up to `ms` (a bound for a hung stream, not a latency check). */
  async function next(ms = 10_000): Promise<{ event: string; data: string; id?: string | undefined }> {
    const deadline = Date.now() + ms;
    for (;;) {
      const event = take();
      if (event) return event;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no event in time');
      const chunk = await Promise.race([reader.read(), new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event in time')), left))]);
      if (chunk.done) throw new Error('stream ended');
      buffer += chunk.value;
      raw += chunk.value;
    }
  }
  return { response, next, received, ready, abort, reader };
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
    await expect(stream.reader.read()).resolves.toMatchObject({ done: true });
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
