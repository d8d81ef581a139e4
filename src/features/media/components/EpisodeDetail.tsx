import type { ReactNode } from 'react';
import { formatLongDate, isoDate } from '../../../i18n/dates.ts';
import { formatDuration } from '../durations.ts';
import type { Episode } from '../types.ts';
import { INTL_LOCALE, localePath, type Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';

interface Props {
  episode: Episode;
  locale: Locale;
  messages: Messages['podcast'];
  /** The show notes, rendered by the page from the HTML sanitised when the episode was synced. */
  children: ReactNode;
}

export default function EpisodeDetail({ episode, locale, messages, children }: Props) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <a href={localePath(locale, '/podcast')} className="text-sm font-semibold text-ocean hover:underline">
        <span aria-hidden="true">← </span>
        {messages.all}
      </a>
      <h1 className="mt-4 font-serif text-3xl font-bold text-navy">{episode.name}</h1>
      <p className="mt-2 text-muted">
        <time dateTime={isoDate(episode.publishedAt)}>{formatLongDate(episode.publishedAt, INTL_LOCALE[locale])}</time>
        {episode.durationMs !== null && <span> · {formatDuration(episode.durationMs / 1000)}</span>}
      </p>
      {episode.audioUrl && (
        // Podcast feeds carry no captions; the episode page's show notes are the text that goes with the audio.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <audio controls preload="none" src={episode.audioUrl} className="mt-6 w-full" aria-label={messages.episode.listen(episode.name)}></audio>
      )}
      {episode.externalUrl && (
        <p className="mt-3">
          <a href={episode.externalUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-ocean underline">
            {messages.episode.open}
            <span className="sr-only"> {messages.episode.opensInNewTab}</span>
          </a>
        </p>
      )}
      <h2 className="mt-8 font-serif text-2xl font-bold text-navy">{messages.episode.showNotes}</h2>
      <div className="prose-article">{children}</div>
    </article>
  );
}
