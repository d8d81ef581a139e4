import type { Messages } from '../../../i18n/messages.ts';
import ErrorSummary from '../../../ui/forms/ErrorSummary.tsx';
import FormConfirmation from '../../../ui/forms/FormConfirmation.tsx';
import Honeypot from '../../../ui/forms/Honeypot.tsx';
import SubmitButton from '../../../ui/forms/SubmitButton.tsx';
import Card from '../../../ui/Card.tsx';
import type { FormProblem } from '../../../ui/forms/fields.ts';
import { EmailField } from '../../../ui/forms/PersonFields.tsx';

interface Props {
  title: string;
  slug: string;
  /** Where the form posts (it ends with the fragment of its result, `#form-result`). */
  actionUrl: string;
  storyHref: string;
  sent: boolean;
  problems: FormProblem[];
  email?: string | undefined;
  messages: Messages['stories']['removalRequest'];
  honeypotLabel: string;
  summaryHeading: string;
}

/** The teller asks for a removal link; the answer is the same whether or not the address sent the story. */
export default function StoryRemovalRequest({ title, slug, actionUrl, storyHref, sent, problems, email, messages, honeypotLabel, summaryHeading }: Props) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="font-serif text-3xl font-bold text-navy">{messages.heading}</h1>
      {sent ? (
        <Card className="mt-6 p-6">
          <FormConfirmation id="form-result" heading={messages.sentHeading} next={{ href: storyHref, label: messages.back }}>
            <p className="mt-2">{messages.sent}</p>
          </FormConfirmation>
        </Card>
      ) : (
        <>
          <p className="mt-4">{messages.intro(title)}</p>
          <Card as="form" method="post" action={actionUrl} noValidate className="mt-6 space-y-5 p-6">
            <ErrorSummary id="form-result" heading={summaryHeading} problems={problems} idPrefix="field" />
            <input type="hidden" name="slug" value={slug} />
            <Honeypot label={honeypotLabel} />
            <EmailField label={messages.email} hint={messages.emailHint} defaultValue={email} error={problems.find((problem) => problem.field === 'email')?.message} />
            <SubmitButton label={messages.send} busyLabel={messages.sending} />
          </Card>
          <p className="mt-6">
            <a href={storyHref} className="font-semibold text-ocean underline">
              {messages.back}
            </a>
          </p>
        </>
      )}
    </div>
  );
}
