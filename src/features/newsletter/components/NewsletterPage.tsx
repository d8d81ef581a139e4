import type { Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';
import { LIMITS } from '../../../platform/limits.ts';
import Card from '../../../ui/Card.tsx';
import Field from '../../../ui/forms/Field.tsx';
import FormAlert from '../../../ui/forms/FormAlert.tsx';
import Honeypot from '../../../ui/forms/Honeypot.tsx';
import SubmitButton from '../../../ui/forms/SubmitButton.tsx';

interface Props {
  actionUrl: string;
  locale: Locale;
  sent: boolean;
  problem?: { field: string; message: string } | undefined;
  email?: string | undefined;
  messages: Messages['newsletter']['page'];
  labels: Messages['layout']['footer']['newsletter'];
  honeypotLabel: string;
}

/** /newsletter: what the digest is, its form, and the answer to the footer's form. A plain form. */
export default function NewsletterPage({ actionUrl, locale, sent, problem, email, messages, labels, honeypotLabel }: Props) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="font-serif text-3xl font-bold text-navy">{messages.heading}</h1>
      <p className="mt-4">{messages.intro}</p>
      {sent ? (
        <Card role="status" className="mt-6 p-6">
          <h2 className="font-serif text-2xl font-bold text-navy">{messages.sentTitle}</h2>
          <p className="mt-2">{messages.sent}</p>
        </Card>
      ) : (
        <Card as="form" method="post" action={actionUrl} className="mt-6 space-y-5 p-6">
          <FormAlert problem={problem && { title: messages.problemTitle, message: problem.message }} />
          <input type="hidden" name="language" value={locale} />
          <Honeypot label={honeypotLabel} />
          <Field name="email" type="email" label={labels.email} required maxLength={LIMITS.email} autoComplete="email" defaultValue={email} error={problem?.field === 'email' ? problem.message : undefined} />
          <SubmitButton label={labels.submit} busyLabel={labels.submit} />
        </Card>
      )}
    </div>
  );
}
