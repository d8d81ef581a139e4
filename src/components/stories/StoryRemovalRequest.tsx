import { STORY_LINK_DAYS } from '../../lib/stories.ts';
import Field from '../forms/Field.tsx';
import Honeypot from '../forms/Honeypot.tsx';
import SubmitButton from '../forms/SubmitButton.tsx';
import ProblemAlert from './ProblemAlert.tsx';
import type { FormProblem } from '../../lib/forms/fields.ts';
import { LIMITS } from '../../lib/limits.ts';

export const storyRemovalRequestMessages = {
  heading: 'Remove my story',
  intro: (title: string) =>
    `If you wrote “${title}”, enter the e-mail address you sent it from. We will e-mail you a private link that takes the story down at once.`,
  email: 'Your email address',
  emailHint: 'The address you used when you shared your story.',
  send: 'Send me the link',
  sending: 'Sending...',
  sentHeading: 'Check your e-mail',
  sent: `If this address sent this story, we have e-mailed it a private link to remove it. The link works once, for ${STORY_LINK_DAYS} days.`,
  back: 'Back to the story',
  problemTitle: 'Your request was not sent',
  honeypot: 'Leave this field empty',
};

export type StoryRemovalRequestMessages = typeof storyRemovalRequestMessages;

interface Props {
  title: string;
  slug: string;
  actionUrl: string;
  storyHref: string;
  sent: boolean;
  problem?: FormProblem | undefined;
  email?: string | undefined;
  messages?: StoryRemovalRequestMessages;
}

/** The teller asks for a removal link; the answer is the same whether or not the address sent the story. */
export default function StoryRemovalRequest({ title, slug, actionUrl, storyHref, sent, problem, email, messages = storyRemovalRequestMessages }: Props) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="font-serif text-3xl font-bold text-navy">{messages.heading}</h1>
      {sent ? (
        <div role="status" className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sky">
          <h2 className="font-serif text-2xl font-bold text-navy">{messages.sentHeading}</h2>
          <p className="mt-2">{messages.sent}</p>
        </div>
      ) : (
        <>
          <p className="mt-4">{messages.intro(title)}</p>
          <form method="post" action={actionUrl} className="mt-6 space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sky">
            <ProblemAlert title={messages.problemTitle} message={problem?.message} />
            <input type="hidden" name="slug" value={slug} />
            <Honeypot label={messages.honeypot} />
            <Field
              name="email"
              label={messages.email}
              type="email"
              required
              maxLength={LIMITS.email}
              autoComplete="email"
              hint={messages.emailHint}
              defaultValue={email}
              error={problem?.field === 'email' ? problem.message : undefined}
            />
            <SubmitButton label={messages.send} busyLabel={messages.sending} />
          </form>
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
