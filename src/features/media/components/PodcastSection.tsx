import EpisodeItem from './EpisodeItem.tsx';
import type { Episode } from '../types.ts';
import { site } from '../../../site.config.ts';
import { localePath, type Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';

interface Props {
  episodes: Episode[];
  locale: Locale;
  messages: Messages['podcast'];
}

export default function PodcastSection({ episodes, locale, messages }: Props) {
  return (
    <section aria-labelledby="podcast-heading" className="mx-auto max-w-6xl px-4 py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="podcast-heading" className="font-serif text-3xl font-bold text-navy">
          {messages.heading}
        </h2>
        {episodes.length > 0 && (
          <a href={localePath(locale, '/podcast')} className="font-semibold text-ocean hover:underline">
            {messages.all}
          </a>
        )}
      </div>
      {episodes.length === 0 ? (
        <p className="mt-4">
          {messages.none}{' '}
          <a href={site.links.podcast} target="_blank" rel="noopener noreferrer" className="font-semibold text-ocean underline">
            {messages.follow}
          </a>
        </p>
      ) : (
        <ul className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {episodes.map((episode) => (
            <li key={episode.slug}>
              <EpisodeItem episode={episode} locale={locale} messages={messages.episode} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
