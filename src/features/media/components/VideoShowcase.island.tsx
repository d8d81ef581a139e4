import { useEffect, useRef, useState, type MouseEvent } from 'react';
import Icon from '../../../ui/Icon.tsx';
import { embedUrl, thumbnailHeight, thumbnailSrc, thumbnailSrcSet, watchUrl } from '../types.ts';
import { site } from '../../../site.config.ts';
import type { Messages } from '../../../i18n/messages.ts';

/** What a video card needs: the page leaves the long description out of the island's props and writes the date. */
export interface ShowcaseVideo {
  videoId: string;
  title: string;
  /** The first sentence of the description. */
  summary: string;
  /** The name of the site's copies of its thumbnail (thumbnailSrc); null shows the brand's placeholder. */
  thumbnail: string | null;
  /** The ISO day, for <time datetime>. */
  publishedOn: string;
  /** The date as the page's language writes it. */
  publishedLabel: string;
}

interface Props {
  videos: ShowcaseVideo[];
  messages: Messages['home']['showcase'];
}

/** A video's picture as the site serves it, or the brand's placeholder in the same box when there is none. */
function Thumbnail({
  name,
  width,
  sizes,
  box,
  imageClass,
}: {
  name: string | null | undefined;
  width: Parameters<typeof thumbnailSrc>[1];
  sizes: string;
  box: string;
  imageClass: string;
}) {
  if (!name) return <span className={`thumbnail ${box}`} />;
  return (
    <img
      src={thumbnailSrc(name, width)}
      srcSet={thumbnailSrcSet(name)}
      sizes={sizes}
      alt=""
      width={width}
      height={thumbnailHeight(width)}
      loading="lazy"
      decoding="async"
      className={`thumbnail ${box} ${imageClass}`}
    />
  );
}

/**
 * Click-to-play: YouTube (privacy-enhanced domain) is contacted only when the visitor presses play.
 * Thumbnails are the site's own copies, made by the sync (ADR 051): no page view asks YouTube for a picture.
 * A thumbnail that is missing or fails to load shows the brand's placeholder (`thumbnail`, global.css).
 * Choosing a card makes that video the current one. Without JavaScript every link opens YouTube.
 */
export default function VideoShowcase({ videos, messages }: Props) {
  const [chosenId, setChosenId] = useState<string>();
  const [playing, setPlaying] = useState(false);
  const playerRef = useRef<HTMLDivElement>(null);
  const facadeRef = useRef<HTMLAnchorElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const moveFocus = useRef(false);
  const current = videos.find((video) => video.videoId === chosenId) ?? videos[0];

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    if (playing) {
      frameRef.current?.focus();
    } else {
      playerRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      facadeRef.current?.focus();
    }
  }, [chosenId, playing]);

  if (!current) return null;

  const play = (event: MouseEvent) => {
    event.preventDefault();
    moveFocus.current = true;
    setPlaying(true);
  };

  const choose = (event: MouseEvent, video: ShowcaseVideo) => {
    event.preventDefault();
    moveFocus.current = true;
    setChosenId(video.videoId);
    setPlaying(false);
  };

  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
      <div>
        <div ref={playerRef} className="relative aspect-video overflow-hidden rounded-2xl bg-black">
          {playing ? (
            <iframe
              ref={frameRef}
              src={embedUrl(current.videoId)}
              title={current.title}
              allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              className="absolute inset-0 h-full w-full"
            />
          ) : (
            <a
              key={current.videoId}
              ref={facadeRef}
              href={watchUrl(current.videoId)}
              target="_blank"
              rel="noopener noreferrer"
              className="group absolute inset-0 flex items-center justify-center"
              onClick={play}
            >
              <Thumbnail
                name={current.thumbnail}
                width={480}
                sizes="(min-width: 72rem) 40rem, (min-width: 64rem) 60vw, 100vw"
                box="absolute inset-0"
                imageClass="h-full w-full object-cover opacity-80"
              />
              <span className="relative flex h-16 w-16 items-center justify-center rounded-full bg-coral shadow-xl group-hover:scale-105">
                <Icon name="play" className="h-8 w-8" />
              </span>
              <span className="sr-only">
                {messages.play} {current.title}
              </span>
            </a>
          )}
        </div>
        <p className="mt-3 font-semibold" aria-live="polite">
          {current.title}
        </p>
      </div>
      <ul className="space-y-4">
        {videos.map((video) => (
          <li key={video.videoId} className="flex gap-3 rounded-xl bg-white/5 p-3">
            <Thumbnail
              name={video.thumbnail}
              width={320}
              sizes="120px"
              box="block h-[68px] w-[120px] shrink-0 overflow-hidden rounded-md"
              imageClass="object-cover"
            />
            <div className="min-w-0">
              <h3 className="font-semibold leading-snug">
                <a
                  href={watchUrl(video.videoId)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="hover:underline"
                  onClick={(event) => choose(event, video)}
                >
                  {video.title}
                </a>
              </h3>
              <p className="mt-1 text-sm text-sky">{video.summary}</p>
              <p className="mt-1 flex items-center gap-3 text-xs text-sky">
                <time dateTime={video.publishedOn}>{video.publishedLabel}</time>
                <a
                  href={watchUrl(video.videoId)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex h-8 w-8 items-center justify-center rounded-full hover:bg-white/10"
                  aria-label={`${messages.watchBefore} ${video.title} ${messages.watchAfter}`}
                >
                  <Icon name="youtube" />
                </a>
                <a
                  href={site.links.podcast}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex h-8 w-8 items-center justify-center rounded-full hover:bg-white/10"
                  aria-label={messages.listen}
                >
                  <Icon name="spotify" />
                </a>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
