import Pager from './Pager.tsx';

const LABELS = { nav: 'Pages', previous: 'Previous page', next: 'Next page', pageOf: (page: number, pages: number) => `Page ${page} of ${pages}` };

interface Props {
  page: number;
  pages: number;
  /** The current path and query (e.g. "/admin/stories?status=new"); only its `page` parameter changes. */
  url: string;
}

export default function Pagination({ page, pages, url }: Props) {
  const href = (n: number) => {
    const u = new URL(url, 'http://localhost');
    u.searchParams.set('page', String(n));
    return `${u.pathname}${u.search}`;
  };
  return <Pager page={page} pages={pages} href={href} labels={LABELS} className="mt-6 text-sm" />;
}
