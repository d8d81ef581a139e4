import { actions } from 'astro:actions';
import { EBOOK_MESSAGES, validateEbook } from '../lib/forms/ebook.ts';
import { enhanceForm } from './forms.ts';
import { showToast } from './toast.ts';

const AUTO_CLOSE_MS = 3000;

/** The popup's form: validated in the browser, sent as an action; on success a toast and the thank-you view. */
export function enhancePopupForm(dialog: HTMLDialogElement, onSent: () => void) {
  const form = dialog.querySelector<HTMLFormElement>('[data-popup-form]')!;
  const formView = dialog.querySelector<HTMLElement>('[data-popup-form-view]')!;
  const thanks = dialog.querySelector<HTMLElement>('[data-popup-thanks]')!;
  enhanceForm(form, {
    validate: validateEbook,
    send: (data) => actions.ebook(data),
    failure: (error) => ({
      field: '',
      title: 'Error',
      message: error === 'network' ? EBOOK_MESSAGES.popupNetwork : error?.message || EBOOK_MESSAGES.popupFailed,
    }),
    onSuccess: () => {
      onSent();
      showToast({ title: EBOOK_MESSAGES.popupSuccessTitle, message: EBOOK_MESSAGES.popupSuccess });
      formView.hidden = true;
      thanks.hidden = false;
      thanks.querySelector<HTMLElement>('[tabindex]')?.focus();
      setTimeout(() => dialog.close(), AUTO_CLOSE_MS);
    },
  });
}
