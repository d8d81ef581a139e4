import type { PublishedStory } from '../../lib/stories.ts';
import StoryCard, { storyCardMessages, type StoryCardMessages } from './StoryCard.tsx';
import Pager from '../ui/Pager.tsx';

export const storyIndexMessages = {
  empty: 'No stories are published yet. Be the first: share yours.',
  shareLink: 'Share your story',
  pagesLabel: 'Pages',
  previous: 'Newer stories',
  next: 'Older stories',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  card: storyCardMessages as StoryCardMessages,
};

export type StoryIndexMessages = typeof storyIndexMessages;

interface Props {
  stories: PublishedStory[];
  page: number;
  pages: number;
  messages?: StoryIndexMessages;
}

const pageHref = (n: number) => (n === 1 ? '/stories' : `/stories?page=${n}`);

/** The published stories, newest first, a page at a time. */
export default function StoryIndex({ stories, page, pages, messages = storyIndexMessages }: Props) {
  if (stories.length === 0) {
    return (
      <p className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-sky">
        {messages.empty}{' '}
        <a href="/connect" className="font-semibold text-ocean underline">
          {messages.shareLink}
        </a>
      </p>
    );
  }
  return (
    <>
      <ul className="-mx-4 grid gap-6 md:-mx-24 md:grid-cols-2 lg:-mx-40 lg:grid-cols-3">
        {stories.map((story) => (
          <li key={story.slug}>
            <StoryCard story={story} messages={messages.card} />
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} href={pageHref} labels={{ ...messages, nav: messages.pagesLabel }} className="mt-10" />
    </>
  );
}
