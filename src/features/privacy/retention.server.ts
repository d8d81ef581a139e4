import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { getDb } from '../../platform/db/client.ts';
import { assistantQuestions, ebookLinks, ebookSignups, emailOutbox, enquiriesTable, newsletterLinks, newsletterSubscriptions, ownerNotifications, privacyLinks, privacyRequests, storyLinks } from '../../platform/db/schema.ts';
import { purgeOldEmailBodies } from '../../platform/email/outbox.ts';
import { retentionSettings } from '../../platform/retention.server.ts';

const daysBefore = (now: Date, days: number) => sql`${now.toISOString()}::timestamptz - make_interval(days => ${days})`;
const monthsBefore = (now: Date, months: number) => sql`${now.toISOString()}::timestamptz - make_interval(months => ${months})`;

export interface RetentionRun {
  unconfirmedSignups: number;
  enquiries: number;
  emailBodies: number;
  assistantQuestions: number;
  expiredLinks: number;
  lapsedPrivacyRequests: number;
  unconfirmedNewsletterSubscriptions: number;
}

/**
 * What the privacy policy says we keep no longer, deleted (the daily job; the policy's table is printed
 * from the same retentionSettings()). `now` moves the clock for tests.
 */
export async function runRetention(now = new Date()): Promise<RetentionRun> {
  const db = getDb();
  const keep = retentionSettings();
  // An e-book signup whose mail never reached the address (none sent) was never confirmed: its address goes.
  const unconfirmedSignups = await db
    .delete(ebookSignups)
    .where(
      and(
        lt(ebookSignups.createdAt, daysBefore(now, keep.unconfirmedSignupDays)),
        sql`not exists (select 1 from ${emailOutbox} where ${emailOutbox.privateLink} = 'ebook-download' and ${emailOutbox.privateLinkFor} = ${ebookSignups.id} and ${emailOutbox.status} = 'sent')`,
      ),
    )
    .returning({ id: ebookSignups.id });
  const enquiries = await db.transaction(async (tx) => {
    const gone = await tx.delete(enquiriesTable).where(lt(enquiriesTable.createdAt, monthsBefore(now, keep.enquiryMonths))).returning({ id: enquiriesTable.id });
    if (gone.length > 0) await tx.delete(ownerNotifications).where(inArray(ownerNotifications.itemId, gone.map((e) => e.id)));
    return gone.length;
  });
  const emailBodies = await purgeOldEmailBodies(now);
  const questions = await db.delete(assistantQuestions).where(lt(assistantQuestions.askedAt, monthsBefore(now, keep.assistantQuestionMonths))).returning({ id: assistantQuestions.id });
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const links =
    (await db.delete(ebookLinks).where(lt(ebookLinks.expiresAt, nowSql)).returning({ id: ebookLinks.id })).length +
    (await db.delete(storyLinks).where(lt(storyLinks.expiresAt, nowSql)).returning({ id: storyLinks.id })).length +
    (await db.delete(privacyLinks).where(lt(privacyLinks.expiresAt, nowSql)).returning({ id: privacyLinks.id })).length +
    (await db.delete(newsletterLinks).where(lt(newsletterLinks.expiresAt, nowSql)).returning({ id: newsletterLinks.id })).length;
  // A newsletter subscription never confirmed (double opt-in): its address goes (ADR 052).
  const unconfirmedNewsletter = await db
    .delete(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.state, 'pending'), lt(newsletterSubscriptions.updatedAt, daysBefore(now, keep.unconfirmedNewsletterDays))))
    .returning({ id: newsletterSubscriptions.id });
  const lapsed = await db
    .update(privacyRequests)
    .set({ state: 'lapsed', email: null, newName: null, newEmail: null })
    .where(and(eq(privacyRequests.state, 'requested'), lt(privacyRequests.createdAt, daysBefore(now, keep.unconfirmedPrivacyRequestDays))))
    .returning({ id: privacyRequests.id });
  return {
    unconfirmedSignups: unconfirmedSignups.length,
    enquiries,
    emailBodies,
    assistantQuestions: questions.length,
    expiredLinks: links,
    lapsedPrivacyRequests: lapsed.length,
    unconfirmedNewsletterSubscriptions: unconfirmedNewsletter.length,
  };
}
