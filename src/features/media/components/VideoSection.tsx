import type { ReactNode } from 'react';
import { site } from '../../../site.config.ts';
import type { Messages } from '../../../i18n/messages.ts';

interface Props {
  hasVideos: boolean;
  messages: Messages['home']['videos'];
  /** The showcase island, rendered by the page with its hydration directive. */
  children?: ReactNode;
}

export default function VideoSection({ hasVideos, messages, children }: Props) {
  return (
    <section aria-labelledby="videos-heading" className="bg-navy py-16 text-white">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="videos-heading" className="font-serif text-3xl font-bold">
          {messages.heading}
        </h2>
        {hasVideos ? (
          children
        ) : (
          <div className="mt-8 rounded-2xl bg-white/5 p-8 text-center">
            <p>{messages.none}</p>
            <p className="mt-4 flex flex-wrap justify-center gap-4">
              <a href={site.links.videoChannel} target="_blank" rel="noopener noreferrer" className="font-semibold text-sun underline">
                {messages.channel}
              </a>
              <a href={site.links.podcast} target="_blank" rel="noopener noreferrer" className="font-semibold text-sun underline">
                {messages.podcast}
              </a>
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
