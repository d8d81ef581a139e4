// Posting the site's forms the way a browser without JavaScript does: urlencoded, with the site's
// own Origin (anything else is refused as cross-site), without following the redirect, and from a
// client address of the test's own.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { validEnquiry, validEbook, validStory, validSurvey, type FormBody } from '../factories.ts';
import { uniqueAddress, uniqueEmail } from './clients.ts';

/** What a visitor saw after posting with `fetch`. */
export interface Answer {
  /** 0 when no HTTP answer came (refused, reset, timed out). */
  status: number;
  /** Until the whole page arrived. */
  ms: number;
  retryAfter: string | null;
  /** The answer's headers (none when no answer came). */
  headers: Headers;
  body: string;
  error?: string;
  /** Date.now() when the request was sent. */
  sentAt: number;
}

export interface PostOptions {
  /** The client's address (X-Forwarded-For); a fresh one of its own unless given. */
  address?: string;
  /** More headers, e.g. a Cookie; they replace the defaults. */
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** The Origin header a browser sends with a form of this site. */
const sameOrigin = (baseUrl: string) => ({ Origin: new URL(baseUrl).origin });

/**
 * POSTs `fields` to `path` (e.g. `/survey?_action=survey`) as a same-origin HTML form, without
 * following redirects. Through Playwright's request context (its cookies and client address, the
 * e2e specs): `postForm(request, baseURL, path, fields, headers?)`. With `fetch` from a fresh client
 * address (the fault tests, against a site they started): `postForm(baseUrl, path, fields, options?)`,
 * which never throws: a failed request is an Answer with status 0.
 */
export function postForm(request: APIRequestContext, baseURL: string | undefined, path: string, fields: FormBody, headers?: Record<string, string>): Promise<APIResponse>;
export function postForm(baseUrl: string, path: string, fields: FormBody, options?: PostOptions): Promise<Answer>;
export function postForm(
  via: APIRequestContext | string,
  second: string | undefined,
  third: string | FormBody,
  fourth?: FormBody | PostOptions,
  headers: Record<string, string> = {},
): Promise<APIResponse | Answer> {
  if (typeof via === 'string') return fetchForm(via, second!, third as FormBody, fourth as PostOptions | undefined);
  if (!second) throw new Error('postForm: no baseURL');
  return via.post(third as string, { form: fourth as FormBody, headers: { ...sameOrigin(second), ...headers }, maxRedirects: 0 });
}

async function fetchForm(baseUrl: string, path: string, fields: FormBody, { timeoutMs = 15_000, address = uniqueAddress(), headers = {} }: PostOptions = {}): Promise<Answer> {
  const sentAt = Date.now();
  const started = performance.now();
  try {
    const res = await fetch(new URL(path, baseUrl), {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...sameOrigin(baseUrl), 'X-Forwarded-For': address, ...headers },
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = await res.text();
    return { status: res.status, ms: performance.now() - started, retryAfter: res.headers.get('retry-after'), headers: res.headers, body, sentAt };
  } catch (error) {
    const e = error as Error & { cause?: { code?: string } };
    return { status: 0, ms: performance.now() - started, retryAfter: null, headers: new Headers(), body: '', error: e.cause?.code ?? e.name ?? e.message, sentAt };
  }
}

/** Where each public form posts without JavaScript. */
export const FORM_PATHS = {
  survey: '/survey?_action=survey',
  contact: '/contact?_action=contact',
  ebook: '/ebook?_action=ebook',
  story: '/connect?_action=story',
} as const;

/** Valid bodies with a fresh submission id and an e-mail address of their own: each one visitor's. `marker` goes into the text. */
/**
 * A word no other test writes, to find a submission again: a letter and 7 hex digits. Never 8 digits
 * in a row: a review holding those reads as a phone number and waits for the owner (reviews'
 * contact-details.ts), which 8 random hex characters are, about 1 time in 43.
 */
export const uniqueMarker = (): string => `k${randomUUID().slice(0, 7)}`;

export const forms = {
  survey: (marker: string) => validSurvey({ email: uniqueEmail('survey'), feedback: `${marker}: the interviews helped me.`, submissionId: randomUUID() }),
  contact: (marker: string) => validEnquiry({ email: uniqueEmail('enquiry'), message: `${marker}: we would like to sponsor an episode.`, submissionId: randomUUID() }),
  ebook: () => validEbook({ email: uniqueEmail('reader') }),
  story: (marker: string) =>
    validStory({ email: uniqueEmail('story'), story: `${marker}: I left Batangas in 2015 to work as a nurse in Riyadh, and this is my first year.`, submissionId: randomUUID() }),
};
