import { localePath, type Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';
import Card from '../../../ui/Card.tsx';
import ErrorSummary from '../../../ui/forms/ErrorSummary.tsx';
import type { FormProblem } from '../../../ui/forms/fields.ts';
import FormConfirmation from '../../../ui/forms/FormConfirmation.tsx';
import Honeypot from '../../../ui/forms/Honeypot.tsx';
import { EmailField } from '../../../ui/forms/PersonFields.tsx';
import SubmitButton from '../../../ui/forms/SubmitButton.tsx';

interface Props {
  /** Where the form posts (it ends with the fragment of its result, `#form-result`). */
  actionUrl: string;
  locale: Locale;
  sent: boolean;
  problems: FormProblem[];
  email?: string | undefined;
  messages: Messages['newsletter']['page'];
  labels: Messages['layout']['footer']['newsletter'];
  honeypotLabel: string;
  summaryHeading: string;
}

/**
 * /newsletter: what the digest is, its form, and the answer to the footer's form. A plain form, which
 * lands on its result; the answer is the same whether or not the address is already subscribed.
 */
export default function NewsletterPage({ actionUrl, locale, sent, problems, email, messages, labels, honeypotLabel, summaryHeading }: Props) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="font-serif text-3xl font-bold text-navy">{messages.heading}</h1>
      <p className="mt-4">{messages.intro}</p>
      {sent ? (
        <Card className="mt-6 p-6">
          <FormConfirmation id="form-result" heading={messages.sentTitle} next={{ href: localePath(locale, '/blog'), label: messages.sentLink }}>
            <p className="mt-2">{messages.sent}</p>
          </FormConfirmation>
        </Card>
      ) : (
        <Card as="form" method="post" action={actionUrl} noValidate className="mt-6 space-y-5 p-6">
          <ErrorSummary id="form-result" heading={summaryHeading} problems={problems} idPrefix="field" />
          <input type="hidden" name="language" value={locale} />
          <input type="hidden" name="place" value="page" />
          <Honeypot label={honeypotLabel} />
          <EmailField label={labels.email} defaultValue={email} error={problems.find((problem) => problem.field === 'email')?.message} />
          <SubmitButton label={labels.submit} busyLabel={labels.submit} />
        </Card>
      )}
    </div>
  );
}
