import type { ReactNode } from 'react';
import { formatLongDate, isoDate } from '../../../i18n/dates.ts';
import { articleAuthor, type ArticleEntry } from '../articles.ts';
import { INTL_LOCALE, localePath, type Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';

export interface HeroImage {
  src: string;
  width: number;
  height: number;
}

interface Props {
  post: ArticleEntry;
  heroImage?: HeroImage | undefined;
  /** The rendered Markdown body. */
  children: ReactNode;
  locale: Locale;
  labels: Messages['article'];
}

export default function Article({ post, heroImage, children, locale, labels }: Props) {
  return (
    <article>
      <header className="bg-navy px-4 pt-8 pb-10 text-white">
        <div className="mx-auto max-w-3xl">
          <a href={localePath(locale, '/blog')} className="inline-flex items-center text-sm font-semibold text-sky hover:underline">
            <span aria-hidden="true">←&nbsp;</span>
            {labels.back}
          </a>
          <h1 className="mt-4 font-serif text-3xl leading-tight font-bold md:text-4xl">{post.data.title}</h1>
          <p className="mt-3 text-sm text-sky">
            <time dateTime={isoDate(post.data.date)}>{formatLongDate(post.data.date, INTL_LOCALE[locale])}</time>
            <span aria-hidden="true"> · </span>
            {labels.by} {articleAuthor(post)}
          </p>
          <p className="mt-4 text-lg">{post.data.summary}</p>
        </div>
      </header>
      {heroImage && (
        <div className="mx-auto -mt-2 max-w-3xl px-4 pt-6">
          <img
            src={heroImage.src}
            alt={post.data.heroAlt ?? ''}
            width={heroImage.width}
            height={heroImage.height}
            loading="eager"
            fetchPriority="high"
            decoding="async"
            className="h-auto w-full rounded-2xl"
          />
        </div>
      )}
      <div className="prose-article mx-auto max-w-3xl px-4 py-8 text-lg">{children}</div>
    </article>
  );
}
