import type { ReactNode } from 'react';
import { site } from '../../../site.config.ts';
import type { Messages } from '../../../i18n/messages.ts';
import { localePath, type Locale } from '../../../i18n/locales.ts';
import ButtonLink from '../../../ui/ButtonLink.tsx';

interface Props {
  messages: Messages['home']['hero'];
  locale: Locale;
  /** The illustration as inline SVG, rendered by the page: it paints with the HTML, no extra request. */
  children: ReactNode;
}

export default function Hero({ messages, locale, children }: Props) {
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
          <p className="mt-5 text-lg text-sky md:text-xl">{messages.intro}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink href={site.links.videoChannel} target="_blank" rel="noopener noreferrer" size="lg" className="text-center shadow-lg">
              {messages.watch}
            </ButtonLink>
            <ButtonLink href={localePath(locale, '/connect')} variant="secondary" size="lg" className="text-center shadow-lg">
              {messages.share}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
