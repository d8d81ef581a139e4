import { ownerClock } from '../../platform/db/owner-clock.ts';
import { asc } from 'drizzle-orm';
import { getDb, getPool } from '../../platform/db/client.ts';
import { mediaSyncStatus } from '../../platform/db/schema.ts';

export const FORMS = [
  { table: 'survey_responses', label: 'Survey responses', href: '/admin/responses' },
  { table: 'contact_submissions', label: 'Enquiries', href: '/admin/enquiries' },
  { table: 'ebook_signups', label: 'E-book signups', href: '/admin/signups' },
  { table: 'stories', label: 'Stories', href: '/admin/stories' },
] as const;

export interface FormCounts {
  label: string;
  href: string;
  today: number;
  week: number;
  total: number;
}

export interface Dashboard {
  counts: FormCounts[];
  averageRating: number | null;
  ratingCount: number;
  ratings: { rating: number; count: number }[];
  weeks: { weekStart: string; count: number }[];
  media: (typeof mediaSyncStatus.$inferSelect)[];
  timeZone: string;
}

// "Today" and weeks are calendar days and ISO weeks (Monday first) in the owner's time zone.
const COUNTS_SQL = (table: string) => `
  select count(*) filter (where created_at >= date_trunc('day', now() at time zone $1) at time zone $1)::int as today,
         count(*) filter (where created_at >= now() - interval '7 days')::int as week,
         count(*)::int as total
    from ${table}`;

const WEEKS_SQL = `
  with weeks as (
    select generate_series(date_trunc('week', now() at time zone $1) - interval '7 weeks',
                           date_trunc('week', now() at time zone $1), interval '1 week') as week_start
  ), submissions as (
    select created_at from survey_responses
    union all select created_at from contact_submissions
    union all select created_at from ebook_signups
    union all select created_at from stories
  )
  select to_char(w.week_start, 'YYYY-MM-DD') as week_start, count(s.created_at)::int as count
    from weeks w
    left join submissions s
      on s.created_at >= w.week_start at time zone $1
     and s.created_at < (w.week_start + interval '1 week') at time zone $1
   group by w.week_start
   order by w.week_start`;

const RATINGS_SQL = `
  select r.rating, count(s.id)::int as count
    from generate_series(1, 5) as r(rating)
    left join survey_responses s on s.rating = r.rating
   group by r.rating order by r.rating`;

export async function loadDashboard(): Promise<Dashboard> {
  const timeZone = ownerClock();
  const pool = getPool();
  const [counts, weeks, ratings, media] = await Promise.all([
    Promise.all(
      FORMS.map(async (form) => {
        // Table names come from the constant list above, never from input.
        const { rows } = await pool.query<{ today: number; week: number; total: number }>(COUNTS_SQL(form.table), [timeZone]);
        return { label: form.label, href: form.href, ...rows[0]! };
      }),
    ),
    pool.query<{ week_start: string; count: number }>(WEEKS_SQL, [timeZone]),
    pool.query<{ rating: number; count: number }>(RATINGS_SQL),
    getDb().select().from(mediaSyncStatus).orderBy(asc(mediaSyncStatus.source)),
  ]);
  const ratingRows = ratings.rows;
  const ratingCount = ratingRows.reduce((n, r) => n + r.count, 0);
  const ratingSum = ratingRows.reduce((n, r) => n + r.rating * r.count, 0);
  return {
    counts,
    averageRating: ratingCount > 0 ? ratingSum / ratingCount : null,
    ratingCount,
    ratings: ratingRows,
    weeks: weeks.rows.map((w) => ({ weekStart: w.week_start, count: w.count })),
    media,
    timeZone,
  };
}
