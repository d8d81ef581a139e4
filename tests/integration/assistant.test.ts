// The chat assistant's quality, measured on its test set (tests/fixtures/assistant-questions.ts)
// against the real index of this checkout's articles, and the owner's list of questions.
import { beforeAll, describe, expect, it } from 'vitest';
import { ASSISTANT_QUESTIONS, UNANSWERABLE_QUESTIONS } from '../fixtures/assistant-questions.ts';
import { answerQuestion } from '../../src/server/assistant/answer.ts';
import { questionReport, recordQuestion } from '../../src/server/assistant/questions.ts';
import { getPool } from '../../src/server/db/client.ts';
import { indexArticles, readArticles } from '../../src/server/search/articles.ts';
import { scoreAssistant } from '../../src/server/assistant/score.ts';

beforeAll(async () => {
  await indexArticles();
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
    const source = readArticles().find((d) => d.url === answer.source.url)!;
    expect(source.body).toContain(answer.passage);
    expect(answer.passage.split(' ').length).toBeGreaterThanOrEqual(10);
    expect(answer.links.length).toBeLessThanOrEqual(3);
    expect(answer.links[0]).toEqual(answer.source);
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
