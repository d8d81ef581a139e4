/**
 * Also read by the page's `client:delay` directive, so a popup already seen never loads its code.
 * The stored name predates "seen": browsers that remember it keep their answer.
 */
export const POPUP_SEEN_KEY = 'kwento:ebook-popup-dismissed';

/** Whether this visitor has been offered the e-book popup before. */
export function popupSeen(): boolean {
  try {
    return localStorage.getItem(POPUP_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberPopupSeen(): void {
  try {
    localStorage.setItem(POPUP_SEEN_KEY, '1');
  } catch {
    // Private browsing without storage: the popup may show again next visit.
  }
}
