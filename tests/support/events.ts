// The owner's live list as the browser's EventSource reads it: a Server-Sent Events stream, parsed
// as it arrives into the events a test waits for.
import { eventually } from './poll.ts';

export interface StreamEvent {
  /** `comment` for `: …` lines (": live" says the stream is listening); `message` unless named. */
  event: string;
  data: string;
  id?: string;
}

export interface EventStream {
  /** Everything received so far, comments included, in order. */
  events: StreamEvent[];
  /** The first event (already received or still to come) that `match` accepts. */
  waitFor(match: (e: StreamEvent) => boolean, ms: number, what: string): Promise<StreamEvent>;
  /** The next event that is not a comment after those `next` and `received` returned, waiting up to `ms`. */
  next(ms?: number): Promise<StreamEvent>;
  /** The events (comments left out) received and not yet returned by `next` or `received`. */
  received(): StreamEvent[];
  /** Whether the server ended the stream. */
  ended(): boolean;
  close(): void;
}

/** Reads the body of an event-stream response (from fetch or from the site's handler itself) as it arrives. */
export function readEvents(response: Response, abort = new AbortController()): EventStream {
  if (!response.body) throw new Error('the stream has no body');
  const events: StreamEvent[] = [];
  let over = false;
  let taken = 0;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  abort.signal.addEventListener('abort', () => void reader.cancel().catch(() => {}));
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: StreamEvent = { event: 'message', data: '' };
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) events.push({ event: 'comment', data: line.slice(1).trim() });
            else if (line.startsWith('event:')) event.event = line.slice(6).trim();
            else if (line.startsWith('id:')) event.id = line.slice(3).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
          }
          if (data.length > 0 || event.event !== 'message') events.push({ ...event, data: data.join('\n') });
        }
      }
      over = true;
    } catch {
      // Closed by us.
    }
  })();
  const unread = () => events.filter((e) => e.event !== 'comment').slice(taken);
  return {
    events,
    waitFor: (match, ms, what) =>
      eventually(what, () => events.find(match), { timeout: ms, interval: 20, detail: () => `got ${JSON.stringify(events.slice(-5))}` }),
    async next(ms = 10_000) {
      const found = await eventually('the next event on the stream', () => unread()[0] ?? (over && 'ended'), { timeout: ms, interval: 20 });
      if (found === 'ended') throw new Error('the stream ended');
      taken += 1;
      return found;
    },
    received() {
      const all = unread();
      taken += all.length;
      return all;
    },
    ended: () => over,
    close: () => abort.abort(),
  };
}

/** Opens an event stream over HTTP as the browser's EventSource would (with the owner's Cookie header). */
export async function openEventStream(url: string, cookie: string): Promise<EventStream> {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { Cookie: cookie, Accept: 'text/event-stream' }, signal: abort.signal });
  if (res.status !== 200) throw new Error(`the stream answered ${res.status}`);
  return readEvents(res, abort);
}
