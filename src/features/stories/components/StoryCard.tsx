import { INTL_LOCALE, localePath, type Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';
import { formatLongDate, isoDate } from '../../../i18n/dates.ts';
import { storyUrl, type PublishedStory } from '../stories.ts';
import Card from '../../../ui/Card.tsx';

interface Props {
  story: PublishedStory;
  headingLevel?: 'h2' | 'h3';
  locale: Locale;
  messages: Messages['stories']['card'];
}

/** One published story in a list: title, teller's byline, date and excerpt. */
export default function StoryCard({ story, headingLevel: Heading = 'h2', locale, messages }: Props) {
  const href = localePath(locale, storyUrl(story.slug));
  return (
    <Card as="article" className="flex h-full flex-col p-6">
      <Heading className="font-serif text-xl font-bold text-navy">
        <a href={href} className="hover:underline">
          {story.title}
        </a>
      </Heading>
      <p className="mt-2 text-sm text-muted">
        <span>{messages.byline(story.byline, story.country)}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={isoDate(story.publishedAt)}>{formatLongDate(story.publishedAt, INTL_LOCALE[locale])}</time>
      </p>
      <p className="mt-3 flex-1">{story.excerpt}</p>
      <a href={href} className="mt-4 inline-flex items-center font-semibold text-ocean hover:underline" aria-label={messages.readMoreLabel(story.title)}>
        {messages.readMore} <span aria-hidden="true">&nbsp;→</span>
      </a>
    </Card>
  );
}
