import ProblemAlert from './ProblemAlert.tsx';
import LinkProblem from './LinkProblem.tsx';
import type { Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';
import StoryBody from './StoryBody.tsx';

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
      <section role="status" className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="font-serif text-3xl font-bold text-navy">{approved ? messages.approvedHeading : messages.declinedHeading}</h1>
        <p className="mt-4">{approved ? messages.approvedText : messages.declinedText}</p>
        {approved && (
          <a href={view.storyHref} className="mt-8 inline-block rounded-full bg-ocean px-6 py-3 font-semibold text-white hover:bg-ocean-dark">
            {messages.readIt}
          </a>
        )}
      </section>
    );
  }
  const { story } = view;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="font-serif text-3xl font-bold text-navy">{messages.heading}</h1>
      <p className="mt-3 text-lg">{messages.intro}</p>
      <article aria-labelledby="story-preview-title" className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sky md:p-8">
        <h2 id="story-preview-title" className="font-serif text-2xl font-bold text-navy">
          {story.title}
        </h2>
        <p className="mt-2 text-sm text-muted">{messages.byline(story.byline, story.country)}</p>
        <p className="mt-4 text-sm">
          <span className="font-semibold text-navy">{messages.excerpt}</span> {story.excerpt}
        </p>
        <StoryBody text={story.text} pullQuote={story.pullQuote} />
      </article>
      <form method="post" action={view.actionUrl} className="mt-8 space-y-4">
        <ProblemAlert title={messages.problemTitle} message={view.problem} />
        <input type="hidden" name="token" value={view.token} />
        <fieldset>
          <legend className="font-serif text-2xl font-bold text-navy">{messages.question}</legend>
          <div className="mt-4 flex flex-wrap gap-3">
            <button type="submit" name="decision" value="approve" className="rounded-full bg-leaf px-6 py-3 font-semibold text-white hover:bg-leaf/90">
              {messages.approve}
            </button>
            <button type="submit" name="decision" value="decline" className="rounded-full border border-coral px-6 py-3 font-semibold text-coral hover:bg-coral/10">
              {messages.decline}
            </button>
          </div>
        </fieldset>
      </form>
    </div>
  );
}
