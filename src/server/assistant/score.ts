import type { AssistantAnswer } from '../../lib/assistant.ts';
import { answerQuestion } from './answer.ts';

export interface ScoredCase {
  question: string;
  /** The slug of the article that answers it. */
  answer: string;
}

export interface AssistantScore {
  asked: number;
  found: number;
  percent: number;
  misses: { question: string; expected: string; got: string[] }[];
}

/** The share of questions whose answering article is among the assistant's links (either language). */
export async function scoreAssistant(
  cases: ScoredCase[],
  ask: (question: string) => Promise<AssistantAnswer> = answerQuestion,
): Promise<AssistantScore> {
  const misses: AssistantScore['misses'] = [];
  for (const { question, answer } of cases) {
    const { links } = await ask(question);
    if (!links.some((link) => link.type === 'article' && link.key === answer)) {
      misses.push({ question, expected: answer, got: links.map((link) => link.key) });
    }
  }
  const found = cases.length - misses.length;
  return { asked: cases.length, found, percent: Math.round((1000 * found) / cases.length) / 10, misses };
}
