import { formatLongDate, isoDate } from '../../../i18n/dates.ts';
import { articleAuthor, type ArticleEntry } from '../articles.ts';
import { INTL_LOCALE, localePath, type Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';

interface Props {
  post: ArticleEntry;
  /** The body: Markdown rendered and sanitised when the owner saved it (render.server.ts). */
  html: string;
  locale: Locale;
  labels: Messages['article'];
}

export default function Article({ post, html, locale, labels }: Props) {
  const heroImage = post.data.heroImage;
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
            srcSet={heroImage.srcset}
            sizes={heroImage.srcset ? '(min-width: 48rem) 48rem, 100vw' : undefined}
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
      <div className="prose-article mx-auto max-w-3xl px-4 py-8 text-lg" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
