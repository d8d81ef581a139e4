import { randomInt } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type APIResponse, type Page, type Route } from '@playwright/test';
import { withCookiesAccepted } from './visitor.ts';

export { expect };

let counter = 0;

/**
 * A client address no other test uses: the server rate-limits each form per client (TRUST_PROXY=1
 * makes it read X-Forwarded-For), so tests must not share one. An IPv6 client counts by its /64, so
 * what tells addresses apart is in their first 64 bits.
 */
export function uniqueAddress(workerIndex = test.info().workerIndex): string {
  counter += 1;
  const hex = (n: number) => n.toString(16);
  return `fd00:${hex(workerIndex % 0xffff)}:${hex(counter % 0xffff)}:${hex(randomInt(0xffff))}::${hex(randomInt(0xffff))}`;
}

/** A fresh address nobody has used, e.g. `t-3f9a…@example.com`. */
export function uniqueEmail(prefix = 't'): string {
  return `${prefix}-${Date.now().toString(36)}${randomInt(1e9).toString(36)}@example.com`;
}

export const test = base.extend<{ clientAddress: string }>({
  clientAddress: async ({}, use, testInfo) => {
    await use(uniqueAddress(testInfo.workerIndex));
  },
  // Used by both the browser context and the `request` fixture.
  extraHTTPHeaders: async ({ clientAddress }, use) => {
    await use({ 'X-Forwarded-For': clientAddress });
  },
  // The visitor has already accepted the cookie notice, so it does not sit over the forms.
  context: async ({ context, baseURL }, use) => {
    await withCookiesAccepted(context, baseURL);
    await use(context);
  },
});

/** Posts a form the way a browser without JavaScript does (same-origin Origin header, no redirects). */
export function postForm(
  request: APIRequestContext,
  baseURL: string | undefined,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<APIResponse> {
  return request.post(path, { form: fields, headers: { Origin: new URL(baseURL!).origin, ...headers }, maxRedirects: 0 });
}

/** The hidden submission id of a freshly rendered form page. */
export async function renderedSubmissionId(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const id = /name="submissionId" value="([0-9a-f-]{36})"/.exec(html)?.[1];
  if (!id) throw new Error(`no submission id in ${path}`);
  return id;
}

/**
 * Holds every request to `url` until `release()` is called, so a test can look at the form while
 * it waits for the server (the "Sending..." state) and then let the real server answer.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  onAnswer: (route: Route) => Promise<void> = (route) => route.continue(),
): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await onAnswer(route);
  });
  return { release };
}
