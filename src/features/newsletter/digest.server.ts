import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { fromDrizzle } from 'pg-boss';
import { LOCALES, localePath, type Locale } from '../../i18n/locales.ts';
import { config } from '../../platform/config.ts';
import { getDb } from '../../platform/db/client.ts';
import { articleVersions, emailOutbox, episodesTable, newsletterDigests, newsletterLinks, newsletterSettings, newsletterSubscriptions, siteSettings, stories } from '../../platform/db/schema.ts';
import { emailJobOptions, NEWSLETTER_EMAIL_QUEUE, queueEmail } from '../../platform/email/outbox.ts';
import { runningBoss } from '../../platform/jobs/running.ts';
import { DAY_MS } from '../../platform/link-tokens.ts';
import { log } from '../../platform/log.ts';
import { digestContent, digestMessage, digestTestMessage, type DigestItem } from './mail.server.ts';
import { isPublic as isPublicArticle } from '../articles/index.server.ts';
import { isPublicEpisode } from '../media/index.server.ts';
import { isPublished } from '../stories/index.server.ts';

/** Subscribers read, and their mails queued, this many at a time: the list is never in memory whole. */
export const DIGEST_BATCH = 500;
const DEFAULT_TIME_ZONE = 'Asia/Manila';
/** Below every id: where a keyset read by id starts. */
const FIRST_ID = '00000000-0000-0000-0000-000000000000';

const short = (text: string, max = 200) => {
  const plain = text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return plain.length > max ? `${plain.slice(0, max - 1).trimEnd()}…` : plain;
};

const absolute = (locale: Locale, path: string) => new URL(localePath(locale, path), config().SITE_URL).href;

/**
 * What is new for readers of `locale` published after `since` up to `until`: that language's articles,
 * the podcast episodes and the stories, each public by its type's one test (ADR 040), oldest first.
 */
export async function newItems(locale: Locale, since: Date, until: Date): Promise<DigestItem[]> {
  const db = getDb();
  const articles = await db
    .select({ slug: articleVersions.slug, title: articleVersions.title, description: articleVersions.description, date: articleVersions.publishedAt })
    .from(articleVersions)
    .where(
      and(
        eq(articleVersions.locale, locale),
        isPublicArticle,
        gt(articleVersions.publishedAt, since),
        lte(articleVersions.publishedAt, until),
      ),
    )
    .orderBy(asc(articleVersions.publishedAt));
  const episodes = await db
    .select({ slug: episodesTable.slug, title: episodesTable.name, description: episodesTable.description, date: episodesTable.publishedAt })
    .from(episodesTable)
    .where(and(isPublicEpisode, gt(episodesTable.publishedAt, since), lte(episodesTable.publishedAt, until)))
    .orderBy(asc(episodesTable.publishedAt));
  const published = await db
    .select({ slug: stories.slug, title: stories.title, excerpt: stories.excerpt, date: stories.publishedAt })
    .from(stories)
    .where(and(isPublished, gt(stories.publishedAt, since), lte(stories.publishedAt, until)))
    .orderBy(asc(stories.publishedAt));
  return [
    ...articles.map((a): DigestItem => ({ kind: 'article', title: a.title, text: short(a.description), url: absolute(locale, `/blog/${a.slug}`), date: a.date! })),
    ...episodes.map((e): DigestItem => ({ kind: 'episode', title: e.title, text: short(e.description), url: absolute(locale, `/podcast/${e.slug}`), date: e.date })),
    ...published.map((s): DigestItem => ({ kind: 'story', title: s.title ?? '', text: short(s.excerpt ?? ''), url: absolute(locale, `/stories/${s.slug!}`), date: s.date! })),
  ];
}

export interface NewsletterSettings {
  paused: boolean;
  weekday: number;
  hour: number;
  timeZone: string;
}

export async function newsletterSettingsNow(): Promise<NewsletterSettings> {
  const db = getDb();
  const [row] = await db.select().from(newsletterSettings).where(eq(newsletterSettings.id, 1));
  const [site] = await db.select({ zone: siteSettings.ownerTimeZone }).from(siteSettings);
  return { paused: row?.paused ?? false, weekday: row?.weekday ?? 5, hour: row?.hour ?? 18, timeZone: site?.zone ?? DEFAULT_TIME_ZONE };
}

