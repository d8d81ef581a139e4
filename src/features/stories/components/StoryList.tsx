import { STORY_STATUS_LABELS, STORY_STATUSES } from '../../../platform/limits.ts';
import ExportCsvLink from '../../../ui/ExportCsvLink.tsx';
import Notice from '../../../ui/Notice.tsx';
import Pagination from '../../../ui/Pagination.tsx';
import StatusBadge from '../../../ui/StatusBadge.tsx';
import { isDeclinable } from '../stories.ts';

interface Story {
  id: string;
  name: string | null;
  country: string;
  received: string;
  status: string;
  story: string;
  email: string;
  interviewOk: boolean;
  /** The language it is written in, read from its words, by name: English or Filipino. */
  writtenIn: string;
  /** The language of the teller's e-mails (the page's they wrote from, unless the owner changed it), by name. */
  mailLanguage: string;
}

interface Props {
  rows: Story[];
  total: number;
  page: number;
  pages: number;
  status?: string | undefined;
  /** The list's filter and page ("status=new&page=2"), kept across its pages. */
  listQuery: string;
  notice?: { message: string; tone: 'ok' | 'error' } | undefined;
}

export default function StoryList({ rows, total, page, pages, status, listQuery, notice }: Props) {
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-serif text-3xl font-bold text-navy">Stories</h1>
          <p className="mt-1 text-muted">
            {total} {total === 1 ? 'story' : 'stories'}
            {status ? ` (${STORY_STATUS_LABELS[status as keyof typeof STORY_STATUS_LABELS] ?? status})` : ''}
          </p>
        </div>
        <ExportCsvLink href="/admin/stories/export.csv" />
      </div>
      <form method="get" action="/admin/stories" className="mt-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="story-status" className="block text-sm font-semibold text-navy">
            Status
          </label>
          <select id="story-status" name="status" defaultValue={status ?? ''} className="mt-1 block rounded-md border border-muted/50 bg-white px-3 py-2">
            <option value="">All</option>
            {STORY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STORY_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="rounded-full bg-ocean px-5 py-2 font-semibold text-white hover:bg-ocean-dark">
          Filter
        </button>
      </form>
      <div className="mt-6">
        <Notice message={notice?.message} tone={notice?.tone} />
      </div>
      {rows.length === 0 ? (
        <p className="rounded-2xl bg-white p-8 text-center text-muted shadow-sm ring-1 ring-sky">No stories{status ? ` with status ${status}` : ' yet'}.</p>
      ) : (
        <ul className="space-y-4" aria-label="Stories">
          {rows.map((s) => (
            <li key={s.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sky">
              <article className="space-y-3">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="text-lg font-semibold text-navy">
                    {s.name ?? 'Anonymous'} <span className="text-sm font-normal text-muted">from {s.country}</span>
                  </h2>
                  <p className="flex items-center gap-2 text-sm text-muted">
                    {s.received} <StatusBadge status={s.status} label={STORY_STATUS_LABELS[s.status as keyof typeof STORY_STATUS_LABELS]} />
                  </p>
                </div>
                <p className="whitespace-pre-line break-words">{s.story}</p>
                <p className="text-sm">
                  <span className="font-semibold text-navy">Email:</span> <span className="break-all">{s.email}</span> ·{' '}
                  <span className="font-semibold text-navy">Open to an interview:</span> {s.interviewOk ? 'yes' : 'no'} ·{' '}
                  <span className="font-semibold text-navy">Written in:</span> {s.writtenIn} ·{' '}
                  <span className="font-semibold text-navy">E-mails in:</span> {s.mailLanguage}
                </p>
                <div className="flex flex-wrap gap-3">
                  {s.status !== 'withdrawn' && (
                    <a
                      href={`/admin/stories/${s.id}`}
                      className="rounded-full bg-leaf px-4 py-2 text-sm font-semibold text-white hover:bg-leaf/90"
                    >
                      {s.status === 'new' || s.status === 'declined' ? 'Prepare for publishing' : 'Open'}
                    </a>
                  )}
                  {isDeclinable(s.status) && (
                    <a
                      href={`/admin/stories/${s.id}/decline?from=list`}
                      className="rounded-full border border-coral px-4 py-2 text-sm font-semibold text-coral hover:bg-coral/10"
                    >
                      Decline
                    </a>
                  )}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pages={pages} url={`/admin/stories${listQuery ? `?${listQuery}` : ''}`} />
    </>
  );
}
