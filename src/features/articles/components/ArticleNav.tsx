import { articleUrl, type ArticleEntry } from '../articles.ts';
import type { Messages } from '../../../i18n/messages.ts';
import Card from '../../../ui/Card.tsx';

interface Props {
  older?: ArticleEntry | undefined;
  newer?: ArticleEntry | undefined;
  labels: Messages['article'];
}

export default function ArticleNav({ older, newer, labels }: Props) {
  return (
    <nav aria-label={labels.moreArticles} className="mx-auto grid max-w-3xl gap-4 px-4 pb-16 sm:grid-cols-2">
      {older && (
        <Card as="a" href={articleUrl(older)} className="p-4 hover:ring-ocean">
          <span className="block text-sm text-muted">{labels.previous}</span>
          <span className="font-semibold text-navy">{older.data.title}</span>
        </Card>
      )}
      {newer && (
        <Card as="a" href={articleUrl(newer)} className="p-4 text-right hover:ring-ocean sm:col-start-2">
          <span className="block text-sm text-muted">{labels.next}</span>
          <span className="font-semibold text-navy">{newer.data.title}</span>
        </Card>
      )}
    </nav>
  );
}
