const POPUP_DELAY_MS = 3000;
const DISMISSED_KEY = 'kwento:ebook-popup-dismissed';

const storage = {
  dismissed: () => {
    try {
      return localStorage.getItem(DISMISSED_KEY) === '1';
    } catch {
      return false;
    }
  },
  dismiss: () => {
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Private browsing without storage: the popup may show again next visit.
    }
  },
};

/**
 * Opens 3 s after load unless this visitor already dismissed or used it. The form's code (validators
 * and the actions client: most of the home page's JavaScript) is fetched only then, so it never
 * competes with the first paint on a slow connection.
 */
export function scheduleEbookPopup(dialog: HTMLDialogElement) {
  if (storage.dismissed()) return;
  dialog.addEventListener('close', storage.dismiss);
  dialog.querySelector('[data-popup-close]')!.addEventListener('click', () => dialog.close());
  setTimeout(async () => {
    const { enhancePopupForm } = await import('./ebook-popup-form.ts');
    enhancePopupForm(dialog, storage.dismiss);
    if (!document.querySelector('dialog[open]')) dialog.showModal();
  }, POPUP_DELAY_MS);
}
