import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { fromDrizzle, type PgBoss } from 'pg-boss';
import { config } from '../../platform/config.ts';
import { getDb, type Transaction } from '../../platform/db/client.ts';
import { enquiriesTable, ownerNotifications, OWNER_NOTIFICATION_KINDS, stories, surveyResponses } from '../../platform/db/schema.ts';
import { runningBoss } from '../../platform/jobs/running.ts';
import { ownerDigestMessage } from './digest-mail.server.ts';
import { queueEmail } from '../../platform/email/outbox.ts';
import type { Locale } from '../../i18n/locales.ts';
import { heldBecause, reviewContactDetails } from '../reviews/index.server.ts';

export const OWNER_DIGEST_QUEUE = 'owner-digest';

/** Enquiries, stories and held reviews listed in one notification; beyond, the mail counts the rest. */
const LISTED_AT_MOST = 50;

// Forms take it shared while they note an arrival; the digest takes it alone, so it waits for every
// arrival noted before it and none is noted while it reads (each one noted later finds a job due).
const DIGEST_LOCK = sql`39, 0`;

/**
 * The owner's notification is due OWNER_NOTIFICATION_SECONDS after the first arrival it will list. The
 * queue's "short" policy keeps one such job waiting at a time, so every arrival in the window is listed
 * by that one mail, and the next window opens only when it is sent.
 */
const dueJob = (boss: PgBoss, tx?: Transaction) =>
  boss.send(OWNER_DIGEST_QUEUE, {}, { startAfter: config().OWNER_NOTIFICATION_SECONDS, retryLimit: 5, retryDelay: 30, retryBackoff: true, ...(tx ? { db: fromDrizzle(tx, sql) } : {}) });

/** In the submission's transaction: the owner's next notification will list this enquiry, story or held review. */
export async function noteForOwner(tx: Transaction, kind: (typeof OWNER_NOTIFICATION_KINDS)[number], itemId: string): Promise<void> {
  if (!config().OWNER_EMAIL) return;
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${DIGEST_LOCK})`);
  await tx.insert(ownerNotifications).values({ kind, itemId });
  const boss = runningBoss();
  if (boss) await dueJob(boss, tx);
}

/** The job: one mail to OWNER_EMAIL listing everything noted since the last. Answers how many were listed. */
export async function sendOwnerDigest(): Promise<number> {
  const { OWNER_EMAIL, SITE_URL } = config();
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DIGEST_LOCK})`);
    const noted = (kind: (typeof OWNER_NOTIFICATION_KINDS)[number]) =>
      tx.select({ id: ownerNotifications.itemId }).from(ownerNotifications).where(eq(ownerNotifications.kind, kind));
    // An enquiry or story erased since it arrived is left out.
    const enquiries = await tx
      .select({
        id: enquiriesTable.id,
        receivedAt: enquiriesTable.createdAt,
        name: enquiriesTable.name,
        email: enquiriesTable.email,
        phone: enquiriesTable.phone,
        service: enquiriesTable.service,
        message: enquiriesTable.message,
        locale: enquiriesTable.locale,
      })
      .from(enquiriesTable)
      .where(inArray(enquiriesTable.id, noted('enquiry')))
      .orderBy(asc(enquiriesTable.createdAt))
      .limit(LISTED_AT_MOST);
    const newStories = await tx
      .select({
        id: stories.id,
        receivedAt: stories.createdAt,
        country: stories.country,
        // Written in: read from its words when it arrived (the page's language for older stories).
        locale: sql<Locale>`coalesce(${stories.detectedLocale}, ${stories.locale})`,
      })
      .from(stories)
      .where(inArray(stories.id, noted('story')))
      .orderBy(asc(stories.createdAt))
      .limit(LISTED_AT_MOST - enquiries.length);
    // A review the owner approved or hid since it arrived no longer waits: it is left out.
    const stillHeld = and(inArray(surveyResponses.id, noted('review')), eq(surveyResponses.status, 'held'));
    const heldReviews = await tx
      .select({ id: surveyResponses.id, receivedAt: surveyResponses.createdAt, rating: surveyResponses.rating, name: surveyResponses.name, feedback: surveyResponses.feedback })
      .from(surveyResponses)
      .where(stillHeld)
      .orderBy(asc(surveyResponses.createdAt))
      .limit(Math.max(0, LISTED_AT_MOST - enquiries.length - newStories.length));
    const [enquiriesFound] = await tx.select({ n: count() }).from(enquiriesTable).where(inArray(enquiriesTable.id, noted('enquiry')));
    const [storiesFound] = await tx.select({ n: count() }).from(stories).where(inArray(stories.id, noted('story')));
    const [reviewsFound] = await tx.select({ n: count() }).from(surveyResponses).where(stillHeld);
    await tx.delete(ownerNotifications);
    const found = (enquiriesFound?.n ?? 0) + (storiesFound?.n ?? 0) + (reviewsFound?.n ?? 0);
    if (found === 0 || !OWNER_EMAIL) return 0;
    const reviews = heldReviews.map((r) => ({ id: r.id, receivedAt: r.receivedAt, rating: r.rating, heldBecause: heldBecause(reviewContactDetails(r)) }));
    const listed = enquiries.length + newStories.length + reviews.length;
    await queueEmail(tx, ownerDigestMessage(OWNER_EMAIL, { enquiries, stories: newStories, reviews, more: found - listed }, SITE_URL));
    return found;
  });
}

export async function createOwnerDigestQueue(boss: PgBoss) {
  if (!(await boss.getQueue(OWNER_DIGEST_QUEUE))) await boss.createQueue(OWNER_DIGEST_QUEUE, { policy: 'short' });
}

export async function startOwnerDigestWorker(boss: PgBoss) {
  await boss.work(OWNER_DIGEST_QUEUE, { pollingIntervalSeconds: 1 }, async () => {
    await sendOwnerDigest();
  });
  // Arrivals noted while no queue ran (a CLI script) or whose job was lost: a notification is due.
  const [waiting] = await getDb().select({ n: count() }).from(ownerNotifications);
  if ((waiting?.n ?? 0) > 0) await dueJob(boss);
}
