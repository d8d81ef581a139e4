import { avg, count, desc, eq } from 'drizzle-orm';
import type { SurveyInput } from '../lib/forms/survey.ts';
import type { PublicReview } from '../lib/reviews.ts';
import { getDb, getFormDb } from './db/client.ts';
import { surveyResponses } from './db/schema.ts';

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
