import { formatShortDate, isoDate } from '../../../i18n/dates.ts';
import { formatDuration } from '../durations.ts';
import { episodeUrl, type Episode } from '../types.ts';
import { INTL_LOCALE, localePath, type Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';
import Card from '../../../ui/Card.tsx';

interface Props {
  episode: Episode;
  headingLevel?: 'h2' | 'h3';
  locale: Locale;
  messages: Messages['podcast']['episode'];
}

export default function EpisodeItem({ episode, headingLevel: Heading = 'h3', locale, messages }: Props) {
  return (
    <Card as="article" className="p-4">
      <Heading className="font-semibold text-navy">
        <a href={localePath(locale, episodeUrl(episode.slug))} className="hover:underline">
          {episode.name}
        </a>
      </Heading>
      <p className="mt-1 text-sm text-muted">
        <time dateTime={isoDate(episode.publishedAt)}>{formatShortDate(episode.publishedAt, INTL_LOCALE[locale])}</time>
        {episode.durationMs !== null && <span> · {formatDuration(episode.durationMs / 1000)}</span>}
      </p>
      {episode.audioUrl && (
        // Podcast feeds carry no captions; the episode page's show notes are the text that goes with the audio.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <audio controls preload="none" src={episode.audioUrl} className="mt-3 w-full" aria-label={messages.listen(episode.name)}></audio>
      )}
      {episode.externalUrl && (
        <a
          href={episode.externalUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-block text-sm font-semibold text-ocean underline"
        >
          {messages.open}
          <span className="sr-only">
            : {episode.name} {messages.opensInNewTab}
          </span>
        </a>
      )}
    </Card>
  );
}
