import { useEffect, useRef, useState } from 'react';
import { actions } from 'astro:actions';
import ActionForm from '../../../ui/forms/ActionForm.tsx';
import SubmitButton from '../../../ui/forms/SubmitButton.tsx';
import Icon from '../../../ui/Icon.tsx';
import ToastRegion from '../../../ui/ToastRegion.tsx';
import { serverOrOwnFailure, useActionForm, type PublicFormProps } from '../../../ui/forms/use-action-form.ts';
import { ebookMailOf, validateEbook, type EbookMail, type EbookMessages } from '../schema.ts';
import type { FormState } from '../../../ui/forms/state.ts';
import type { Messages } from '../../../i18n/messages.ts';
import { popupSeen, rememberPopupSeen } from './popup-memory.ts';
import { EmailField, NameField } from '../../../ui/forms/PersonFields.tsx';

const AUTO_CLOSE_MS = 3000;
// Without JavaScript the popup never opens, so the server never answers it with a problem to show.
const FRESH: FormState = { succeeded: false, values: {}, submissionId: '' };

type Words = Messages['ebook']['popup'];

type Props = Omit<PublicFormProps<Words, EbookMessages>, 'initial'>;

/** "Success" only when the e-mail was queued (or was, minutes ago). */
const outcomeFor = (mail: EbookMail, m: Words) =>
  mail === 'capped'
    ? { toastTitle: m.savedTitle, title: m.savedTitle, message: m.successCapped }
    : { toastTitle: m.successTitle, title: m.thanksTitle, message: mail === 'recently-sent' ? m.successRecent : m.success };

/**
 * The home page's e-book offer in a modal dialog. It opens when the island hydrates (a few seconds after
 * load, see the page's directive) unless this visitor has seen it before, or another dialog is open.
 */
export default function EbookPopup({ language, messages, validation }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const thanksHeading = useRef<HTMLParagraphElement>(null);
  const [mail, setMail] = useState<EbookMail>('queued');
  const form = useActionForm({
    initial: FRESH,
    validate: (values) => validateEbook(values, () => validation),
    send: (data) => actions.ebook(data),
    failure: serverOrOwnFailure(messages.errorTitle, messages),
    onSuccess: (answer) => {
      const sent = ebookMailOf(answer);
      const outcome = outcomeFor(sent, messages);
      setMail(sent);
      form.showToast({ title: outcome.toastTitle, message: outcome.message });
      requestAnimationFrame(() => thanksHeading.current?.focus());
    },
  });
  const thanked = form.succeeded;
  const thanks = outcomeFor(mail, messages);

  useEffect(() => {
    if (popupSeen() || document.querySelector('dialog[open]')) return;
    dialog.current?.showModal();
    // Offered once: remembered as it opens, since a reload can come before an Escape's close event.
    rememberPopupSeen();
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
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-navy/60"
    >
      <div className="relative p-6">
        <button type="button" onClick={() => dialog.current?.close()} className="absolute top-3 right-3 rounded p-1 text-muted hover:bg-sky/50">
          <Icon name="close" />
          <span className="sr-only">{messages.close}</span>
        </button>
        <div hidden={thanked}>
          <h2 id="ebook-popup-heading" className="pr-8 font-serif text-2xl font-bold text-navy">
            {messages.heading}
          </h2>
          <p className="mt-2 text-muted">{messages.intro}</p>
          <ActionForm form={form} action={actions.ebook.toString()} language={language} honeypotLabel={validation.fields.honeypot} withSubmissionId={false} withAlert={false} className="mt-4 space-y-4">
            <input type="hidden" name="source" value="popup" />
            <EmailField idPrefix="popup" label={messages.email} error={form.errorFor('email')} />
            <NameField idPrefix="popup" label={messages.name} autoComplete="given-name" error={form.errorFor('name')} />
            <SubmitButton label={messages.submit} busyLabel={messages.busy} busy={form.busy} />
          </ActionForm>
        </div>
        <div hidden={!thanked} className="py-6 text-center">
          <p ref={thanksHeading} className="font-serif text-3xl font-bold text-navy" tabIndex={-1}>
            {thanks.title}
          </p>
          <p className="mt-2">{thanks.message}</p>
        </div>
      </div>
      {/* Inside the dialog: a modal dialog sits in the top layer, above anything outside it. */}
      <ToastRegion toasts={form.toasts} />
    </dialog>
  );
}
