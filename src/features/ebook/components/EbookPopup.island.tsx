import { useEffect, useRef, useState } from 'react';
import { actions } from 'astro:actions';
import ActionForm from '../../../ui/forms/ActionForm.tsx';
import FormConfirmation from '../../../ui/forms/FormConfirmation.tsx';
import SubmitButton from '../../../ui/forms/SubmitButton.tsx';
import Icon from '../../../ui/Icon.tsx';
import { serverOrOwnFailure, useActionForm, type PublicFormProps } from '../../../ui/forms/use-action-form.ts';
import { ebookMailOf, validateEbook, type EbookMail, type EbookMessages } from '../schema.ts';
import type { FormState } from '../../../ui/forms/state.ts';
import { localePath } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';
import { formBeingFilled, overlayShown } from '../../../ui/overlays.ts';
import { popupSeen, rememberPopupSeen } from './popup-memory.ts';
import { EmailField, NameField, NewsletterOptIn } from '../../../ui/forms/PersonFields.tsx';

const AUTO_CLOSE_MS = 3000;
/** How often a popup that is due looks again whether the page is free for it. */
const WAIT_MS = 1000;
// Without JavaScript the popup never opens, so the server never answers it with a problem to show.
const FRESH: FormState = { succeeded: false, problems: [], values: {}, submissionId: '' };

type Words = Messages['ebook']['popup'];

type Props = Omit<PublicFormProps<Words, EbookMessages>, 'initial'>;

/** "Thank you" only when the e-mail was queued (or was, minutes ago). */
const outcomeFor = (mail: EbookMail, m: Words) =>
  mail === 'capped'
    ? { title: m.savedTitle, message: m.successCapped }
    : { title: m.thanksTitle, message: mail === 'recently-sent' ? m.successRecent : m.success };

/**
 * The home page's e-book offer in a modal dialog. It opens when the island hydrates (a few seconds after
 * load, see the page's directive) unless this visitor has seen it before, and only on a page that
 * is free for it: while a notice, a dialog or the menu is open it waits; once the visitor is filling in a
 * form it does not open at all.
 */
export default function EbookPopup({ locale, messages, validation }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [mail, setMail] = useState<EbookMail>('queued');
  // The visitor is reaching for the thank-you's link: it stays open meanwhile.
  const [held, setHeld] = useState(false);
  const form = useActionForm({
    initial: FRESH,
    validate: (values) => validateEbook(values, () => validation),
    send: (data) => actions.ebook(data),
    failure: serverOrOwnFailure(messages.errorTitle, messages),
    onSuccess: (answer) => {
      setMail(ebookMailOf(answer));
    },
  });
  const thanked = form.succeeded;
  const thanks = outcomeFor(mail, messages);

  useEffect(() => {
    if (popupSeen()) return;
    const due = () => {
      // First what is open (the chat takes the focus into its own field), then what is being filled in.
      if (overlayShown(dialog.current)) return;
      clearInterval(waiting);
      if (formBeingFilled(dialog.current)) return;
      dialog.current?.showModal();
      // Offered once: remembered as it opens, since a reload can come before an Escape's close event.
      rememberPopupSeen();
    };
    const waiting = setInterval(due, WAIT_MS);
    due();
    return () => clearInterval(waiting);
  }, []);

  useEffect(() => {
    if (!thanked || held) return;
    const timer = setTimeout(() => dialog.current?.close(), AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [thanked, held]);

  const holdFor = (event: { target: EventTarget }) => setHeld(event.target instanceof HTMLAnchorElement);

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
          <ActionForm
            form={form}
            action={actions.ebook.toString()}
            locale={locale}
            honeypotLabel={validation.fields.honeypot}
            summaryHeading={validation.fields.summaryHeading}
            resultId="popup-result"
            idPrefix="popup"
            withSubmissionId={false}
            className="mt-4 space-y-4"
          >
            <input type="hidden" name="source" value="popup" />
            <EmailField idPrefix="popup" label={messages.email} error={form.errorFor('email')} />
            <NameField idPrefix="popup" label={messages.name} autoComplete="given-name" error={form.errorFor('name')} />
            <NewsletterOptIn idPrefix="popup" label={messages.newsletterOptIn} />
            <SubmitButton label={messages.submit} busyLabel={messages.busy} busy={form.busy} />
          </ActionForm>
        </div>
        {thanked && (
          // Pointing at or focusing the link keeps the dialog open; it closes 3 s after leaving it.
          <div className="py-6 text-center" onFocus={holdFor} onBlur={() => setHeld(false)} onPointerOver={holdFor} onPointerOut={() => setHeld(false)}>
            <FormConfirmation holdsResult={form.holdsResult} id="popup-result" heading={thanks.title} next={{ href: localePath(locale, '/blog'), label: messages.thanksLink }}>
              <p className="mt-2">{thanks.message}</p>
            </FormConfirmation>
          </div>
        )}
      </div>
    </dialog>
  );
}
