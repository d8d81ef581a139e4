import { Fragment } from 'react';
import { site } from '../../../site.config.ts';
import { localePath, type Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';
import ButtonLink from '../../../ui/ButtonLink.tsx';

interface Props {
  /** The banner illustration, processed by the page through astro:assets. */
  image: { src: string; width: number; height: number };
  locale: Locale;
  messages: Messages['ourStory'];
}

export default function OurStory({ image, locale, messages }: Props) {
  const { takePart } = messages;
  const ways = [
    { ...takePart.connect, href: localePath(locale, '/connect'), external: false },
    { ...takePart.survey, href: localePath(locale, '/survey'), external: false },
    { ...takePart.community, href: site.links.community, external: true },
    { ...takePart.blog, href: localePath(locale, '/blog'), external: false },
  ];
  return (
    <>
      <section aria-labelledby="our-story-heading" className="relative bg-navy">
        <img
          src={image.src}
          alt={messages.imageAlt}
          width={image.width}
          height={image.height}
          loading="eager"
          fetchPriority="high"
          decoding="async"
          className="block h-auto w-full"
        />
        <div className="px-4 py-8 text-white md:absolute md:top-[12%] md:left-[6%] md:max-w-md md:rounded-2xl md:bg-navy/85 md:p-8">
          <h1 id="our-story-heading" className="font-serif text-4xl font-bold md:text-5xl">
            {messages.title}
          </h1>
          <p className="mt-3 text-lg text-sky">{messages.tagline}</p>
        </div>
      </section>
      <div className="mx-auto max-w-3xl px-4 py-12">
        <article className="prose-article">
          <p>{messages.intro}</p>
          {messages.sections.map((section) => (
            <Fragment key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </Fragment>
          ))}
          <h2>{messages.whatWeDo.heading}</h2>
          <ul>
            {messages.whatWeDo.items.map((item) => (
              <li key={item.lead}>
                <strong>{item.lead}</strong> {item.text}
              </li>
            ))}
          </ul>
          <h2>{takePart.heading}</h2>
          <p>{takePart.intro}</p>
          <ul>
            {ways.map((way) => (
              <li key={way.href}>
                <a href={way.href} className="text-ocean underline" {...(way.external ? { rel: 'noopener noreferrer' } : {})}>
                  {way.link}
                </a>{' '}
                {way.rest}
              </li>
            ))}
          </ul>
          <p>{takePart.closing}</p>
        </article>
        <div className="mt-12 rounded-2xl bg-navy p-8 text-center text-white">
          <h2 className="font-serif text-2xl font-bold">{messages.invitation.heading}</h2>
          <p className="mt-2 text-sky">{messages.invitation.text}</p>
          <ButtonLink href={localePath(locale, '/connect')} variant="secondary" size="lg" className="mt-6">
            {messages.invitation.button}
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
