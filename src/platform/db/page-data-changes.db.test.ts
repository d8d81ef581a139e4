import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getPool } from './client.ts';
import { listenForPageDataChanges, type PageDataListener } from './page-data-changes.ts';
import { saveSurveyResponse, setReviewStatus } from '../../features/reviews/responses.server.ts';

const events: string[] = [];
let listener: PageDataListener;

beforeAll(async () => {
  listener = listenForPageDataChanges(process.env['DATABASE_URL']!, {
    onListening: () => events.push('listening'),
    onChange: () => events.push('change'),
    onLost: () => events.push('lost'),
  });
});
afterAll(() => listener.stop());

const count = (event: string) => events.filter((e) => e === event).length;

async function newResponse(): Promise<string> {
  const submissionId = randomUUID();
  await saveSurveyResponse({
    name: 'Ana',
    email: 'ana@example.com',
    rating: 5,
    feedback: 'Very helpful.',
    interviewExperience: '',
    interviewSuggestions: '',
    interviewFavorite: '',
    submissionId,
    locale: 'en',
    website: '',
  });
  const { rows } = await getPool().query<{ id: string }>('select id from survey_responses where submission_id = $1', [submissionId]);
  return rows[0]!.id;
}

it('hears a new review, and one hidden or shown again by the owner', async () => {
  await expect.poll(() => events).toEqual(['listening']);
  const before = count('change');
  const id = await newResponse();
  await expect.poll(() => count('change')).toBe(before + 1);
  expect(await setReviewStatus([id], 'hidden')).toBe(1);
  await expect.poll(() => count('change')).toBe(before + 2);
  expect(await setReviewStatus([id], 'published')).toBe(1);
  await expect.poll(() => count('change')).toBe(before + 3);
});

it('hears changes made outside the app (psql, a restore)', async () => {
  const before = count('change');
  await getPool().query('delete from youtube_videos');
  await expect.poll(() => count('change')).toBe(before + 1);
  await getPool().query('delete from spotify_episodes');
  await expect.poll(() => count('change')).toBe(before + 2);
});

it('notices a lost connection, listens again on its own, and still hears changes', async () => {
  await getPool().query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'kwento-page-data' and datname = current_database()");
  await expect.poll(() => events.slice(-2), { timeout: 10_000 }).toEqual(['lost', 'listening']);
  const before = count('change');
  await newResponse();
  await expect.poll(() => count('change')).toBe(before + 1);
});
