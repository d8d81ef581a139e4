import { localePath, type Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';
import { PRIVACY_REQUEST_KINDS, type PrivacyRequestKind } from '../../../platform/limits.ts';
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
  kind?: string | undefined;
  messages: Messages['privacy']['request'];
  honeypotLabel: string;
  summaryHeading: string;
}

/**
 * /privacy/request: an address and what to do with its data. A plain form: it works without JavaScript
 * and lands on its result. The answer is the same whether or not we know the address.
 */
export default function PrivacyRequestForm({ actionUrl, locale, sent, problems, email, kind, messages, honeypotLabel, summaryHeading }: Props) {
  const errorFor = (field: string) => problems.find((problem) => problem.field === field)?.message;
  const kindError = errorFor('kind');
  const chosen = (PRIVACY_REQUEST_KINDS as readonly string[]).includes(kind ?? '') ? (kind as PrivacyRequestKind) : undefined;
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="font-serif text-3xl font-bold text-navy">{messages.heading}</h1>
      {sent ? (
        <Card className="mt-6 p-6">
          <FormConfirmation id="form-result" heading={messages.sentHeading} next={{ href: localePath(locale, '/privacy'), label: messages.sentLink }}>
            <p className="mt-2">{messages.sent}</p>
          </FormConfirmation>
        </Card>
      ) : (
        <>
          <p className="mt-4">{messages.intro}</p>
          <Card as="form" method="post" action={actionUrl} noValidate className="mt-6 space-y-5 p-6">
            <ErrorSummary id="form-result" heading={summaryHeading} problems={problems} idPrefix="field" />
            <input type="hidden" name="language" value={locale} />
            <Honeypot label={honeypotLabel} />
            <EmailField label={messages.email} hint={messages.emailHint} defaultValue={email} error={errorFor('email')} />
            <fieldset id="field-kind" aria-describedby={kindError ? 'field-kind-error' : undefined}>
              <legend className="font-semibold text-navy">{messages.kindLegend}</legend>
              {kindError && (
                <p id="field-kind-error" className="mt-1 text-sm font-semibold text-coral">
                  {kindError}
                </p>
              )}
              <div className="mt-3 space-y-3">
                {PRIVACY_REQUEST_KINDS.map((value) => (
                  <div key={value} className="flex items-start gap-3">
                    <input
                      type="radio"
                      id={`privacy-kind-${value}`}
                      name="kind"
                      value={value}
                      required
                      defaultChecked={chosen === value}
                      className="mt-1 size-5"
                      aria-describedby={`privacy-kind-${value}-hint`}
                    />
                    <label htmlFor={`privacy-kind-${value}`}>
                      <span className="font-semibold">{messages.kinds[value].label}</span>
                      <span id={`privacy-kind-${value}-hint`} className="block text-sm text-muted">
                        {messages.kinds[value].hint}
                      </span>
                    </label>
                  </div>
                ))}
              </div>
            </fieldset>
            <SubmitButton label={messages.send} busyLabel={messages.sending} />
          </Card>
        </>
      )}
    </div>
  );
}
