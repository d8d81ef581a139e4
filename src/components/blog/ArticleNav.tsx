import { postUrl, type Post } from '../../lib/posts.ts';

interface Props {
  older?: Post | undefined;
  newer?: Post | undefined;
}

export default function ArticleNav({ older, newer }: Props) {
  return (
    <nav aria-label="More articles" className="mx-auto grid max-w-3xl gap-4 px-4 pb-16 sm:grid-cols-2">
      {older && (
        <a href={postUrl(older)} className="rounded-xl bg-white p-4 ring-1 ring-sky hover:ring-ocean">
          <span className="block text-sm text-muted">Previous article</span>
          <span className="font-semibold text-navy">{older.data.title}</span>
        </a>
      )}
      {newer && (
        <a href={postUrl(newer)} className="rounded-xl bg-white p-4 text-right ring-1 ring-sky hover:ring-ocean sm:col-start-2">
          <span className="block text-sm text-muted">Next article</span>
          <span className="font-semibold text-navy">{newer.data.title}</span>
        </a>
      )}
    </nav>
  );
}
