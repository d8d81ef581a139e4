import { count, desc, sql } from 'drizzle-orm';
import { LANGUAGE_NAMES } from '../../i18n/locales.ts';
import type { EbookInput, EbookMail } from './schema.ts';
import { PAGE_SIZE, paged } from '../../platform/db/paging.ts';
import { config } from '../../platform/config.ts';
import { getDb, getFormDb } from '../../platform/db/client.ts';
import { ebookSignups } from '../../platform/db/schema.ts';
import { ebookDeliveryMessage } from './mail.server.ts';
import { queueVisitorEmail, recentlyQueued } from '../../platform/email/outbox.ts';
import { subscribeInTransaction } from '../newsletter/index.server.ts';

// Asking again resends the link, but an address gets at most one such mail per this many minutes, and
// these count towards the daily cap of every address (ADR 015).
const RESEND_AFTER_MINUTES = 10;

/**
 * One row per address (case-insensitive): signing up again keeps that row and answers the same.
 * The e-mail is queued in the same transaction, within the daily cap per address; its download link
 * is made only when it is sent.
 */
export async function saveEbookSignup(input: Omit<EbookInput, 'newsletter'> & { newsletter?: boolean }): Promise<EbookMail> {
  return getFormDb().transaction(async (tx) => {
    const [inserted] = await tx
      .insert(ebookSignups)
      .values({ email: input.email, name: input.name, source: input.source, locale: input.locale, listType: 'ebook' })
      .onConflictDoNothing()
      .returning({ id: ebookSignups.id });
    const signup = inserted ?? (await tx.select({ id: ebookSignups.id }).from(ebookSignups).where(sql`lower(${ebookSignups.email}) = lower(${input.email})`))[0];
    if (!signup) throw new Error('the e-book signup was neither stored nor found');
    // The digest's box, ticked: its own confirmation mail (double opt-in), in the same transaction.
    if (input.newsletter) await subscribeInTransaction(tx, input.email, input.locale, input.source);
    if (await recentlyQueued(tx, input.email, 'ebook-delivery', RESEND_AFTER_MINUTES)) return 'recently-sent';
    const queued = await queueVisitorEmail(tx, ebookDeliveryMessage(input.email, signup.id, input.locale, config().EBOOK_LINK_DAYS));
    return queued ? 'queued' : 'capped';
  });
}

// The owner's view

export function listSignups({ page = 1 }: { page?: number }) {
  const db = getDb();
  return paged(
    db
      .select()
      .from(ebookSignups)
      .orderBy(desc(ebookSignups.createdAt), desc(ebookSignups.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(ebookSignups),
    page,
  );
}

export async function signupsCsvRows() {
  const rows = await getDb().select().from(ebookSignups).orderBy(desc(ebookSignups.createdAt), desc(ebookSignups.id));
  return {
    header: ['Date (UTC)', 'Email', 'Name', 'Source', 'Language'],
    rows: rows.map((r) => [r.createdAt, r.email, r.name, r.source, LANGUAGE_NAMES[r.locale]]),
  };
}
