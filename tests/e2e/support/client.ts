import { test as base, expect, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { uniqueAddress } from '../../support/index.ts';
import { withCookiesAccepted } from './visitor.ts';

export { expect };

export const test = base.extend<{ clientAddress: string }>({
  // A client of the test's own: the site rate-limits each form per client (TRUST_PROXY=1 makes it read X-Forwarded-For).
  clientAddress: async ({}, use) => {
    await use(uniqueAddress());
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
