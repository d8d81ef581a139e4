import { avg, count, desc, eq, gte } from 'drizzle-orm';
import { LANGUAGE_NAMES, type Locale } from '../i18n/locales.ts';
import type { SurveyInput } from '../lib/forms/survey.ts';
import type { PublicReview } from '../lib/reviews.ts';
import type { ResponseCardData } from '../lib/admin/survey-response-card.ts';
import { isUuid } from '../lib/uuid.ts';
import { getDb, getFormDb } from './db/client.ts';
import { surveyResponses } from './db/schema.ts';
import { formatResponseDate } from './admin/format.ts';

export const PUBLIC_REVIEWS = 10;

/** Stores a survey response once per submission id. */
export async function saveSurveyResponse(input: SurveyInput): Promise<void> {
  await getFormDb()
    .insert(surveyResponses)
    .values({
      name: input.name,
      email: input.email,
      rating: input.rating,
      feedback: input.feedback,
      interviewExperience: input.interviewExperience,
      interviewSuggestions: input.interviewSuggestions,
      interviewFavorite: input.interviewFavorite,
      language: input.language,
      submissionId: input.submissionId,
    })
    .onConflictDoNothing({ target: surveyResponses.submissionId });
}

/** The latest visible reviews, and the average and count over every visible review. Never selects e-mail. */
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
    .where(eq(surveyResponses.hidden, false))
    .orderBy(desc(surveyResponses.createdAt), desc(surveyResponses.id))
    .limit(PUBLIC_REVIEWS);
  const [summary] = await db
    .select({ average: avg(surveyResponses.rating), total: count() })
    .from(surveyResponses)
    .where(eq(surveyResponses.hidden, false));
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
  hidden: surveyResponses.hidden,
  language: surveyResponses.language,
  createdAt: surveyResponses.createdAt,
};

type Row = { createdAt: Date; language: Locale } & Omit<ResponseCardData, 'createdAt' | 'dateLabel' | 'language'>;

const toCard = (row: Row): ResponseCardData => ({
  ...row,
  language: LANGUAGE_NAMES[row.language],
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

/** Hides a response from (or shows it again in) the public reviews. */
export async function setResponseHidden(id: string, hidden: boolean): Promise<boolean> {
  if (!isUuid(id)) return false;
  const updated = await getDb()
    .update(surveyResponses)
    .set({ hidden })
    .where(eq(surveyResponses.id, id))
    .returning({ id: surveyResponses.id });
  return updated.length > 0;
}

export async function responsesCsvRows() {
  const rows = await listResponses();
  return {
    header: ['Date (UTC)', 'Name', 'Email', 'Rating', 'Feedback', 'Interview experience', 'Interview suggestions', 'Interview favourite', 'Hidden', 'Language'],
    rows: rows.map((r) => [
      r.createdAt,
      r.name,
      r.email,
      r.rating,
      r.feedback,
      r.interviewExperience,
      r.interviewSuggestions,
      r.interviewFavorite,
      r.hidden ? 'yes' : 'no',
      r.language,
    ]),
  };
}
