import ProblemAlert from './ProblemAlert.tsx';
import LinkProblem, { linkProblemMessages, type LinkProblemMessages } from './LinkProblem.tsx';

export const storyRemovalConfirmMessages = {
  heading: 'Remove your story',
  intro: (title: string) => `Your story “${title}” will be taken off our website at once. This cannot be undone from this page.`,
  confirm: 'Remove my story now',
  removedHeading: 'Your story has been removed',
  removedText: 'It is no longer on our website. Thank you for having shared it with us.',
  problemTitle: 'Your story was not removed',
  linkProblem: linkProblemMessages as LinkProblemMessages,
};

export type StoryRemovalConfirmMessages = typeof storyRemovalConfirmMessages;

export type StoryRemovalView =
  | { state: 'confirm'; token: string; title: string; actionUrl: string; problem?: string | undefined }
  | { state: 'removed' }
  | { state: 'used' } | { state: 'expired' } | { state: 'invalid' };

interface Props {
  view: StoryRemovalView;
  messages?: StoryRemovalConfirmMessages;
}

/** The removal link's page: one button (a plain form), since mail scanners open links on their own. */
export default function StoryRemovalConfirm({ view, messages = storyRemovalConfirmMessages }: Props) {
  if (view.state === 'used' || view.state === 'expired' || view.state === 'invalid') {
    return <LinkProblem problem={view.state} messages={messages.linkProblem} />;
  }
  if (view.state === 'removed') {
    return (
      <section role="status" className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="font-serif text-3xl font-bold text-navy">{messages.removedHeading}</h1>
        <p className="mt-4">{messages.removedText}</p>
      </section>
    );
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="font-serif text-3xl font-bold text-navy">{messages.heading}</h1>
      <p className="mt-4">{messages.intro(view.title)}</p>
      <form method="post" action={view.actionUrl} className="mt-6 space-y-4">
        <ProblemAlert title={messages.problemTitle} message={view.problem} />
        <input type="hidden" name="token" value={view.token} />
        <button type="submit" className="rounded-full bg-coral px-6 py-3 font-semibold text-white hover:bg-coral/90">
          {messages.confirm}
        </button>
      </form>
    </div>
  );
}
