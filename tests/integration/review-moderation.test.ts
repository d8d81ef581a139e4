// A review with a link, an e-mail address or a phone number waits for the owner; so does
// every review while the owner holds them all. Nothing held reaches the home page, its count or average.
import { beforeEach, describe, expect, it } from 'vitest';
import { surveyMessages } from '../../src/i18n/form-messages.ts';
import { validateSurvey } from '../../src/features/reviews/schema.ts';
import { getPool } from '../../src/platform/db/client.ts';
import { heldReviews, holdsEveryReview, latestReviews, saveSurveyResponse, setHoldEveryReview, setReviewStatus } from '../../src/features/reviews/responses.server.ts';
import { truncateAll, validSurvey, type FormBody } from '../factories.ts';

beforeEach(async () => {
  await truncateAll();
  await setHoldEveryReview(false);
});

const SCAM = 'Hiring caregivers for Dubai, no placement fee! Text 0917 555 0199 or apply at http://jobs-dubai.example/apply';

async function review(fields: FormBody): Promise<string> {
  const result = validateSurvey(validSurvey(fields), surveyMessages);
  if (!result.ok) throw new Error(result.problem.message);
  await saveSurveyResponse(result.data);
  const { rows } = await getPool().query<{ id: string }>('select id from survey_responses where submission_id = $1', [result.data.submissionId]);
  return rows[0]!.id;
}

const statusOf = async (id: string) => (await getPool().query<{ status: string }>('select status from survey_responses where id = $1', [id])).rows[0]?.status;
const publicFeedback = async () => (await latestReviews()).reviews.map((r) => r.feedback);

describe('a review with contact details is held in both modes', () => {
  it('the scam review of the issue is held: not on the home page, not in its count or average, until approved', async () => {
    await review({ rating: '2', feedback: 'The interviews helped me a lot.' });
    const scam = await review({ rating: '5', feedback: SCAM });
    expect(await statusOf(scam)).toBe('held');
    expect(await latestReviews()).toMatchObject({ total: 1, average: 2 });
    expect(await publicFeedback()).toEqual(['The interviews helped me a lot.']);
    expect((await heldReviews()).rows.map((r) => r.feedback)).toEqual([SCAM]);

    expect(await setReviewStatus([scam], 'published')).toBe(1);
    expect(await latestReviews()).toMatchObject({ total: 2, average: 3.5 });
    expect(await publicFeedback()).toContain(SCAM);
    expect(await heldReviews()).toMatchObject({ rows: [], total: 0 });
  });

  it('a link, an address or a number in the name holds it too; one in an interview answer (never public) does not', async () => {
    expect(await statusOf(await review({ name: 'DubaiJobs.com' }))).toBe('held');
    expect(await statusOf(await review({ name: 'Call 0917 555 0199' }))).toBe('held');
    expect(await statusOf(await review({ feedback: 'Write to hiring@agency.example for slots' }))).toBe('held');
    expect(await statusOf(await review({ feedback: 'WhatsApp +971 50 123 4567' }))).toBe('held');
    expect(await statusOf(await review({ interviewFavorite: 'The one at www.youtube.com/@kwentongofw' }))).toBe('published');
    expect(await statusOf(await review({ feedback: '5 stars after 2 years in Dubai, 2015-2019 in Riyadh!' }))).toBe('published');
  });

  it('is held while the owner holds every review too', async () => {
    await setHoldEveryReview(true);
    expect(await statusOf(await review({ feedback: SCAM }))).toBe('held');
  });
});

describe('"Hold every review for me"', () => {
  it('holds a plain review until the owner approves it; "Publish reviews at once" publishes the next one', async () => {
    expect(await holdsEveryReview()).toBe(false);
    await setHoldEveryReview(true);
    expect(await holdsEveryReview()).toBe(true);
    const held = await review({ feedback: 'Salamat po sa mga kwento.' });
    expect(await statusOf(held)).toBe('held');
    expect(await latestReviews()).toEqual({ reviews: [], average: 0, total: 0 });

    await setHoldEveryReview(false);
    const published = await review({ feedback: 'Very helpful episodes.' });
    expect(await statusOf(published)).toBe('published');
    expect(await statusOf(held)).toBe('held');
    expect(await publicFeedback()).toEqual(['Very helpful episodes.']);
  });
});

describe('the owner answers held reviews', () => {
  it('several at once: approved ones go public, hidden ones never do; a hidden review can be shown later', async () => {
    await setHoldEveryReview(true);
    const [a, b, c] = [await review({ feedback: 'First.' }), await review({ feedback: 'Second.' }), await review({ feedback: 'Third.' })];
    expect((await heldReviews()).rows.map((r) => r.feedback)).toEqual(['Third.', 'Second.', 'First.']);
    expect(await setReviewStatus([a, c], 'published')).toBe(2);
    expect(await setReviewStatus([b], 'hidden')).toBe(1);
    expect((await publicFeedback()).sort()).toEqual(['First.', 'Third.']);
    expect(await heldReviews()).toMatchObject({ rows: [], total: 0 });
    expect(await setReviewStatus([b], 'published')).toBe(1);
    expect((await publicFeedback()).sort()).toEqual(['First.', 'Second.', 'Third.']);
  });

  it('the held list comes newest first, 50 a page, and counts them all', async () => {
    await setHoldEveryReview(true);
    await getPool().query(
      `insert into survey_responses (email, rating, feedback, submission_id, status, created_at)
       select 'r' || n || '@example.com', 4, 'Held ' || n, gen_random_uuid(), 'held', now() - make_interval(mins => 200 - n)
       from generate_series(1, 120) as n`,
    );
    const first = await heldReviews();
    expect(first).toMatchObject({ total: 120, page: 1, pages: 3 });
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]!.feedback).toBe('Held 120');
    expect((await heldReviews(3)).rows.map((r) => r.feedback).at(-1)).toBe('Held 1');
  });
});
