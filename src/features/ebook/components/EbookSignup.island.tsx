import { useState } from 'react';
import { actions } from 'astro:actions';
import ActionForm from '../../../ui/forms/ActionForm.tsx';
import FormConfirmation from '../../../ui/forms/FormConfirmation.tsx';
import SubmitButton from '../../../ui/forms/SubmitButton.tsx';
import Card from '../../../ui/Card.tsx';
import { useActionForm, type PublicFormProps } from '../../../ui/forms/use-action-form.ts';
import { ebookMailOf, validateEbook, type EbookMail, type EbookMessages } from '../schema.ts';
import { localePath } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';
import { EmailField, NameField, NewsletterOptIn } from '../../../ui/forms/PersonFields.tsx';

type Words = Messages['ebook']['signup'];

type Props = PublicFormProps<Words, EbookMessages> & {
  /** What became of the e-mail, after a plain (no-JavaScript) post that was stored. */
  mail?: EbookMail | undefined;
};

/** The thank-you says "sent" only when the e-mail was queued (or was, minutes ago). */
const thanksFor = (mail: EbookMail, m: Words) =>
  mail === 'capped'
    ? { title: m.savedTitle, message: m.thanksCapped, next: undefined }
    : { title: m.thanksTitle, message: mail === 'recently-sent' ? m.thanksRecent : m.thanks, next: m.thanksNext };

/** The e-book page's signup form; its thank-you shows only once the signup was stored. */
export default function EbookSignup({ initial, locale, messages, validation, mail: posted }: Props) {
  const [mail, setMail] = useState<EbookMail>(posted ?? 'queued');
  const form = useActionForm({
    initial,
    validate: (values) => validateEbook(values, () => validation),
    send: (data) => actions.ebook(data),
    failure: (error) => ({
      field: '',
      title: messages.failedTitle,
      message: error === 'network' ? messages.network : error?.status === 429 ? error.message : messages.failed,
    }),
    onSuccess: (answer) => setMail(ebookMailOf(answer)),
  });
  const { values, errorFor, succeeded: thanked } = form;
  const thanks = thanksFor(mail, messages);

  return (
    <Card as="section" aria-labelledby="signup-heading" className="p-6">
      {thanked && (
        <FormConfirmation holdsResult={form.holdsResult} id="form-result" heading={thanks.title} next={{ href: localePath(locale, '/blog'), label: messages.thanksLink }}>
          <p className="mt-2">{thanks.message}</p>
          {thanks.next && <p className="mt-2">{thanks.next}</p>}
        </FormConfirmation>
      )}
      <div hidden={thanked}>
        <h2 id="signup-heading" className="font-serif text-2xl font-bold text-navy">
          {messages.heading}
        </h2>
        <ActionForm
          form={form}
          action={actions.ebook.toString()}
          locale={locale}
          honeypotLabel={validation.fields.honeypot}
          summaryHeading={validation.fields.summaryHeading}
          withSubmissionId={false}
          className="mt-4 space-y-5"
        >
          <input type="hidden" name="source" value="ebook_page" />
          <EmailField label={messages.email} defaultValue={values['email']} error={errorFor('email')} />
          <NameField label={messages.name} defaultValue={values['name']} error={errorFor('name')} />
          <NewsletterOptIn label={messages.newsletterOptIn} defaultChecked={values['newsletter'] === 'on'} />
          <SubmitButton label={messages.submit} busyLabel={messages.busy} busy={form.busy} />
        </ActionForm>
      </div>
    </Card>
  );
}
