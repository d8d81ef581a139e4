// The chat assistant's quality, measured on its test set (tests/fixtures/assistant-questions.ts)
// against the real index of this checkout's articles, and the owner's list of questions.
import { beforeAll, describe, expect, it } from 'vitest';
import { ASSISTANT_QUESTIONS, UNANSWERABLE_QUESTIONS } from '../fixtures/assistant-questions.ts';
import { answerQuestion } from '../../src/features/assistant/answer.server.ts';
import { questionReport, recordQuestion } from '../../src/features/assistant/questions.server.ts';
import { getPool } from '../../src/platform/db/client.ts';
import { seedSynonyms } from '../../src/features/search/topics.server.ts';
import { indexArticles, readArticles } from '../../src/features/search/articles.server.ts';
import { importSeedArticles } from '../../src/features/articles/seed.server.ts';
import { indexDocuments, removeDocument } from '../../src/features/search/documents.server.ts';
import { en } from '../../src/i18n/en/index.ts';
import { fil } from '../../src/i18n/fil/index.ts';
import { scoreAssistant } from '../../src/features/assistant/score.server.ts';

beforeAll(async () => {
  // The repository's articles, imported as on a first start (ADR 051).
  await importSeedArticles();
  await indexArticles();
  await seedSynonyms();
});

describe('the assistant', () => {
  it('links the right article in its top three for at least 90 % of the test set', async () => {
    expect(ASSISTANT_QUESTIONS.length).toBeGreaterThanOrEqual(40);
    const score = await scoreAssistant(ASSISTANT_QUESTIONS);
    expect(score.percent, `missed: ${JSON.stringify(score.misses, null, 2)}`).toBeGreaterThanOrEqual(90);
  });

  it('quotes a passage of the article it links first, word for word', async () => {
    const answer = await answerQuestion('How much should I keep in my emergency fund?');
    expect(answer.answered).toBe(true);
    if (!answer.answered) return;
    const source = (await readArticles()).find((d) => d.url === answer.source.url)!;
    expect(source.body).toContain(answer.passage);
    expect(answer.passage.split(' ').length).toBeGreaterThanOrEqual(10);
    expect(answer.links.length).toBeLessThanOrEqual(3);
    expect(answer.links[0]).toEqual(answer.source);
  });

  it('has the chat\'s quick replies, in both languages, in its test set', () => {
    const questions = ASSISTANT_QUESTIONS.map((c) => c.question);
    for (const quickReply of [...en.layout.chat.quickReplies, ...fil.layout.chat.quickReplies]) expect(questions).toContain(quickReply);
  });

  it('scores as well when asked on Filipino pages', async () => {
    const score = await scoreAssistant(ASSISTANT_QUESTIONS, (question) => answerQuestion(question, 'fil'));
    expect(score.percent, `missed: ${JSON.stringify(score.misses, null, 2)}`).toBeGreaterThanOrEqual(90);
  });

  it('quotes and links the article in the language of the page the question was asked on', async () => {
    const bodies = new Map((await readArticles()).map((d) => [d.url, d.body]));
    for (const [question, locale, url] of [
      ['Gaano kalaki dapat ang emergency fund ko?', 'fil', '/fil/blog/emergency-fund'],
      ['How big should my emergency fund be?', 'fil', '/fil/blog/emergency-fund'],
      ['How big should my emergency fund be?', 'en', '/blog/emergency-fund'],
      ['Gaano kalaki dapat ang emergency fund ko?', 'en', '/blog/emergency-fund'],
    ] as const) {
      const answer = await answerQuestion(question, locale);
      expect(answer.answered, `${locale}: ${question}`).toBe(true);
      if (!answer.answered) continue;
      expect(answer.source.url, `${locale}: ${question}`).toBe(url);
      expect(bodies.get(url)).toContain(answer.passage);
    }
  });

  it('falls back to the other language when the page\'s language has nothing on the question, and links stories within the page\'s language', async () => {
    const date = new Date('2024-01-01T00:00:00Z');
    // A story is answered from only while it is published.
    await getPool().query(
      `insert into stories (email, country, story, consent, submission_id, status, title, edited_story, slug, published_at)
       values ('welder@example.com', 'Korea', $1, true, gen_random_uuid(), 'published', 'A welder from Zamboanga', 'My years as a shipyard welder.', 'zamboanga-welder', $2)`,
      ['My years as a shipyard welder in Busan, Korea, and what they taught me about work abroad.', date],
    );
    // An article's document is found only while the article is public (ADR 051).
    const article = (await getPool().query<{ id: string }>('insert into articles default values returning id')).rows[0]!.id;
    await getPool().query(
      `insert into article_versions (article_id, language, slug, title, status, published_at) values ($1, 'en', 'aquaponics-test', 'Aquaponics at home', 'published', $2), ($1, 'fil', 'aquaponics-test', 'Sa bahay', 'published', $2)`,
      [article, date],
    );
    await indexDocuments([
      { type: 'article', key: 'aquaponics-test', locale: 'en', title: 'Aquaponics at home', body: 'Tilapia aquaponics tanks grow lettuce beside the fish.', url: '/blog/aquaponics-test', date },
      { type: 'article', key: 'aquaponics-test', locale: 'fil', title: 'Sa bahay', body: 'Isang paraan ng pagsasaka sa bakuran.', url: '/fil/blog/aquaponics-test', date },
      { type: 'story', key: 'zamboanga-welder', locale: 'en', title: 'A welder from Zamboanga', body: 'My years as a shipyard welder in Busan, Korea.', url: '/stories/zamboanga-welder', date },
    ]);
    try {
      const fish = await answerQuestion('tilapia aquaponics tanks', 'fil');
      expect(fish.answered && fish.source.url).toBe('/blog/aquaponics-test');
      const story = await answerQuestion('shipyard welder Busan', 'fil');
      expect(story.answered && story.source.url).toBe('/fil/stories/zamboanga-welder');
      const sameStory = await answerQuestion('shipyard welder Busan', 'en');
      expect(sameStory.answered && sameStory.source.url).toBe('/stories/zamboanga-welder');
    } finally {
      await removeDocument('article', 'aquaponics-test');
      await getPool().query('delete from articles where id = $1', [article]);
      await removeDocument('story', 'zamboanga-welder');
      await getPool().query(`delete from stories where slug = 'zamboanga-welder'`);
    }
  });

  it('says it has no answer when the site has none', async () => {
    for (const question of UNANSWERABLE_QUESTIONS) {
      expect(await answerQuestion(question), question).toEqual({ answered: false, links: [] });
    }
  });
});

