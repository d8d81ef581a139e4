import { CONSENT_COOKIE, consentCookie } from '../lib/cookie-consent.ts';

export function enhanceCookieNotice(notice: HTMLElement) {
  if (document.cookie.split('; ').some((c) => c.startsWith(`${CONSENT_COOKIE}=`))) {
    notice.remove();
    return;
  }
  notice.querySelector('form')?.addEventListener('submit', (event) => {
    event.preventDefault();
    document.cookie = consentCookie(location.protocol === 'https:');
    notice.remove();
  });
}
