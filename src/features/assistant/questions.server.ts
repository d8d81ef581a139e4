import { sql } from 'drizzle-orm';
import { getDb } from '../../platform/db/client.ts';
import { assistantQuestions } from '../../platform/db/schema.ts';

/** Keeps a question for the owner's list: its words and whether it was answered, nothing about who asked. */
export async function recordQuestion(question: string, answered: boolean) {
  await getDb().insert(assistantQuestions).values({ question, answered });
}

export interface AskedQuestion {
  question: string;
  times: number;
  lastAsked: Date;
  answered: boolean;
}

export interface QuestionReport {
  frequent: AskedQuestion[];
  unanswered: AskedQuestion[];
}

export const REPORT_DAYS = 30;
const REPORT_ROWS = 25;

/** The same question asked with other capitals, spaces or a final "?" counts as one. */
const sameQuestion = sql`lower(regexp_replace(btrim(question, ' ?!.'), '\\s+', ' ', 'g'))`;

async function asked(onlyUnanswered: boolean): Promise<AskedQuestion[]> {
  const { rows } = await getDb().execute<{ question: string; times: number; last_asked: string; answered: boolean }>(sql`
    select min(question) as question, count(*)::int as times, max(asked_at) as last_asked, bool_or(answered) as answered
    from ${assistantQuestions}
    where asked_at > now() - make_interval(days => ${REPORT_DAYS}) ${onlyUnanswered ? sql`and not answered` : sql``}
    group by ${sameQuestion}
    order by times desc, last_asked desc
    limit ${REPORT_ROWS}`);
  return rows.map((r) => ({ question: r.question, times: r.times, lastAsked: new Date(r.last_asked), answered: r.answered }));
}

/** "Questions visitors ask": the most frequent of the last 30 days, and those without a good answer. */
export async function questionReport(): Promise<QuestionReport> {
  const [frequent, unanswered] = await Promise.all([asked(false), asked(true)]);
  return { frequent, unanswered };
}