/** Whether the owner paused the digest: read before each copy is sent (deliverEmail). */
export async function digestSendingPaused(): Promise<boolean> {
  const [row] = await getDb().select({ paused: newsletterSettings.paused }).from(newsletterSettings).where(eq(newsletterSettings.id, 1));
  return row?.paused ?? false;
}

/**
 * The owner's schedule and pause. Pausing also holds the copies of a digest still being sent: their
 * jobs are cancelled and they wait in the outbox, queued without a job; resuming releases them.
 */
export async function saveNewsletterSettings(values: { paused?: boolean; weekday?: number; hour?: number }): Promise<void> {
  const set = { ...values, updatedAt: new Date() };
  await getDb().insert(newsletterSettings).values({ id: 1, ...set }).onConflictDoUpdate({ target: newsletterSettings.id, set });
  if (values.paused === true) await holdQueuedCopies();
  if (values.paused === false) await releaseHeldCopies();
}

const queuedCopies = (withJob: boolean, after: string) =>
  and(
    eq(emailOutbox.kind, 'newsletter-digest'),
    eq(emailOutbox.status, 'queued'),
    withJob ? isNotNull(emailOutbox.jobId) : isNull(emailOutbox.jobId),
    gt(emailOutbox.id, after),
  );

/**
 * Pause: every digest copy whose job has not started loses it (cancelled), DIGEST_BATCH at a time.
 * Answers how many. A copy being handed to the mail server at this moment goes: cancelling its job
 * would not stop it, and the owner's count of held copies would include a copy already sent.
 */
export async function holdQueuedCopies(): Promise<number> {
  const boss = runningBoss();
  let held = 0;
  let after = FIRST_ID;
  for (;;) {
    const batch = await getDb().select({ id: emailOutbox.id, jobId: emailOutbox.jobId }).from(emailOutbox).where(queuedCopies(true, after)).orderBy(asc(emailOutbox.id)).limit(DIGEST_BATCH);
    if (batch.length === 0) break;
    held += await getDb().transaction(async (tx) => {
      let waiting = batch;
      if (boss) {
        // Locked until the transaction ends: the queue skips locked jobs, so none of these starts meanwhile.
        const notStarted = await tx.execute<{ id: string }>(
          sql`select id from pgboss.job where id in (${sql.join(batch.map((r) => sql`${r.jobId}::uuid`), sql`, `)}) and state < 'active' for update`,
        );
        const ids = new Set(notStarted.rows.map((r) => r.id));
        waiting = batch.filter((r) => ids.has(r.jobId!));
        if (waiting.length > 0) await boss.cancel(NEWSLETTER_EMAIL_QUEUE, waiting.map((r) => r.jobId!), { db: fromDrizzle(tx, sql) });
      }
      if (waiting.length > 0) await tx.update(emailOutbox).set({ jobId: null }).where(inArray(emailOutbox.id, waiting.map((r) => r.id)));
      return waiting.length;
    });
    after = batch[batch.length - 1]!.id;
  }
  if (held > 0) log.info({ event: 'newsletter_held', copies: held }, 'digest paused: its queued copies wait');
  return held;
}

/**
 * Resume (and at start, when not paused): every held copy gets a job on the digest's queue again,
 * spaced 1/NEWSLETTER_RATE_PER_SECOND apart from now, DIGEST_BATCH at a time. Answers how many.
 */
