import { formatShortDate, isoDate } from '../../lib/dates.ts';
import { formatDuration } from '../../lib/media/durations.ts';
import { episodeUrl, type Episode } from '../../lib/media/types.ts';

interface Props {
  episode: Episode;
  headingLevel?: 'h2' | 'h3';
}

export default function EpisodeItem({ episode, headingLevel: Heading = 'h3' }: Props) {
  return (
    <article className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-sky">
      <Heading className="font-semibold text-navy">
        <a href={episodeUrl(episode.slug)} className="hover:underline">
          {episode.name}
        </a>
      </Heading>
      <p className="mt-1 text-sm text-muted">
        <time dateTime={isoDate(episode.publishedAt)}>{formatShortDate(episode.publishedAt)}</time>
        {episode.durationMs !== null && <span> · {formatDuration(episode.durationMs / 1000)}</span>}
      </p>
      {episode.audioUrl && (
        // Podcast feeds carry no captions; the episode page's show notes are the text that goes with the audio.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <audio controls preload="none" src={episode.audioUrl} className="mt-3 w-full" aria-label={`Listen: ${episode.name}`}></audio>
      )}
      {episode.externalUrl && (
        <a
          href={episode.externalUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-block text-sm font-semibold text-ocean underline"
        >
          Open on the podcast platform<span className="sr-only">: {episode.name} (opens in a new tab)</span>
        </a>
      )}
    </article>
  );
}
