// The site owner: an account made with the CLI, a sign-in through /admin/login, and the live stream.
import { createOwnerWithCliInBackground, totp, type CreatedOwner } from '../../e2e/admin-support.ts';
import { visitorAddress } from './forms.ts';

export type { CreatedOwner };

/**
 * `npm run admin:create` against the site's data directory. `env` is added to the CLI's environment
 * (AUTH_SECRET, when the sites share one).
 */
export function createOwner(dataDir: string, env: Record<string, string> = {}): Promise<CreatedOwner> {
  return createOwnerWithCliInBackground(dataDir, env);
}

/** Signs in through the login form; returns the Cookie header of the session. */
export async function signIn(baseUrl: string, owner: CreatedOwner): Promise<string> {
  const res = await fetch(new URL('/admin/login?_action=admin.signIn', baseUrl), {
    method: 'POST',
    body: new URLSearchParams({ email: owner.email, password: owner.password, code: totp(owner.totpUri) }),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: new URL(baseUrl).origin, 'X-Forwarded-For': visitorAddress() },
    redirect: 'manual',
  });
  if (res.status !== 303) throw new Error(`sign-in answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  if (!cookies.some((c) => c.includes('session_token='))) throw new Error(`sign-in set no session cookie: ${cookies.join(', ')}`);
  return cookies.join('; ');
}

export interface StreamEvent {
  /** `comment` for `: …` lines (": live" says the stream is listening). */
  event: string;
  data: string;
}

export interface LiveStream {
  events: StreamEvent[];
  /** Resolves with the first event (already received or still to come) that `match` accepts. */
  waitFor(match: (e: StreamEvent) => boolean, ms: number, what: string): Promise<StreamEvent>;
  close(): void;
}

/** Opens a Server-Sent Events stream as the browser's EventSource would, and collects its events. */
export async function openStream(url: string, cookie: string): Promise<LiveStream> {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { Cookie: cookie, Accept: 'text/event-stream' }, signal: abort.signal });
  if (res.status !== 200 || !res.body) throw new Error(`the stream answered ${res.status}`);
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
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
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) events.push({ event: 'comment', data: line.slice(1).trim() });
            else if (line.startsWith('event:')) event = line.slice(6).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
          }
          if (data.length > 0) events.push({ event, data: data.join('\n') });
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // Closed by us.
    }
  })();
  return {
    events,
    waitFor(match, ms, what) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return false;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${what}: not on the stream within ${ms / 1000} s (got ${JSON.stringify(events.slice(-5))})`));
        }, ms);
        if (!check()) waiters.add(check);
      });
    },
    close: () => abort.abort(),
  };
}
