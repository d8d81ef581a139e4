import { actions } from 'astro:actions';
import BarChart from './BarChart.tsx';
import Button from '../../../ui/Button.tsx';
import TodayList from './TodayList.tsx';
import type { TodayItem } from '../today.ts';
import DataTable from '../../../ui/DataTable.tsx';
import Notice from '../../../ui/Notice.tsx';

export interface OverviewProps {
  timeZone: string;
  /** What waits for the owner's answer, oldest first: shown first, above the counts and charts. */
  today: { items: TodayItem[]; total: number; page: number; pages: number; notice?: { message: string; tone: 'ok' | 'error' } | undefined };
  counts: { label: string; href: string; today: number; week: number; total: number }[];
  averageRating: number | null;
  ratingCount: number;
  ratingBars: { label: string; value: number }[];
  weekBars: { label: string; value: number }[];
  /** One row per media source that has synced, its times already formatted. */
  media: { source: string; status: string; lastRun: string; lastSuccess: string; itemsSeen: number; error: string }[];
  /** What "Sync now" fetches, e.g. "YouTube and Podcast"; empty when no source is configured. */
  sources: string;
  syncNotice?: { message: string; tone: 'ok' | 'error' } | undefined;
}

export default function Overview({ timeZone, today, counts, averageRating, ratingCount, ratingBars, weekBars, media, sources, syncNotice }: OverviewProps) {
  return (
    <>
      <h1 className="font-serif text-3xl font-bold text-navy">Overview</h1>
      <p className="mt-1 text-sm text-muted">Times and “today” are in {timeZone}.</p>

      <TodayList items={today.items} total={today.total} page={today.page} pages={today.pages} notice={today.notice} />

      <section aria-labelledby="counts-heading" className="mt-8">
        <h2 id="counts-heading" className="text-xl font-semibold text-navy">
          Submissions
        </h2>
        <DataTable
          label="Submissions table"
          columns={['Form', '#Today', '#Last 7 days', '#All time']}
          rowHeaders
          rows={counts.map((c) => ({
            key: c.href,
            cells: [
              <a key="form" href={c.href} className="text-ocean underline">
                {c.label}
              </a>,
              c.today,
              c.week,
              c.total,
            ],
          }))}
        />
        <p className="mt-3">
          Average rating: <strong>{averageRating === null ? 'no ratings yet' : `${averageRating.toFixed(1)} / 5`}</strong>
          {ratingCount > 0 && <span className="text-muted">{` (${ratingCount} ${ratingCount === 1 ? 'rating' : 'ratings'})`}</span>}
        </p>
      </section>

      <section aria-label="Charts" className="mt-8 grid gap-6 md:grid-cols-2">
        <BarChart title="Ratings" unit="responses" bars={ratingBars} />
        <BarChart title="Submissions per week (last 8 weeks)" unit="submissions" bars={weekBars} />
      </section>

      <section aria-labelledby="media-heading" className="mt-8">
        <h2 id="media-heading" className="text-xl font-semibold text-navy">
          Media sync
        </h2>
        <Notice message={syncNotice?.message} tone={syncNotice?.tone} />
        {media.length === 0 ? (
          <p className="mt-3 text-muted">No sync has run yet.</p>
        ) : (
          <DataTable
            label="Media sync table"
            columns={['Source', 'Status', 'Last run', 'Last success', '#Items seen', 'Problem']}
            rowHeaders
            rows={media.map((m) => ({ key: m.source, cells: [m.source, m.status, m.lastRun, m.lastSuccess, m.itemsSeen, m.error] }))}
          />
        )}
        <form method="post" action={`/admin${actions.admin.syncMedia.toString()}`} className="mt-4 flex flex-wrap items-center gap-3">
          <Button type="submit">Sync now</Button>
          <span className="text-sm text-muted">{sources ? `Fetches ${sources} now; it can take a few seconds.` : 'No source configured.'}</span>
        </form>
      </section>
    </>
  );
}