describe("the owner's question list", () => {
  it('counts the same question once however it was typed, and lists those without an answer', async () => {
    await getPool().query('truncate assistant_questions');
    await recordQuestion('How do I start saving?', true);
    await recordQuestion('how do i start  saving', true);
    await recordQuestion('How do I start saving?', true);
    await recordQuestion('What is the weather in Paris?', false);
    await recordQuestion('Can you send me money?', false);
    await recordQuestion('Can you send me money', false);
    await getPool().query(`insert into assistant_questions (question, answered, asked_at) values ('An old question', false, now() - interval '31 days')`);

    const report = await questionReport();
    expect(report.frequent.map((q) => [q.question.toLowerCase().replace(/\W+$/, ''), q.times])).toEqual([
      ['how do i start saving', 3],
      ['can you send me money', 2],
      ['what is the weather in paris', 1],
    ]);
    expect(report.unanswered.map((q) => q.times)).toEqual([2, 1]);
    expect(report.unanswered.every((q) => !q.answered)).toBe(true);
  });

  it('keeps nothing about who asked', async () => {
    const { rows } = await getPool().query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'assistant_questions' order by ordinal_position`,
    );
    expect(rows.map((r) => r.column_name)).toEqual(['id', 'question', 'answered', 'asked_at']);
  });
});
