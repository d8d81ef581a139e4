import { count, desc } from 'drizzle-orm';
import { LANGUAGE_NAMES, localePath, type Locale } from '../../i18n/locales.ts';
import type { EbookInput } from '../../lib/forms/ebook.ts';
import { PAGE_SIZE, paged } from '../admin/paging.ts';
import { config } from '../config.ts';
import { getDb, getFormDb } from '../db/client.ts';
import { ebookSignups } from '../db/schema.ts';
import { ebookDeliveryMessage } from '../email/messages.ts';
import { queueVisitorEmail, recentlyQueued } from '../email/outbox.ts';
import { createDownloadToken } from './download-token.ts';

// Asking again resends the link, but an address gets at most one such mail per this many minutes, and
// these count towards the daily cap of every address (ADR 015).
const RESEND_AFTER_MINUTES = 10;

/** The download page in the visitor's language (it exists at both addresses). */
export const downloadUrl = (token: string, locale: Locale) => new URL(localePath(locale, `/ebook/download/${token}`), config().SITE_URL).href;

/**
 * One row per address (case-insensitive): signing up again keeps that row and answers the same.
 * The e-mail with the download link is queued in the same transaction, within the daily cap per address.
 */
export async function saveEbookSignup(input: EbookInput): Promise<void> {
  await getFormDb().transaction(async (tx) => {
    await tx
      .insert(ebookSignups)
      .values({ email: input.email, name: input.name, source: input.source, language: input.language, listType: 'ebook' })
      .onConflictDoNothing();
    if (await recentlyQueued(tx, input.email, 'ebook-delivery', RESEND_AFTER_MINUTES)) return;
    const { EBOOK_LINK_DAYS } = config();
    await queueVisitorEmail(
      tx,
      ebookDeliveryMessage(input.email, downloadUrl(createDownloadToken(new Date(), EBOOK_LINK_DAYS), input.language), input.language, EBOOK_LINK_DAYS),
    );
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
    rows: rows.map((r) => [r.createdAt, r.email, r.name, r.source, LANGUAGE_NAMES[r.language]]),
  };
}
