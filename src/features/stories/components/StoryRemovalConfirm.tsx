import LinkProblem from './LinkProblem.tsx';
import type { Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';
import Button from '../../../ui/Button.tsx';
import FormAlert from '../../../ui/forms/FormAlert.tsx';
import MessagePage from '../../../ui/MessagePage.tsx';

export type StoryRemovalView =
  | { state: 'confirm'; token: string; title: string; actionUrl: string; problem?: string | undefined }
  | { state: 'removed' }
  | { state: 'used' } | { state: 'expired' } | { state: 'invalid' };

interface Props {
  view: StoryRemovalView;
  locale: Locale;
  messages: Messages['stories']['removalConfirm'];
  linkProblemMessages: Messages['stories']['linkProblem'];
}

/** The removal link's page: one button (a plain form), since mail scanners open links on their own. */
export default function StoryRemovalConfirm({ view, locale, messages, linkProblemMessages }: Props) {
  if (view.state === 'used' || view.state === 'expired' || view.state === 'invalid') {
    return <LinkProblem problem={view.state} locale={locale} messages={linkProblemMessages} />;
  }
  if (view.state === 'removed') {
    return (
      <MessagePage status heading={messages.removedHeading} text={messages.removedText} />
    );
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="font-serif text-3xl font-bold text-navy">{messages.heading}</h1>
      <p className="mt-4">{messages.intro(view.title)}</p>
      <form method="post" action={view.actionUrl} className="mt-6 space-y-4">
        <FormAlert problem={view.problem ? { title: messages.problemTitle, message: view.problem } : undefined} />
        <input type="hidden" name="token" value={view.token} />
        <Button type="submit" size="lg">
          {messages.confirm}
        </Button>
      </form>
    </div>
  );
}
