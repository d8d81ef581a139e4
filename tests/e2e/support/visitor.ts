import type { BrowserContext } from '@playwright/test';

/** The e-book popup stays closed, as for a visitor who dismissed it on an earlier visit. */
export async function withoutEbookPopup(context: BrowserContext) {
  await context.addInitScript(() => {
    try {
      localStorage.setItem('kwento:ebook-popup-dismissed', '1');
    } catch {
      // storage unavailable: nothing to do
    }
  });
}

/** The visitor has already accepted the cookie notice, so it does not sit over the page. */
export async function withCookiesAccepted(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
}

/** Keeps the e-book popup and the cookie notice out of the way of tests about something else. */
export async function quietVisitor(context: BrowserContext, baseURL: string | undefined) {
  await withoutEbookPopup(context);
  await withCookiesAccepted(context, baseURL);
}