export async function releaseHeldCopies(): Promise<number> {
  const boss = runningBoss();
  if (!boss) return 0;
  const perSecond = config().NEWSLETTER_RATE_PER_SECOND;
  const start = Date.now();
  let released = 0;
  let after = FIRST_ID;
  for (;;) {
    // Locked while their jobs are made: another instance starting at the same moment skips them.
    const last = await getDb().transaction(async (tx) => {
      const batch = await tx.select({ id: emailOutbox.id }).from(emailOutbox).where(queuedCopies(false, after)).orderBy(asc(emailOutbox.id)).limit(DIGEST_BATCH).for('update', { skipLocked: true });
      for (const { id } of batch) {
        const startAfter = new Date(start + Math.floor((released * 1000) / perSecond));
        const jobId = await boss.send(NEWSLETTER_EMAIL_QUEUE, { outboxId: id }, { ...emailJobOptions(), startAfter, db: fromDrizzle(tx, sql) });
        await tx.update(emailOutbox).set({ jobId }).where(eq(emailOutbox.id, id));
        released++;
      }
      return batch.at(-1)?.id;
    });
    if (!last) break;
    after = last;
  }
  if (released > 0) log.info({ event: 'newsletter_released', copies: released }, 'digest resumed: its held copies go again');
  return released;
}

/** The weekday (0 Sunday) and hour of `instant` in `timeZone`. */
export function zonedWeekHour(instant: Date, timeZone: string): { weekday: number; hour: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: 'numeric', hourCycle: 'h23' }).formatToParts(instant);
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.find((p) => p.type === 'weekday')?.value ?? '');
  return { weekday, hour: Number(parts.find((p) => p.type === 'hour')?.value ?? -1) };
}

/** Where the last digest of `locale` ended; a first digest covers the last 7 days. */
async function lastUntil(locale: Locale, now: Date): Promise<Date> {
  const [last] = await getDb().select({ until: newsletterDigests.until }).from(newsletterDigests).where(eq(newsletterDigests.locale, locale)).orderBy(desc(newsletterDigests.until)).limit(1);
  return last?.until ?? new Date(now.getTime() - 7 * DAY_MS);
}

export interface DigestRun {
  locale: Locale;
  /** No digest: nothing new, nobody subscribed, or paused. */
  digestId?: string;
  items: number;
  recipients: number;
}

/**
 * One digest per language, of what is new since the last one, queued to every confirmed subscriber of
 * that language: subscribers are read DIGEST_BATCH at a time by id, each batch's mails written to the
 * outbox in one transaction, their delivery jobs spaced 1/NEWSLETTER_RATE_PER_SECOND apart on the
 * digest's queue. Nothing new: no digest, and the window stays open.
 */
export async function sendDigests(now = new Date()): Promise<DigestRun[]> {
  const runs: DigestRun[] = [];
  for (const locale of LOCALES) runs.push(await sendDigest(locale, now));
  return runs;
}

async function sendDigest(locale: Locale, now: Date): Promise<DigestRun> {
  const db = getDb();
  const since = await lastUntil(locale, now);
  const items = await newItems(locale, since, now);
  if (items.length === 0) {
    log.info({ event: 'newsletter_nothing_new', language: locale }, 'no digest: nothing new since the last one');
    return { locale, items: 0, recipients: 0 };
  }
  const content = digestContent(items, locale);
  const [digest] = await db.insert(newsletterDigests).values({ locale, subject: content.subject, since, until: now, items: items.length }).returning({ id: newsletterDigests.id });
  if (!digest) throw new Error('the digest was not stored');
  const perSecond = config().NEWSLETTER_RATE_PER_SECOND;
  const start = Date.now();
  let sent = 0;
  let after = FIRST_ID;
  for (;;) {
    const batch = await db
      .select({ id: newsletterSubscriptions.id, email: newsletterSubscriptions.email })
      .from(newsletterSubscriptions)
      .where(and(eq(newsletterSubscriptions.state, 'confirmed'), eq(newsletterSubscriptions.locale, locale), gt(newsletterSubscriptions.id, after)))
      .orderBy(asc(newsletterSubscriptions.id))
      .limit(DIGEST_BATCH);
    if (batch.length === 0) break;
    await db.transaction(async (tx) => {
      for (const s of batch) {
        const startAfter = new Date(start + Math.floor((sent * 1000) / perSecond));
        if (await queueEmail(tx, digestMessage(s.email, s.id, digest.id, content, locale), { queue: NEWSLETTER_EMAIL_QUEUE, startAfter })) sent++;
      }
    });
    after = batch[batch.length - 1]!.id;
  }
  await db.update(newsletterDigests).set({ recipients: sent }).where(eq(newsletterDigests.id, digest.id));
  log.info({ event: 'newsletter_digest', language: locale, items: items.length, recipients: sent }, 'digest queued');
  return { locale, digestId: digest.id, items: items.length, recipients: sent };
}

