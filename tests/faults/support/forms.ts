// Visitors posting forms the way a browser without JavaScript does, with what each one saw.
import { randomInt, randomUUID } from 'node:crypto';
import { validEnquiry, validEbook, validStory, validSurvey, type FormBody } from '../../factories.ts';

export interface Answer {
  /** 0 when no HTTP answer came (refused, reset, timed out). */
  status: number;
  /** Until the whole page arrived. */
  ms: number;
  retryAfter: string | null;
  body: string;
  error?: string;
  /** Date.now() when the request was sent. */
  sentAt: number;
}

let visitors = 0;

/** A client no other request in this run is (the site rate-limits per form and client: an IPv6 one by its /64). */
export function visitorAddress(): string {
  visitors += 1;
  const hex = (n: number) => n.toString(16);
  return `fd00:${hex(process.pid % 0xffff)}:${hex(visitors % 0xffff)}:${hex(randomInt(0xffff))}::fa`;
}

export const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 12)}@example.com`;

/** POSTs `fields` to `path` (e.g. `/survey?_action=survey`) as a same-origin HTML form, without redirects. */
export async function postForm(
  baseUrl: string,
  path: string,
  fields: FormBody,
  { timeoutMs = 15_000, address = visitorAddress(), headers = {} }: { timeoutMs?: number; address?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const sentAt = Date.now();
  const started = performance.now();
  try {
    const res = await fetch(new URL(path, baseUrl), {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: new URL(baseUrl).origin,
        'X-Forwarded-For': address,
        ...headers,
      },
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = await res.text();
    return { status: res.status, ms: performance.now() - started, retryAfter: res.headers.get('retry-after'), body, sentAt };
  } catch (error) {
    const e = error as Error & { cause?: { code?: string } };
    return { status: 0, ms: performance.now() - started, retryAfter: null, body: '', error: e.cause?.code ?? e.name ?? e.message, sentAt };
  }
}

export const FORM_PATHS = {
  survey: '/survey?_action=survey',
  contact: '/contact?_action=contact',
  ebook: '/ebook?_action=ebook',
  story: '/connect?_action=story',
} as const;

/** Valid bodies with a fresh submission id and a unique e-mail address, so each is one visitor's own. */
export const forms = {
  survey: (marker: string) => validSurvey({ email: uniqueEmail('survey'), feedback: `${marker}: the interviews helped me.`, submissionId: randomUUID() }),
  contact: (marker: string) => validEnquiry({ email: uniqueEmail('enquiry'), message: `${marker}: we would like to sponsor an episode.`, submissionId: randomUUID() }),
  ebook: () => validEbook({ email: uniqueEmail('reader') }),
  story: (marker: string) =>
    validStory({ email: uniqueEmail('story'), story: `${marker}: I left Batangas in 2015 to work as a nurse in Riyadh, and this is my first year.`, submissionId: randomUUID() }),
};

/** Runs `task` in `workers` loops until `stop()` says so; resolves when every loop has finished. */
export async function load(workers: number, stop: () => boolean, task: (worker: number) => Promise<void>): Promise<void> {
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (!stop()) await task(worker);
    }),
  );
}

/** `{"a": 2, "b": 1}` for ['a', 'b', 'a']: a one-line summary for the log. */
export function tally(values: string[]): string {
  const counts: Record<string, number> = {};
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return JSON.stringify(counts);
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Polls `check` until it returns a value other than undefined/false, or throws after `ms`. */
export async function eventually<T>(what: string, ms: number, check: () => Promise<T | undefined | false> | T | undefined | false, every = 250): Promise<T> {
  const deadline = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s${last ? ` (last error: ${(last as Error).message})` : ''}`);
    await sleep(every);
  }
}
