import ArticleCard from './ArticleCard.tsx';
import type { ArticleEntry } from '../articles.ts';
import type { Messages } from '../../../i18n/messages.ts';
import type { Locale } from '../../../i18n/locales.ts';

interface Props {
  posts: ArticleEntry[];
  messages: Messages['blog']['card'];
  locale: Locale;
}

export default function ArticleList({ posts, messages, locale }: Props) {
  return (
    <ul className="grid gap-6 md:-mx-24 md:grid-cols-2 lg:-mx-40 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.id}>
          <ArticleCard post={post} messages={messages} locale={locale} />
        </li>
      ))}
    </ul>
  );
}
