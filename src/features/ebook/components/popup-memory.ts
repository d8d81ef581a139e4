/** Also read by the page's `client:delay` directive, so a dismissed popup never loads its code. */
export const DISMISSED_KEY = 'kwento:ebook-popup-dismissed';

/** Whether this visitor already closed or used the e-book popup. */
export function popupDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberPopupDismissed(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Private browsing without storage: the popup may show again next visit.
  }
}
