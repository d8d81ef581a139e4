import { useState } from 'react';
import { actions } from 'astro:actions';
import ActionForm from '../../../ui/forms/ActionForm.tsx';
import SubmitButton from '../../../ui/forms/SubmitButton.tsx';
import Card from '../../../ui/Card.tsx';
import ToastRegion from '../../../ui/ToastRegion.tsx';
import { useActionForm, type PublicFormProps } from '../../../ui/forms/use-action-form.ts';
import { ebookMailOf, validateEbook, type EbookMail, type EbookMessages } from '../schema.ts';
import type { Messages } from '../../../i18n/messages.ts';
import { EmailField, NameField } from '../../../ui/forms/PersonFields.tsx';

type Words = Messages['ebook']['signup'];

type Props = PublicFormProps<Words, EbookMessages> & {
  /** What became of the e-mail, after a plain (no-JavaScript) post that was stored. */
  mail?: EbookMail | undefined;
};

/** The thank-you says "sent" only when the e-mail was queued (or was, minutes ago). */
const thanksFor = (mail: EbookMail, m: Words) =>
  mail === 'capped' ? { title: m.savedTitle, message: m.thanksCapped } : { title: m.thanksTitle, message: mail === 'recently-sent' ? m.thanksRecent : m.thanks };

/** The e-book page's signup form; its thank-you shows only once the signup was stored. */
export default function EbookSignup({ initial, language, messages, validation, mail: posted }: Props) {
  const [mail, setMail] = useState<EbookMail>(posted ?? 'queued');
  const form = useActionForm({
    initial,
    validate: (values) => validateEbook(values, () => validation),
    send: (data) => actions.ebook(data),
    toastProblems: false,
    failure: (error) => ({
      field: '',
      title: messages.failedTitle,
      message: error === 'network' ? messages.network : error?.status === 429 ? error.message : messages.failed,
    }),
    onSuccess: (answer) => {
      const outcome = ebookMailOf(answer);
      setMail(outcome);
      form.showToast(thanksFor(outcome, messages));
    },
  });
  const { values, errorFor, succeeded: thanked } = form;
  const thanks = thanksFor(mail, messages);

  return (
    <Card as="section" aria-labelledby="signup-heading" className="p-6">
      <div hidden={!thanked} role="status">
        <h2 className="font-serif text-2xl font-bold text-navy">{thanks.title}</h2>
        <p className="mt-2">{thanks.message}</p>
      </div>
      <div hidden={thanked}>
        <h2 id="signup-heading" className="font-serif text-2xl font-bold text-navy">
          {messages.heading}
        </h2>
        <ActionForm form={form} action={actions.ebook.toString()} language={language} honeypotLabel={validation.fields.honeypot} withSubmissionId={false} className="mt-4 space-y-5">
          <input type="hidden" name="source" value="ebook_page" />
          <EmailField label={messages.email} defaultValue={values['email']} error={errorFor('email')} />
          <NameField label={messages.name} defaultValue={values['name']} error={errorFor('name')} />
          <SubmitButton label={messages.submit} busyLabel={messages.busy} busy={form.busy} />
        </ActionForm>
      </div>
      <ToastRegion toasts={form.toasts} />
    </Card>
  );
}
