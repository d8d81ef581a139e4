// Search and the assistant on the repository's question set (tests/fixtures/visitor-questions.ts),
// against the real index of this checkout's articles: a floor under what `npm run bench` reports, so
// a change that makes either find less fails here (the targets, 90 %, are the bench's).
import { beforeAll, describe, expect, it } from 'vitest';
import { OFF_TOPIC, VISITOR_QUESTIONS } from '../fixtures/visitor-questions.ts';
import { answerQuestion } from '../../src/features/assistant/answer.server.ts';
import { linkedArticles, scoreOffTopic, scoreRanking, searchedArticles } from '../../src/features/assistant/score.server.ts';
import { seedSynonyms } from '../../src/features/search/topics.server.ts';
import { indexArticles } from '../../src/features/search/articles.server.ts';
import { importSeedArticles } from '../../src/features/articles/seed.server.ts';

const FLOOR = 85;

const onTopic = VISITOR_QUESTIONS.filter((q) => q.expected !== OFF_TOPIC);
const offTopic = VISITOR_QUESTIONS.filter((q) => q.expected === OFF_TOPIC).map((q) => q.question);

beforeAll(async () => {
  // The repository's articles, imported as on a first start (ADR 051).
  await importSeedArticles();
  await indexArticles();
  await seedSynonyms();
});

describe('the question set', () => {
  it('has at least 80 questions in English, Filipino and Taglish, some with typos, at least a tenth off-topic', () => {
    expect(VISITOR_QUESTIONS.length).toBeGreaterThanOrEqual(80);
    for (const language of ['en', 'fil', 'taglish'] as const) expect(VISITOR_QUESTIONS.filter((q) => q.language === language).length).toBeGreaterThanOrEqual(10);
    expect(VISITOR_QUESTIONS.filter((q) => q.typo).length).toBeGreaterThanOrEqual(8);
    expect(offTopic.length / VISITOR_QUESTIONS.length).toBeGreaterThanOrEqual(0.1);
  });
});

describe(`on the question set (floor ${FLOOR} %)`, () => {
  it('/search has the answering article in its first three results', async () => {
    const score = await scoreRanking(onTopic, searchedArticles);
    expect(score.top3Percent, `missed: ${JSON.stringify(score.misses, null, 2)}`).toBeGreaterThanOrEqual(FLOOR);
  });

  it('the assistant links the answering article among its three', async () => {
    const score = await scoreRanking(onTopic, async (question) => linkedArticles(await answerQuestion(question)));
    expect(score.top3Percent, `missed: ${JSON.stringify(score.misses, null, 2)}`).toBeGreaterThanOrEqual(FLOOR);
  });

  it('the assistant declines the off-topic questions', async () => {
    const score = await scoreOffTopic(offTopic);
    expect(score.percent, `answered: ${JSON.stringify(score.answered)}`).toBeGreaterThanOrEqual(FLOOR);
  });
});
