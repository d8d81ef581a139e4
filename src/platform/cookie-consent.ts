export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_MAX_AGE_SECONDS = 31_536_000;

// A prerendered page cannot know whether its visitor accepted cookies: the layout writes these markers
// around the notice, and the server sends the page without what lies between them to a visitor who did.
export const COOKIE_NOTICE_START = '<!--cookie-notice-->';
export const COOKIE_NOTICE_END = '<!--/cookie-notice-->';

export function consentCookie(secure: boolean): string {
  return `${CONSENT_COOKIE}=accepted; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
