import { and, count, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import { ENQUIRY_STATUSES, STORY_STATUSES } from '../../lib/limits.ts';
import { serviceLabel } from '../../lib/services.ts';
import { getDb } from '../db/client.ts';
import { contactSubmissions, ebookSignups, emailOutbox, stories } from '../db/schema.ts';
import { isUuid } from './responses.ts';

export const PAGE_SIZE = 50;

export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export type StoryStatus = (typeof STORY_STATUSES)[number];

export const isEnquiryStatus = (v: unknown): v is EnquiryStatus => ENQUIRY_STATUSES.includes(v as EnquiryStatus);
export const isStoryStatus = (v: unknown): v is StoryStatus => STORY_STATUSES.includes(v as StoryStatus);

/** A page number from the query string: 1 when missing or nonsense. */
export function pageNumber(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

/** The search text as a literal ILIKE pattern (%, _ and \ match themselves). */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface Paged<T> {
  rows: T[];
  total: number;
  page: number;
  pages: number;
}

async function paged<T>(rows: Promise<T[]>, total: Promise<{ n: number }[]>, page: number): Promise<Paged<T>> {
  const [r, [t]] = await Promise.all([rows, total]);
  const n = t?.n ?? 0;
  return { rows: r, total: n, page, pages: Math.max(1, Math.ceil(n / PAGE_SIZE)) };
}

// Enquiries ---------------------------------------------------------------------------------------

function enquiryFilter(q: string, status: EnquiryStatus | undefined): SQL | undefined {
  const search = q
    ? or(ilike(contactSubmissions.name, contains(q)), ilike(contactSubmissions.email, contains(q)), ilike(contactSubmissions.message, contains(q)))
    : undefined;
  return and(search, status ? eq(contactSubmissions.status, status) : undefined);
}

export function listEnquiries({ q = '', status, page = 1 }: { q?: string; status?: EnquiryStatus | undefined; page?: number }) {
  const where = enquiryFilter(q.slice(0, 200), status);
  const db = getDb();
  return paged(
    db
      .select()
      .from(contactSubmissions)
      .where(where)
      .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(contactSubmissions).where(where),
    page,
  );
}

export async function enquiryById(id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await getDb().select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
  return row;
}

export async function setEnquiryStatus(id: string, status: EnquiryStatus): Promise<boolean> {
  if (!isUuid(id)) return false;
  const updated = await getDb()
    .update(contactSubmissions)
    .set({ status })
    .where(eq(contactSubmissions.id, id))
    .returning({ id: contactSubmissions.id });
  return updated.length > 0;
}

export async function enquiriesCsvRows(q = '', status?: EnquiryStatus) {
  const rows = await getDb()
    .select()
    .from(contactSubmissions)
    .where(enquiryFilter(q.slice(0, 200), status))
    .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id));
  return {
    header: ['Date (UTC)', 'Name', 'Email', 'Phone', 'Service', 'Message', 'Status'],
    rows: rows.map((r) => [r.createdAt, r.name, r.email, r.phone, serviceLabel(r.service), r.message, r.status]),
  };
}

// E-book signups ----------------------------------------------------------------------------------

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
    header: ['Date (UTC)', 'Email', 'Name', 'Source'],
    rows: rows.map((r) => [r.createdAt, r.email, r.name, r.source]),
  };
}

// Stories -----------------------------------------------------------------------------------------

export function listStories({ status, page = 1 }: { status?: StoryStatus | undefined; page?: number }) {
  const where = status ? eq(stories.status, status) : undefined;
  const db = getDb();
  return paged(
    db
      .select()
      .from(stories)
      .where(where)
      .orderBy(desc(stories.createdAt), desc(stories.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(stories).where(where),
    page,
  );
}

/** The owner's list buttons; a story the teller withdrew stays withdrawn. */
export async function setStoryStatus(id: string, status: StoryStatus): Promise<boolean> {
  if (!isUuid(id)) return false;
  const updated = await getDb()
    .update(stories)
    .set({ status })
    .where(and(eq(stories.id, id), ne(stories.status, 'withdrawn')))
    .returning({ id: stories.id });
  return updated.length > 0;
}

export async function storiesCsvRows() {
  const rows = await getDb().select().from(stories).orderBy(desc(stories.createdAt), desc(stories.id));
  return {
    header: ['Date (UTC)', 'Name', 'Email', 'Country', 'Story', 'Open to an interview', 'Consent', 'Status'],
    rows: rows.map((r) => [r.createdAt, r.name, r.email, r.country, r.story, r.interviewOk ? 'yes' : 'no', r.consent ? 'yes' : 'no', r.status]),
  };
}

// Outbox ------------------------------------------------------------------------------------------

export function listOutbox({ page = 1 }: { page?: number }) {
  const db = getDb();
  return paged(
    db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id)).limit(PAGE_SIZE).offset((page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(emailOutbox),
    page,
  );
}
