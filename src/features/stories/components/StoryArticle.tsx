import { INTL_LOCALE, localePath, type Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';
import { formatLongDate, isoDate } from '../../../i18n/dates.ts';
import { storyUrl, type PublishedStoryPage } from '../stories.ts';
import StoryBody from './StoryBody.tsx';

interface Props {
  story: PublishedStoryPage;
  locale: Locale;
  messages: Messages['stories']['article'];
}

/** A published story's page: header band, text, and the teller's way to take it down. */
export default function StoryArticle({ story, locale, messages }: Props) {
  const href = localePath(locale, storyUrl(story.slug));
  return (
    <article>
      <header className="bg-navy px-4 pt-8 pb-10 text-white">
        <div className="mx-auto max-w-3xl">
          <a href={localePath(locale, '/stories')} className="inline-flex items-center text-sm font-semibold text-sky hover:underline">
            <span aria-hidden="true">←&nbsp;</span>
            {messages.back}
          </a>
          <h1 className="mt-4 font-serif text-3xl leading-tight font-bold md:text-4xl">{story.title}</h1>
          <p className="mt-3 text-sm text-sky">
            <time dateTime={isoDate(story.publishedAt)}>{formatLongDate(story.publishedAt, INTL_LOCALE[locale])}</time>
            <span aria-hidden="true"> · </span>
            {messages.byline(story.byline, story.country)}
          </p>
          <p className="mt-4 text-lg">{story.excerpt}</p>
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-10">
        <StoryBody text={story.text} pullQuote={story.pullQuote} />
        <footer className="mt-10 border-t border-sky pt-6 text-sm text-muted">
          <p>{messages.consent}</p>
          <p className="mt-2">
            {messages.removeHint}{' '}
            <a href={`${href}/remove`} className="font-semibold text-ocean underline">
              {messages.remove}
            </a>
          </p>
        </footer>
      </div>
    </article>
  );
}
