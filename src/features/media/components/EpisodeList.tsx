import EpisodeItem from './EpisodeItem.tsx';
import type { Episode } from '../types.ts';
import { localePath, type Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';
import Pager from '../../../ui/Pager.tsx';

interface Props {
  episodes: Episode[];
  page: number;
  pages: number;
  locale: Locale;
  messages: Messages['podcast'];
}

/** One page of /podcast, newest first, with links to the newer and older pages. */
export default function EpisodeList({ episodes, page, pages, locale, messages }: Props) {
  const pageHref = (n: number) => `${localePath(locale, '/podcast')}?page=${n}`;
  return (
    <>
      {episodes.length === 0 ? (
        <p>{messages.none}</p>
      ) : (
        <ul className="space-y-4">
          {episodes.map((episode) => (
            <li key={episode.slug}>
              <EpisodeItem episode={episode} headingLevel="h2" locale={locale} messages={messages.episode} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} href={pageHref} labels={{ nav: messages.pages, previous: messages.newer, next: messages.older }} className="mt-8" />
    </>
  );
}
