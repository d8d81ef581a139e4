export interface PagerLabels {
  /** The navigation landmark's name. */
  nav: string;
  previous: string;
  next: string;
  /** "Page N of M" between the links; without it, the links only. */
  pageOf?: ((page: number, pages: number) => string) | undefined;
}

/** The owner area's words (it is in English only). */
const OWNER_LABELS: PagerLabels = { nav: 'Pages', previous: 'Previous page', next: 'Next page', pageOf: (page, pages) => `Page ${page} of ${pages}` };

type Props = {
  page: number;
  pages: number;
  labels?: PagerLabels;
  /** Added to the navigation's own layout classes (spacing, text size). */
  className?: string;
  countClassName?: string;
} & (
  | { /** The address of page n. */ href: (page: number) => string; url?: never }
  | { /** The current path and query (e.g. "/admin/stories?status=new"); only its `page` parameter changes. */ url: string; href?: never }
);

function pageInUrl(url: string, page: number): string {
  const u = new URL(url, 'http://localhost');
  u.searchParams.set('page', String(page));
  return `${u.pathname}${u.search}`;
}

/** Previous and next links around "Page N of M"; nothing when everything fits on one page. */
export default function Pager({ page, pages, href, url, labels = OWNER_LABELS, className = '', countClassName = 'text-muted' }: Props) {
  if (pages <= 1) return null;
  const to = (n: number) => (href ? href(n) : pageInUrl(url ?? '', n));
  return (
    <nav aria-label={labels.nav} className={`flex items-center justify-between gap-3 ${className}`.trim()}>
      {page > 1 ? (
        <a href={to(page - 1)} className="font-semibold text-ocean underline">
          {labels.previous}
        </a>
      ) : (
        <span />
      )}
      {labels.pageOf && <span className={countClassName}>{labels.pageOf(page, pages)}</span>}
      {page < pages ? (
        <a href={to(page + 1)} className="font-semibold text-ocean underline">
          {labels.next}
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
