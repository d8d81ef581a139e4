import ArticleCard from './ArticleCard.tsx';
import type { ArticleEntry } from '../articles.ts';
import type { Messages } from '../../../i18n/messages.ts';
import { localePath, type Locale } from '../../../i18n/locales.ts';

interface Props {
  posts: ArticleEntry[];
  messages: Messages['home']['latestArticles'];
  card: Messages['blog']['card'];
  locale: Locale;
}

export default function LatestArticles({ posts, messages, card, locale }: Props) {
  return (
    <section aria-labelledby="latest-posts-heading" className="bg-white/60 py-16">
      <div className="mx-auto max-w-6xl px-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="latest-posts-heading" className="font-serif text-3xl font-bold text-navy">
            {messages.heading}
          </h2>
          <a href={localePath(locale, '/blog')} className="font-semibold text-ocean hover:underline">
            {messages.all}
          </a>
        </div>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id}>
              <ArticleCard post={post} headingLevel="h3" messages={card} locale={locale} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
