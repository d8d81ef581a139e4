import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { LANGUAGE_NAMES } from '../../i18n/locales.ts';
import type { EnquiryInput } from './schema.ts';
import { ENQUIRY_STATUSES } from '../../platform/limits.ts';
import { serviceLabel } from './services.ts';
import { isUuid } from '../../platform/uuid.ts';
import { PAGE_SIZE, paged } from '../../platform/db/paging.ts';
import { getDb, getFormDb } from '../../platform/db/client.ts';
import { enquiriesTable } from '../../platform/db/schema.ts';
import { enquiryReplyMessage } from './mail.server.ts';
import { noteForOwner } from '../owner/index.server.ts';
import { queueVisitorEmail } from '../../platform/email/outbox.ts';

/**
 * Stores the enquiry and, in the same transaction, notes it for the owner's next notification and
 * queues the auto-reply (unless its address has had its e-mails for the day).
 */
export async function saveEnquiry(input: EnquiryInput): Promise<void> {
  await getFormDb().transaction(async (tx) => {
    const inserted = await tx
      .insert(enquiriesTable)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone,
        service: input.service,
        message: input.message,
        locale: input.locale,
        submissionId: input.submissionId,
      })
      .onConflictDoNothing({ target: enquiriesTable.submissionId })
      .returning({ id: enquiriesTable.id, receivedAt: enquiriesTable.createdAt });
    const [receipt] = inserted;
    if (!receipt) return; // the same form sent twice: it was answered the first time
    await noteForOwner(tx, 'enquiry', receipt.id);
    // Last: it holds the address's lock until the commit.
    await queueVisitorEmail(tx, enquiryReplyMessage(input.email, input.service, receipt, input.locale));
  });
}

// The owner's view

export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const isEnquiryStatus = (v: unknown): v is EnquiryStatus => ENQUIRY_STATUSES.includes(v as EnquiryStatus);

/** The search text as a literal ILIKE pattern (%, _ and \ match themselves). */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function enquiryFilter(q: string, status: EnquiryStatus | undefined): SQL | undefined {
  const search = q
    ? or(ilike(enquiriesTable.name, contains(q)), ilike(enquiriesTable.email, contains(q)), ilike(enquiriesTable.message, contains(q)))
    : undefined;
  return and(search, status ? eq(enquiriesTable.status, status) : undefined);
}

export function listEnquiries({ q = '', status, page = 1 }: { q?: string; status?: EnquiryStatus | undefined; page?: number }) {
  const where = enquiryFilter(q.slice(0, 200), status);
  const db = getDb();
  return paged(
    db
      .select()
      .from(enquiriesTable)
      .where(where)
      .orderBy(desc(enquiriesTable.createdAt), desc(enquiriesTable.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(enquiriesTable).where(where),
    page,
  );
}

export async function enquiryById(id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await getDb().select().from(enquiriesTable).where(eq(enquiriesTable.id, id));
  return row;
}

export async function setEnquiryStatus(id: string, status: EnquiryStatus): Promise<boolean> {
  if (!isUuid(id)) return false;
  const updated = await getDb()
    .update(enquiriesTable)
    .set({ status })
    .where(eq(enquiriesTable.id, id))
    .returning({ id: enquiriesTable.id });
  return updated.length > 0;
}

export async function enquiriesCsvRows(q = '', status?: EnquiryStatus) {
  const rows = await getDb()
    .select()
    .from(enquiriesTable)
    .where(enquiryFilter(q.slice(0, 200), status))
    .orderBy(desc(enquiriesTable.createdAt), desc(enquiriesTable.id));
  return {
    header: ['Date (UTC)', 'Name', 'Email', 'Phone', 'Service', 'Message', 'Status', 'Language'],
    rows: rows.map((r) => [r.createdAt, r.name, r.email, r.phone, serviceLabel(r.service), r.message, r.status, LANGUAGE_NAMES[r.locale]]),
  };
}
