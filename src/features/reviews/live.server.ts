import pg from 'pg';
import { databaseUrl } from '../../platform/db/database-url.ts';
import { log } from '../../platform/log.ts';
import { SESSION_ENDED_CHANNEL } from '../owner/index.server.ts';
import { SURVEY_RESPONSE_CHANNEL } from '../../platform/db/schema.ts';
import type { ResponseCardData } from './response-card.ts';
import { responseCard, responsesSince } from './responses.server.ts';

export const HEARTBEAT_MS = 15_000;
/** Each open stream holds one PostgreSQL connection; beyond this many per instance we answer 503. */
export const MAX_STREAMS = 20;
/** How these connections show in pg_stat_activity. */
export const LIVE_APPLICATION_NAME = 'kwento-live-responses';
// A row's created_at is its transaction's start, so one committed later can carry an earlier time:
// a reconnecting list is sent this much overlap, and the browser drops cards it already shows.
const CATCH_UP_OVERLAP_MS = 10_000;

let open = 0;

export interface LiveOptions {
  /** The owner's session; the stream ends when it is signed out anywhere. */
  sessionId: string;
  /** Resend responses created since then (the page's render time or the Last-Event-ID). */
  since: Date | undefined;
  /** Re-checks the session without refreshing it; false ends the stream. */
  stillSignedIn: () => Promise<boolean>;
  signal: AbortSignal;
}

const encoder = new TextEncoder();

function event(card: ResponseCardData): string {
  // JSON has no raw line breaks, so one data: line carries it.
  return `id: ${card.createdAt}\nevent: response\ndata: ${JSON.stringify(card)}\n\n`;
}

/** Parses an SSE cursor (an ISO time) from Last-Event-ID or ?since=. */
export function parseCursor(value: string | null | undefined): Date | undefined {
  if (!value || value.length > 40) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * Server-Sent Events for new survey responses. A dedicated PostgreSQL connection LISTENs to the
 * trigger's NOTIFY (so inserts through any app instance arrive), each id is read back as a card,
 * a comment line every 15 s keeps proxies from closing the connection and re-checks the session.
 * The connection is released when the browser leaves, the session ends or the database drops.
 */
export function responsesStream(options: LiveOptions): Response {
  if (open >= MAX_STREAMS) {
    return new Response('Too many live connections', {
      status: 503,
      headers: { 'Retry-After': '30', 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  open += 1;
  const client = new pg.Client({ connectionString: databaseUrl(), application_name: LIVE_APPLICATION_NAME });
  let closed = false;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let controllerRef: ReadableStreamDefaultController<Uint8Array> | undefined;

  const close = (reason: string) => {
    if (closed) return;
    closed = true;
    open -= 1;
    clearInterval(heartbeat);
    options.signal.removeEventListener('abort', onAbort);
    client.removeAllListeners('notification');
    client.end().catch(() => {});
    try {
      controllerRef?.close();
    } catch {
      // Already closed by the reader's cancel.
    }
    log.debug({ reason }, 'live responses stream closed');
  };
  const onAbort = () => close('browser left');

  const send = (text: string) => {
    if (closed || !controllerRef) return;
    try {
      controllerRef.enqueue(encoder.encode(text));
    } catch {
      close('stream closed');
    }
  };
  const signOut = () => {
    send('event: signed-out\ndata: {}\n\n');
    close('signed out');
  };

  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controllerRef = controller;
      options.signal.addEventListener('abort', onAbort, { once: true });
      // Tell the browser to reconnect quickly after a dropped connection.
      send(`retry: 2000\n: connected\n\n`);
      try {
        client.on('error', (error) => {
          log.warn({ err: error.message }, 'live responses connection failed');
          close('database connection failed');
        });
        client.on('notification', (message) => {
          if (message.channel === SESSION_ENDED_CHANNEL) {
            if (message.payload === options.sessionId) signOut();
            return;
          }
          if (message.channel !== SURVEY_RESPONSE_CHANNEL || !message.payload) return;
          responseCard(message.payload)
            .then((card) => card && send(event(card)))
            .catch((error: Error) => log.warn({ err: error.message }, 'live response could not be read'));
        });
        await client.connect();
        if (closed) return void client.end().catch(() => {});
        await client.query(`listen ${SURVEY_RESPONSE_CHANNEL}`);
        await client.query(`listen ${SESSION_ENDED_CHANNEL}`);
        // Listening first, then catching up, so nothing falls between the page and the stream.
        if (options.since) {
          const missed = await responsesSince(new Date(options.since.getTime() - CATCH_UP_OVERLAP_MS));
          for (const card of missed) send(event(card));
        }
        send(': live\n\n');
        heartbeat = setInterval(() => {
          options
            .stillSignedIn()
            .then((ok) => (ok ? send(`: heartbeat ${new Date().toISOString()}\n\n`) : signOut()))
            .catch(() => close('session check failed'));
        }, HEARTBEAT_MS);
      } catch (error) {
        log.warn({ err: (error as Error).message }, 'live responses stream could not start');
        close('start failed');
      }
    },
    cancel() {
      close('browser left');
    },
  });

  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: the compression middleware must not buffer the stream.
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}
