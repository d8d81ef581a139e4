import LinkProblem from './LinkProblem.tsx';
import type { Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';
import StoryBody from './StoryBody.tsx';
import Button from '../../../ui/Button.tsx';
import Card from '../../../ui/Card.tsx';
import FormAlert from '../../../ui/forms/FormAlert.tsx';
import MessagePage from '../../../ui/MessagePage.tsx';

export type StoryApprovalView =
  | {
      state: 'preview';
      token: string;
      actionUrl: string;
      story: { title: string; excerpt: string; text: string; byline: string; country: string; pullQuote: string | null };
      problem?: string | undefined;
    }
  | { state: 'approved'; storyHref: string }
  | { state: 'declined' }
  | { state: 'used' } | { state: 'expired' } | { state: 'invalid' };

interface Props {
  view: StoryApprovalView;
  locale: Locale;
  messages: Messages['stories']['review'];
  linkProblemMessages: Messages['stories']['linkProblem'];
}

/** The teller's private page: the prepared story, and Approve or Decline (a plain form, no script). */
export default function StoryApproval({ view, locale, messages, linkProblemMessages }: Props) {
  if (view.state === 'used' || view.state === 'expired' || view.state === 'invalid') {
    return <LinkProblem problem={view.state} locale={locale} messages={linkProblemMessages} />;
  }
  if (view.state === 'approved' || view.state === 'declined') {
    const approved = view.state === 'approved';
    return (
      <MessagePage
        status
        heading={approved ? messages.approvedHeading : messages.declinedHeading}
        text={approved ? messages.approvedText : messages.declinedText}
        next={approved ? { href: view.storyHref, label: messages.readIt } : undefined}
      />
    );
  }
  const { story } = view;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="font-serif text-3xl font-bold text-navy">{messages.heading}</h1>
      <p className="mt-3 text-lg">{messages.intro}</p>
      <Card as="article" aria-labelledby="story-preview-title" className="mt-8 p-6 md:p-8">
        <h2 id="story-preview-title" className="font-serif text-2xl font-bold text-navy">
          {story.title}
        </h2>
        <p className="mt-2 text-sm text-muted">{messages.byline(story.byline, story.country)}</p>
        <p className="mt-4 text-sm">
          <span className="font-semibold text-navy">{messages.excerpt}</span> {story.excerpt}
        </p>
        <StoryBody text={story.text} pullQuote={story.pullQuote} />
      </Card>
      <form method="post" action={view.actionUrl} className="mt-8 space-y-4">
        <FormAlert problem={view.problem ? { title: messages.problemTitle, message: view.problem } : undefined} />
        <input type="hidden" name="token" value={view.token} />
        <fieldset>
          <legend className="font-serif text-2xl font-bold text-navy">{messages.question}</legend>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button type="submit" name="decision" value="approve" size="lg">
              {messages.approve}
            </Button>
            <Button type="submit" name="decision" value="decline" variant="secondary" size="lg">
              {messages.decline}
            </Button>
          </div>
        </fieldset>
      </form>
    </div>
  );
}
