import { inArray } from 'drizzle-orm';
import { LANGUAGE_NAMES } from '../../i18n/locales.ts';
import { getDb, getPool } from '../../platform/db/client.ts';
import { PAGE_SIZE } from '../../platform/db/paging.ts';
import { enquiriesTable, emailOutbox, stories, surveyResponses } from '../../platform/db/schema.ts';
import { serviceLabel } from '../enquiries/index.server.ts';
import { describeMails, mailsAbout } from '../mail/index.server.ts';
import { heldBecause, reviewContactDetails } from '../reviews/index.server.ts';
import { STORY_STATUS_LABELS, writtenIn } from '../stories/index.server.ts';
import { formatResponseDate } from './format.server.ts';
import type { TodayItem } from './today.ts';

/*
 * What waits for the owner's answer, in one place (the first owner page): new enquiries, stories to
 * prepare or waiting for the teller, held reviews, and e-mails that did not go out (failed, waiting for
 * a retry, or never sent) whose text is still kept, so "Retry" can still send them. Each is a row of
 * one SQL union, oldest first (a story waiting for the teller and its unsent request wait since the
 * same moment: the kind settles their order), so the page can be turned like any owner list.
 */
const WAITING_SQL = `
  select 'enquiry' as kind, id, created_at as since from contact_submissions where status = 'new'
  union all
  select 'story', id, created_at from stories where status in ('new', 'preparing')
  union all
  select 'story-waiting', s.id,
         coalesce((select max(o.created_at) from email_outbox o where o.about_id = s.id and o.kind = 'story-review'), s.created_at)
    from stories s where s.status = 'waiting'
  union all
  select 'review', id, created_at from survey_responses where status = 'held'
  union all
  select 'mail', id, created_at from email_outbox
   where purged_at is null and (status in ('not-sent', 'dead') or (status = 'queued' and attempts > 0))
     -- The weekly digest's copies are counted on /admin/newsletter, not one by one here (ADR 052).
     and kind <> 'newsletter-digest'`;

type WaitingKind = 'enquiry' | 'story' | 'story-waiting' | 'review' | 'mail';

/** How many things wait, by the owner page they are answered on (the navigation's badges). */
export interface WaitingCounts {
  enquiries: number;
  stories: number;
  reviews: number;
  mail: number;
}

export async function waitingCounts(): Promise<WaitingCounts> {
  const { rows } = await getPool().query<{ kind: WaitingKind; n: number }>(`select kind, count(*)::int as n from (${WAITING_SQL}) w group by kind`);
  const n = (...kinds: WaitingKind[]) => rows.filter((r) => kinds.includes(r.kind)).reduce((sum, r) => sum + r.n, 0);
  return { enquiries: n('enquiry'), stories: n('story', 'story-waiting'), reviews: n('review'), mail: n('mail') };
}

export interface Today {
  items: TodayItem[];
  total: number;
  page: number;
  pages: number;
}

/** One page of what waits, oldest first, each item with the place where it is answered. */
export async function loadToday(page = 1): Promise<Today> {
  const [{ rows: waiting }, counts] = await Promise.all([
    getPool().query<{ kind: WaitingKind; id: string; since: Date }>(`select kind, id, since from (${WAITING_SQL}) w order by since, kind, id limit $1 offset $2`, [
      PAGE_SIZE,
      (page - 1) * PAGE_SIZE,
    ]),
    waitingCounts(),
  ]);
  const ids = (...kinds: WaitingKind[]) => waiting.filter((w) => kinds.includes(w.kind)).map((w) => w.id);
  const db = getDb();
  const none = Promise.resolve([]);
  const [enquiries, storyRows, reviews, mails, requests] = await Promise.all([
    ids('enquiry').length ? db.select().from(enquiriesTable).where(inArray(enquiriesTable.id, ids('enquiry'))) : none,
    ids('story', 'story-waiting').length ? db.select().from(stories).where(inArray(stories.id, ids('story', 'story-waiting'))) : none,
    ids('review').length ? db.select().from(surveyResponses).where(inArray(surveyResponses.id, ids('review'))) : none,
    ids('mail').length
      ? db
          .select()
          .from(emailOutbox)
          .where(inArray(emailOutbox.id, ids('mail')))
          .then(async (rows) => {
            const views = await describeMails(rows);
            return rows.map((row, i) => ({ row, view: views[i]! }));
          })
      : none,
    mailsAbout(ids('story-waiting'), ['story-review']),
  ]);
  const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  const enquiry = byId(enquiries);
  const story = byId(storyRows);
  const review = byId(reviews);
  const mail = new Map(mails.map((m) => [m.row.id, m]));

  const items = waiting.flatMap((w): TodayItem[] => {
    const since = formatResponseDate(w.since);
    if (w.kind === 'enquiry') {
      const e = enquiry.get(w.id);
      if (!e) return [];
      return [{ kind: 'enquiry', id: e.id, since, title: `Enquiry from ${e.name}`, href: `/admin/enquiries/${e.id}`, detail: `${serviceLabel(e.service)}, in ${LANGUAGE_NAMES[e.locale]}.` }];
    }
    if (w.kind === 'story' || w.kind === 'story-waiting') {
      const s = story.get(w.id);
      if (!s) return [];
      const who = s.name ?? 'Anonymous';
      const written = `From ${s.country}, written in ${LANGUAGE_NAMES[writtenIn(s)]}.`;
      if (w.kind === 'story-waiting') {
        return [
          {
            kind: 'story-waiting',
            id: s.id,
            since,
            title: `Story from ${who} waits for the teller`,
            href: `/admin/stories/${s.id}`,
            detail: written,
            status: { value: s.status, label: STORY_STATUS_LABELS.waiting },
            mail: requests.get(s.id)?.[0],
          },
        ];
      }
      const label = STORY_STATUS_LABELS[s.status as keyof typeof STORY_STATUS_LABELS] ?? s.status;
      return [{ kind: 'story', id: s.id, since, title: `Story from ${who} to prepare`, href: `/admin/stories/${s.id}`, detail: written, status: { value: s.status, label } }];
    }
    if (w.kind === 'review') {
      const r = review.get(w.id);
      if (!r) return [];
      const who = r.name ?? 'Anonymous';
      return [
        {
          kind: 'review',
          id: r.id,
          since,
          title: `Held review from ${who}`,
          href: '/admin/reviews',
          detail: `Rated ${r.rating}/5. ${heldBecause(reviewContactDetails(r))}`,
          review: { who, feedback: r.feedback },
        },
      ];
    }
    const m = mail.get(w.id);
    if (!m) return [];
    return [{ kind: 'mail', id: m.row.id, since, title: `E-mail not sent: ${m.row.subject}`, href: m.view.href, detail: `To ${m.row.recipient}.`, mail: m.view }];
  });
  const total = counts.enquiries + counts.stories + counts.reviews + counts.mail;
  return { items, total, page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}
