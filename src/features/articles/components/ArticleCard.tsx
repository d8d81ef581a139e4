import { formatLongDate, isoDate } from '../../../i18n/dates.ts';
import { articleAuthor, articleUrl, type ArticleEntry } from '../articles.ts';
import type { Messages } from '../../../i18n/messages.ts';
import { INTL_LOCALE, type Locale } from '../../../i18n/locales.ts';

interface Props {
  post: ArticleEntry;
  headingLevel?: 'h2' | 'h3';
  messages: Messages['blog']['card'];
  locale: Locale;
}

export default function ArticleCard({ post, headingLevel: Heading = 'h2', messages, locale }: Props) {
  return (
    <article className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sky">
      <Heading className="font-serif text-xl font-bold text-navy">
        <a href={articleUrl(post)} className="hover:underline">
          {post.data.title}
        </a>
      </Heading>
      <p className="mt-2 text-sm text-muted">
        <time dateTime={isoDate(post.data.date)}>{formatLongDate(post.data.date, INTL_LOCALE[locale])}</time>
        <span aria-hidden="true"> · </span>
        <span>{articleAuthor(post)}</span>
      </p>
      <p className="mt-3 flex-1">{post.data.description}</p>
      <a href={articleUrl(post)} className="mt-4 inline-flex items-center font-semibold text-ocean hover:underline" aria-label={messages.readMoreLabel(post.data.title)}>
        {messages.readMore} <span aria-hidden="true">&nbsp;→</span>
      </a>
    </article>
  );
}
