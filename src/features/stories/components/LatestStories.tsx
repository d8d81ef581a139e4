import type { PublishedStory } from '../stories.ts';
import StoryCard from './StoryCard.tsx';
import { localePath, type Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';

interface Props {
  stories: PublishedStory[];
  locale: Locale;
  messages: Messages['stories']['latest'];
  cardMessages: Messages['stories']['card'];
}

/** The home page's "Kwento nyo" section: the three newest published stories (nothing until there is one). */
export default function LatestStories({ stories, locale, messages, cardMessages }: Props) {
  if (stories.length === 0) return null;
  return (
    <section aria-labelledby="latest-stories-heading" className="py-16">
      <div className="mx-auto max-w-6xl px-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="latest-stories-heading" className="font-serif text-3xl font-bold text-navy">
              {messages.heading}
            </h2>
            <p className="mt-2 text-muted">{messages.intro}</p>
          </div>
          <a href={localePath(locale, '/stories')} className="font-semibold text-ocean hover:underline">
            {messages.allStories}
          </a>
        </div>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {stories.map((story) => (
            <li key={story.slug}>
              <StoryCard story={story} headingLevel="h3" locale={locale} messages={cardMessages} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
