import { desc, eq, gte } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { surveyResponses } from '../db/schema.ts';
import type { ResponseCardData } from '../../lib/reviews.ts';
import { formatResponseDate } from './format.ts';

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
  createdAt: surveyResponses.createdAt,
};

type Row = { createdAt: Date } & Omit<ResponseCardData, 'createdAt' | 'dateLabel'>;

const toCard = (row: Row): ResponseCardData => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  dateLabel: formatResponseDate(row.createdAt),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** Every response, newest first (SPEC §7.4: the list reads all). */
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
    header: ['Date (UTC)', 'Name', 'Email', 'Rating', 'Feedback', 'Interview experience', 'Interview suggestions', 'Interview favourite', 'Hidden'],
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
    ]),
  };
}
