import { avg, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { LANGUAGE_NAMES, type Locale } from '../../i18n/locales.ts';
import type { SurveyInput } from './schema.ts';
import type { ReviewStatus } from '../../platform/limits.ts';
import { reviewContactDetails, type PublicReview } from './reviews.ts';
import type { ResponseCardData } from './response-card.ts';
import { isUuid } from '../../platform/uuid.ts';
import { getDb, getFormDb } from '../../platform/db/client.ts';
import { siteSettings, surveyResponses } from '../../platform/db/schema.ts';
import { formatResponseDate, noteForOwner } from '../owner/index.server.ts';
import { PAGE_SIZE, paged, type Paged } from '../../platform/db/paging.ts';
import { subscribeInTransaction } from '../newsletter/index.server.ts';

export const PUBLIC_REVIEWS = 10;

/** The one test of "public" for a review (ADR 040): the home page's reviews, their count and average read through it. */
const isPublicReview = eq(surveyResponses.status, 'published');

// Read in the insert itself: a review costs no extra round trip to learn the owner's choice.
const statusByOwnerChoice = sql<ReviewStatus>`case when coalesce((select ${siteSettings.holdEveryReview} from ${siteSettings}), false) then 'held' else 'published' end`;

/**
 * Stores a survey response once per submission id. A review whose public words (name, feedback) hold
 * a link, an e-mail address or a phone number waits for the owner; so does every review while the
 * owner holds them all. A held review is noted, in the same transaction, for the owner's next
 * notification. The visitor is thanked the same way in every case.
 */
export async function saveSurveyResponse(input: Omit<SurveyInput, 'newsletter'> & { newsletter?: boolean }): Promise<void> {
  const held = reviewContactDetails(input).length > 0;
  await getFormDb().transaction(async (tx) => {
    const [stored] = await tx
      .insert(surveyResponses)
      .values({
        name: input.name,
        email: input.email,
        rating: input.rating,
        feedback: input.feedback,
        interviewExperience: input.interviewExperience,
        interviewSuggestions: input.interviewSuggestions,
        interviewFavorite: input.interviewFavorite,
        status: held ? 'held' : statusByOwnerChoice,
        locale: input.locale,
        submissionId: input.submissionId,
      })
      .onConflictDoNothing({ target: surveyResponses.submissionId })
      .returning({ id: surveyResponses.id, status: surveyResponses.status });
    if (stored?.status === 'held') await noteForOwner(tx, 'review', stored.id);
    // The digest's box, ticked: its own confirmation mail (double opt-in), in the same transaction.
    if (stored && input.newsletter) await subscribeInTransaction(tx, input.email, input.locale, 'survey');
  });
}

/** The latest public reviews, and the average and count over every public review. Never selects e-mail. */
export async function latestReviews(): Promise<{ reviews: PublicReview[]; average: number; total: number }> {
  const db = getDb();
  const reviews = await db
    .select({
      id: surveyResponses.id,
      name: surveyResponses.name,
      rating: surveyResponses.rating,
      feedback: surveyResponses.feedback,
      createdAt: surveyResponses.createdAt,
    })
    .from(surveyResponses)
    .where(isPublicReview)
    .orderBy(desc(surveyResponses.createdAt), desc(surveyResponses.id))
    .limit(PUBLIC_REVIEWS);
  const [summary] = await db
    .select({ average: avg(surveyResponses.rating), total: count() })
    .from(surveyResponses)
    .where(isPublicReview);
  return { reviews, average: Number(summary?.average ?? 0), total: summary?.total ?? 0 };
}

// The owner's view: every column, the e-mail address included.

const columns = {
  id: surveyResponses.id,
  name: surveyResponses.name,
  email: surveyResponses.email,
  rating: surveyResponses.rating,
  feedback: surveyResponses.feedback,
  interviewExperience: surveyResponses.interviewExperience,
  interviewSuggestions: surveyResponses.interviewSuggestions,
  interviewFavorite: surveyResponses.interviewFavorite,
  status: surveyResponses.status,
  locale: surveyResponses.locale,
  createdAt: surveyResponses.createdAt,
};

type Row = { createdAt: Date; locale: Locale } & Omit<ResponseCardData, 'createdAt' | 'dateLabel' | 'language'>;

const toCard = (row: Row): ResponseCardData => ({
  ...row,
  language: LANGUAGE_NAMES[row.locale],
  createdAt: row.createdAt.toISOString(),
  dateLabel: formatResponseDate(row.createdAt),
});

/** Every response, newest first: the owner's list shows them all. */
export async function listResponses(): Promise<ResponseCardData[]> {
  const rows = await getDb()
    .select(columns)
    .from(surveyResponses)
    .orderBy(desc(surveyResponses.createdAt), desc(surveyResponses.id));
  return rows.map(toCard);
}

/** One page of the reviews waiting for the owner, newest first like every owner list. */
export async function heldReviews(page = 1): Promise<Paged<ResponseCardData>> {
  const held = eq(surveyResponses.status, 'held');
  const db = getDb();
  const result = await paged(
    db
      .select(columns)
      .from(surveyResponses)
      .where(held)
      .orderBy(desc(surveyResponses.createdAt), desc(surveyResponses.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(surveyResponses).where(held),
    page,
  );
  return { ...result, rows: result.rows.map(toCard) };
}

export async function responseCard(id: string): Promise<ResponseCardData | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await getDb().select(columns).from(surveyResponses).where(eq(surveyResponses.id, id));
  return row && toCard(row);
}

/** Responses created at or after `since`, oldest first: what a reconnecting live list may have missed. */
export async function responsesSince(since: Date, limit = 200): Promise<ResponseCardData[]> {
  const rows = await getDb()
    .select(columns)
    .from(surveyResponses)
    .where(gte(surveyResponses.createdAt, since))
    .orderBy(surveyResponses.createdAt, surveyResponses.id)
    .limit(limit);
  return rows.map(toCard);
}

/**
 * The owner's Approve, Show and Hide, for one response or several: published puts them on the home page,
 * hidden takes them off. Answers how many changed; the home page's render cache hears of it from the
 * table's trigger when the change commits.
 */
export async function setReviewStatus(ids: string[], status: Exclude<ReviewStatus, 'held'>): Promise<number> {
  const updated = await getDb()
    .update(surveyResponses)
    .set({ status })
    .where(inArray(surveyResponses.id, ids))
    .returning({ id: surveyResponses.id });
  return updated.length;
}

/** Whether every new review waits for the owner (true) or only those with contact details (false, the default). */
export async function holdsEveryReview(): Promise<boolean> {
  const [row] = await getDb().select({ hold: siteSettings.holdEveryReview }).from(siteSettings);
  return row?.hold ?? false;
}

export async function setHoldEveryReview(hold: boolean): Promise<void> {
  await getDb()
    .insert(siteSettings)
    .values({ holdEveryReview: hold })
    .onConflictDoUpdate({ target: siteSettings.id, set: { holdEveryReview: hold, updatedAt: sql`now()` } });
}

export async function responsesCsvRows() {
  const rows = await listResponses();
  return {
    header: ['Date (UTC)', 'Name', 'Email', 'Rating', 'Feedback', 'Interview experience', 'Interview suggestions', 'Interview favourite', 'Status', 'Language'],
    rows: rows.map((r) => [
      r.createdAt,
      r.name,
      r.email,
      r.rating,
      r.feedback,
      r.interviewExperience,
      r.interviewSuggestions,
      r.interviewFavorite,
      r.status,
      r.language,
    ]),
  };
}
