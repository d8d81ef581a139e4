import type { PublishedStory } from '../stories.ts';
import StoryCard from './StoryCard.tsx';
import { localePath, type Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';
import Card from '../../../ui/Card.tsx';
import Pager from '../../../ui/Pager.tsx';

interface Props {
  stories: PublishedStory[];
  page: number;
  pages: number;
  locale: Locale;
  messages: Messages['stories']['index'];
  cardMessages: Messages['stories']['card'];
}

/** The published stories, newest first, a page at a time. */
export default function StoryIndex({ stories, page, pages, locale, messages, cardMessages }: Props) {
  const pageHref = (n: number) => (n === 1 ? localePath(locale, '/stories') : `${localePath(locale, '/stories')}?page=${n}`);
  if (stories.length === 0) {
    return (
      <Card as="p" className="p-8 text-center">
        {messages.empty}{' '}
        <a href={localePath(locale, '/connect')} className="font-semibold text-ocean underline">
          {messages.shareLink}
        </a>
      </Card>
    );
  }
  return (
    <>
      <ul className="-mx-4 grid gap-6 md:-mx-24 md:grid-cols-2 lg:-mx-40 lg:grid-cols-3">
        {stories.map((story) => (
          <li key={story.slug}>
            <StoryCard story={story} locale={locale} messages={cardMessages} />
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} href={pageHref} labels={{ ...messages, nav: messages.pagesLabel }} className="mt-10" />
    </>
  );
}
