import type { ReactNode } from 'react';
import { site } from '../../site.config.ts';

interface Props {
  /** The illustration as inline SVG, rendered by the page: it paints with the HTML, no extra request. */
  children: ReactNode;
}

export default function Hero({ children }: Props) {
  return (
    <section className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden bg-navy text-white">
      {children}
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-navy/90 via-navy/60 to-transparent"></div>
      <div className="mx-auto w-full max-w-6xl px-4 py-16">
        <div className="max-w-xl">
          <p className="inline-block rounded-full bg-sun px-4 py-1 text-sm font-bold tracking-wide text-navy lowercase">
            {site.tagline}
          </p>
          <h1 className="mt-5 font-serif text-4xl leading-tight font-bold md:text-6xl">{site.name}</h1>
          <p className="mt-5 text-lg text-sky md:text-xl">
            Share your journey, connect with fellow Filipinos abroad, and inspire others with your stories of courage,
            sacrifice, and triumph.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a
              href={site.links.videoChannel}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center justify-center rounded-full bg-coral px-6 py-3 font-semibold text-white shadow-lg hover:brightness-110"
            >
              Watch Our Latest Episode
            </a>
            <a
              href="/connect"
              className="inline-flex items-center justify-center rounded-full bg-white px-6 py-3 font-semibold text-navy shadow-lg hover:bg-sky"
            >
              Share Your Story
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