/**
 * The hourly check: a digest goes when sending is not paused, it is the owner's day and hour (in
 * their time zone), and none went in the last 23 hours.
 */
export async function digestIfDue(now = new Date()): Promise<DigestRun[] | undefined> {
  const settings = await newsletterSettingsNow();
  if (settings.paused) return undefined;
  if (!config().SMTP_URL) {
    log.info({ event: 'newsletter_no_smtp' }, 'no digest: SMTP_URL is not set, nothing could be sent');
    return undefined;
  }
  const at = zonedWeekHour(now, settings.timeZone);
  if (at.weekday !== settings.weekday || at.hour !== settings.hour) return undefined;
  const [recent] = await getDb().select({ n: count() }).from(newsletterDigests).where(gt(newsletterDigests.createdAt, new Date(now.getTime() - 23 * 3_600_000)));
  if ((recent?.n ?? 0) > 0) return undefined;
  return sendDigests(now);
}

/** The owner's preview: the next digest of `locale` as it stands now. */
export async function previewDigest(locale: Locale, now = new Date()) {
  const items = await newItems(locale, await lastUntil(locale, now), now);
  return { items: items.length, ...digestContent(items, locale, '[unsubscribe link]') };
}

/** The owner's "Send a test to me": the next digest of `locale` to OWNER_EMAIL (no unsubscribe link). */
export async function sendTestDigest(locale: Locale, now = new Date()): Promise<'queued' | 'no-owner-email'> {
  const owner = config().OWNER_EMAIL;
  if (!owner) return 'no-owner-email';
  const items = await newItems(locale, await lastUntil(locale, now), now);
  await getDb().transaction((tx) => queueEmail(tx, digestTestMessage(owner, items, locale)));
  return 'queued';
}

export interface SubscriberCount {
  state: string;
  locale: string;
  n: number;
}

/** The owner's page: subscribers by state and language, and each digest with its mails' fate. */
export async function newsletterOverview() {
  const db = getDb();
  const subscribers: SubscriberCount[] = await db
    .select({ state: newsletterSubscriptions.state, locale: newsletterSubscriptions.locale, n: count() })
    .from(newsletterSubscriptions)
    .groupBy(newsletterSubscriptions.state, newsletterSubscriptions.locale)
    .orderBy(newsletterSubscriptions.state, newsletterSubscriptions.locale);
  const digests = await db
    .select({
      id: newsletterDigests.id,
      locale: newsletterDigests.locale,
      subject: newsletterDigests.subject,
      items: newsletterDigests.items,
      recipients: newsletterDigests.recipients,
      createdAt: newsletterDigests.createdAt,
      // Spelled out with their tables: Drizzle leaves columns unqualified in a one-table select, and
      // `about_id = id` inside the subquery would compare the outbox row with itself.
      sent: sql<number>`(select count(*)::int from ${emailOutbox} o where o.about_id = ${newsletterDigests}.id and o.status = 'sent')`,
      failed: sql<number>`(select count(*)::int from ${emailOutbox} o where o.about_id = ${newsletterDigests}.id and o.status in ('dead', 'not-sent', 'cancelled'))`,
      unsubscribed: sql<number>`(select count(*)::int from ${newsletterLinks} l where l.digest_id = ${newsletterDigests}.id and l.used_at is not null)`,
    })
    .from(newsletterDigests)
    .orderBy(desc(newsletterDigests.createdAt))
    .limit(20);
  const [held] = await db.select({ n: count() }).from(emailOutbox).where(queuedCopies(false, FIRST_ID));
  return { subscribers, digests, held: held?.n ?? 0, settings: await newsletterSettingsNow() };
}
