import { EBOOK_MESSAGES, validateEbook } from '../lib/forms/ebook.ts';
import { enhanceForm, type EnhanceOptions } from './forms.ts';
import { showToast } from './toast.ts';

export const POPUP_DELAY_MS = 3000;
export const POPUP_AUTO_CLOSE_MS = 3000;
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

/** Opens 3 s after load unless this visitor already dismissed or used it. */
export function enhanceEbookPopup(dialog: HTMLDialogElement, send: EnhanceOptions['send']) {
  if (storage.dismissed()) return;
  const form = dialog.querySelector<HTMLFormElement>('[data-popup-form]')!;
  const formView = dialog.querySelector<HTMLElement>('[data-popup-form-view]')!;
  const thanks = dialog.querySelector<HTMLElement>('[data-popup-thanks]')!;

  dialog.addEventListener('close', storage.dismiss);
  dialog.querySelector('[data-popup-close]')!.addEventListener('click', () => dialog.close());
  enhanceForm(form, {
    validate: validateEbook,
    send,
    failure: (error) => ({
      field: '',
      title: 'Error',
      message: error === 'network' ? EBOOK_MESSAGES.popupNetwork : error?.message || EBOOK_MESSAGES.popupFailed,
    }),
    onSuccess: () => {
      storage.dismiss();
      showToast({ title: EBOOK_MESSAGES.popupSuccessTitle, message: EBOOK_MESSAGES.popupSuccess });
      formView.hidden = true;
      thanks.hidden = false;
      thanks.querySelector<HTMLElement>('[tabindex]')?.focus();
      setTimeout(() => dialog.close(), POPUP_AUTO_CLOSE_MS);
    },
  });
  setTimeout(() => {
    if (!document.querySelector('dialog[open]')) dialog.showModal();
  }, POPUP_DELAY_MS);
}
