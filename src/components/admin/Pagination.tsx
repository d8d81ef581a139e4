interface Props {
  page: number;
  pages: number;
  /** The current path and query (e.g. "/admin/stories?status=new"); only its `page` parameter changes. */
  url: string;
}

export default function Pagination({ page, pages, url }: Props) {
  if (pages <= 1) return null;
  const href = (n: number) => {
    const u = new URL(url, 'http://localhost');
    u.searchParams.set('page', String(n));
    return `${u.pathname}${u.search}`;
  };
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <a href={href(page - 1)} className="font-semibold text-ocean underline">
          Previous page
        </a>
      ) : (
        <span />
      )}
      <span className="text-muted">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <a href={href(page + 1)} className="font-semibold text-ocean underline">
          Next page
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
