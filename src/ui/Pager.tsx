export interface PagerLabels {
  /** The navigation landmark's name. */
  nav: string;
  previous: string;
  next: string;
  pageOf: (page: number, pages: number) => string;
}

interface Props {
  page: number;
  pages: number;
  href: (page: number) => string;
  labels: PagerLabels;
  /** Added to the navigation's own layout classes (spacing, text size). */
  className?: string;
  countClassName?: string;
}

/** Previous and next links around "Page N of M"; nothing when everything fits on one page. */
export default function Pager({ page, pages, href, labels, className = '', countClassName = 'text-muted' }: Props) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={labels.nav} className={`flex items-center justify-between gap-3 ${className}`.trim()}>
      {page > 1 ? (
        <a href={href(page - 1)} className="font-semibold text-ocean underline">
          {labels.previous}
        </a>
      ) : (
        <span />
      )}
      <span className={countClassName}>{labels.pageOf(page, pages)}</span>
      {page < pages ? (
        <a href={href(page + 1)} className="font-semibold text-ocean underline">
          {labels.next}
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
