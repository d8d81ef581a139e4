import type { ReactNode } from 'react';
import { site } from '../../site.config.ts';

interface Props {
  hasVideos: boolean;
  /** The showcase island, rendered by the page with its hydration directive. */
  children?: ReactNode;
}

export default function VideoSection({ hasVideos, children }: Props) {
  return (
    <section aria-labelledby="videos-heading" className="bg-navy py-16 text-white">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="videos-heading" className="font-serif text-3xl font-bold">
          Most Popular Videos
        </h2>
        {hasVideos ? (
          children
        ) : (
          <div className="mt-8 rounded-2xl bg-white/5 p-8 text-center">
            <p>No videos available yet.</p>
            <p className="mt-4 flex flex-wrap justify-center gap-4">
              <a href={site.links.videoChannel} target="_blank" rel="noopener noreferrer" className="font-semibold text-sun underline">
                Visit our YouTube channel
              </a>
              <a href={site.links.podcast} target="_blank" rel="noopener noreferrer" className="font-semibold text-sun underline">
                Listen to our podcast
              </a>
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
