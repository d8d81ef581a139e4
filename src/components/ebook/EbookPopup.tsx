import { useEffect, useRef, useState } from 'react';
import { actions } from 'astro:actions';
import ActionForm from '../forms/ActionForm.tsx';
import Field from '../forms/Field.tsx';
import SubmitButton from '../forms/SubmitButton.tsx';
import Icon from '../ui/Icon.tsx';
import ToastRegion from '../ui/ToastRegion.tsx';
import { useActionForm } from '../forms/use-action-form.ts';
import { EBOOK_MESSAGES, validateEbook } from '../../lib/forms/ebook.ts';
import type { FormState } from '../../lib/forms/state.ts';
import { LIMITS } from '../../lib/limits.ts';
import { popupDismissed, rememberPopupDismissed } from './popup-memory.ts';

const AUTO_CLOSE_MS = 3000;
// Without JavaScript the popup never opens, so the server never answers it with a problem to show.
const FRESH: FormState = { succeeded: false, values: {}, submissionId: '' };

/**
 * The home page's e-book offer in a modal dialog. It opens when the island hydrates (a few seconds after
 * load, see the page's directive) unless this visitor already closed or used it, or another dialog is open.
 */
export default function EbookPopup() {
  const dialog = useRef<HTMLDialogElement>(null);
  const thanksHeading = useRef<HTMLParagraphElement>(null);
  const [thanked, setThanked] = useState(false);
  const form = useActionForm({
    initial: FRESH,
    validate: validateEbook,
    send: (data) => actions.ebook(data),
    failure: (error) => ({
      field: '',
      title: 'Error',
      message: error === 'network' ? EBOOK_MESSAGES.popupNetwork : error?.message || EBOOK_MESSAGES.popupFailed,
    }),
    onSuccess: () => {
      rememberPopupDismissed();
      form.showToast({ title: EBOOK_MESSAGES.popupSuccessTitle, message: EBOOK_MESSAGES.popupSuccess });
      setThanked(true);
      requestAnimationFrame(() => thanksHeading.current?.focus());
    },
  });

  useEffect(() => {
    if (popupDismissed() || document.querySelector('dialog[open]')) return;
    dialog.current?.showModal();
  }, []);

  useEffect(() => {
    if (!thanked) return;
    const timer = setTimeout(() => dialog.current?.close(), AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [thanked]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="ebook-popup-heading"
      onClose={rememberPopupDismissed}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-navy/60"
    >
      <div className="relative p-6">
        <button type="button" onClick={() => dialog.current?.close()} className="absolute top-3 right-3 rounded p-1 text-muted hover:bg-sky/50">
          <Icon name="close" />
          <span className="sr-only">Close</span>
        </button>
        <div hidden={thanked}>
          <h2 id="ebook-popup-heading" className="pr-8 font-serif text-2xl font-bold text-navy">
            Free e-book for OFWs
          </h2>
          <p className="mt-2 text-muted">
            Our practical guide to leaving well, saving smart and coming home stronger. Enter your e-mail and we will send you the
            download link.
          </p>
          <ActionForm form={form} action={actions.ebook.toString()} withSubmissionId={false} withAlert={false} className="mt-4 space-y-4">
            <input type="hidden" name="source" value="popup" />
            <Field
              idPrefix="popup"
              name="email"
              label="Email Address"
              type="email"
              required
              maxLength={LIMITS.email}
              autoComplete="email"
              error={form.errorFor('email')}
            />
            <Field idPrefix="popup" name="name" label="First Name (optional)" maxLength={LIMITS.name} autoComplete="given-name" error={form.errorFor('name')} />
            <SubmitButton label="Send Me the E-book" busyLabel="Sending..." busy={form.busy} />
          </ActionForm>
        </div>
        <div hidden={!thanked} className="py-6 text-center">
          <p ref={thanksHeading} className="font-serif text-3xl font-bold text-navy" tabIndex={-1}>
            Thank you!
          </p>
          <p className="mt-2">{EBOOK_MESSAGES.popupSuccess}</p>
        </div>
      </div>
      {/* Inside the dialog: a modal dialog sits in the top layer, above anything outside it. */}
      <ToastRegion toasts={form.toasts} />
    </dialog>
  );
}
