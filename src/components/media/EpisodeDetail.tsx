import type { ReactNode } from 'react';
import { formatLongDate, isoDate } from '../../lib/dates.ts';
import { formatDuration } from '../../lib/media/durations.ts';
import type { Episode } from '../../lib/media/types.ts';

interface Props {
  episode: Episode;
  /** The show notes, rendered by the page from the HTML sanitised when the episode was synced. */
  children: ReactNode;
}

export default function EpisodeDetail({ episode, children }: Props) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <a href="/podcast" className="text-sm font-semibold text-ocean hover:underline">
        <span aria-hidden="true">← </span>All episodes
      </a>
      <h1 className="mt-4 font-serif text-3xl font-bold text-navy">{episode.name}</h1>
      <p className="mt-2 text-muted">
        <time dateTime={isoDate(episode.publishedAt)}>{formatLongDate(episode.publishedAt)}</time>
        {episode.durationMs !== null && <span> · {formatDuration(episode.durationMs / 1000)}</span>}
      </p>
      {episode.audioUrl && (
        // Podcast feeds carry no captions; the episode page's show notes are the text that goes with the audio.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <audio controls preload="none" src={episode.audioUrl} className="mt-6 w-full" aria-label={`Listen: ${episode.name}`}></audio>
      )}
      {episode.externalUrl && (
        <p className="mt-3">
          <a href={episode.externalUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-ocean underline">
            Open on the podcast platform<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      )}
      <h2 className="mt-8 font-serif text-2xl font-bold text-navy">Show notes</h2>
      <div className="prose-article">{children}</div>
    </article>
  );
}
