import type { Messages } from '../../../i18n/messages.ts';
import Honeypot from '../../../ui/forms/Honeypot.tsx';
import SubmitButton from '../../../ui/forms/SubmitButton.tsx';
import Card from '../../../ui/Card.tsx';
import FormAlert from '../../../ui/forms/FormAlert.tsx';
import type { FormProblem } from '../../../ui/forms/fields.ts';
import { EmailField } from '../../../ui/forms/PersonFields.tsx';

interface Props {
  title: string;
  slug: string;
  actionUrl: string;
  storyHref: string;
  sent: boolean;
  problem?: FormProblem | undefined;
  email?: string | undefined;
  messages: Messages['stories']['removalRequest'];
  honeypotLabel: string;
}

/** The teller asks for a removal link; the answer is the same whether or not the address sent the story. */
export default function StoryRemovalRequest({ title, slug, actionUrl, storyHref, sent, problem, email, messages, honeypotLabel }: Props) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="font-serif text-3xl font-bold text-navy">{messages.heading}</h1>
      {sent ? (
        <Card role="status" className="mt-6 p-6">
          <h2 className="font-serif text-2xl font-bold text-navy">{messages.sentHeading}</h2>
          <p className="mt-2">{messages.sent}</p>
        </Card>
      ) : (
        <>
          <p className="mt-4">{messages.intro(title)}</p>
          <Card as="form" method="post" action={actionUrl} className="mt-6 space-y-5 p-6">
            <FormAlert problem={problem && { title: messages.problemTitle, message: problem.message }} />
            <input type="hidden" name="slug" value={slug} />
            <Honeypot label={honeypotLabel} />
            <EmailField label={messages.email} hint={messages.emailHint} defaultValue={email} error={problem?.field === 'email' ? problem.message : undefined} />
            <SubmitButton label={messages.send} busyLabel={messages.sending} />
          </Card>
        </>
      )}
      <p className="mt-6">
        <a href={storyHref} className="font-semibold text-ocean underline">
          {messages.back}
        </a>
      </p>
    </div>
  );
}
