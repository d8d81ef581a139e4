import type { AssistantAnswer } from './assistant.ts';
import { searchSite } from '../search/index.server.ts';
import { answerQuestion } from './answer.server.ts';

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
  return { asked: cases.length, found, percent: percentOf(found, cases.length), misses };
}

const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((1000 * part) / whole) / 10);

export interface RankedCase {
  question: string;
  expected: string;
  alsoRight?: string[] | undefined;
}

export interface RankingScore {
  asked: number;
  top1: number;
  top3: number;
  top1Percent: number;
  top3Percent: number;
  /** Questions whose article was not in the first three. */
  misses: { question: string; expected: string; got: string[] }[];
}

/**
 * Top-1 and top-3 of a ranking (search results, the assistant's links): `rank` gives the articles it
 * shows for a question, first first; a question scores when its article (either language) is there.
 */
export async function scoreRanking(cases: RankedCase[], rank: (question: string) => Promise<string[]>): Promise<RankingScore> {
  let top1 = 0;
  let top3 = 0;
  const misses: RankingScore['misses'] = [];
  for (const { question, expected, alsoRight = [] } of cases) {
    const shown = (await rank(question)).slice(0, 3);
    const right = (key: string | undefined) => key === expected || alsoRight.includes(key ?? '');
    if (right(shown[0])) top1++;
    if (shown.some(right)) top3++;
    else misses.push({ question, expected, got: shown });
  }
  return { asked: cases.length, top1, top3, top1Percent: percentOf(top1, cases.length), top3Percent: percentOf(top3, cases.length), misses };
}

export interface OffTopicScore {
  asked: number;
  declined: number;
  percent: number;
  /** Off-topic questions answered anyway, with the article quoted. */
  answered: { question: string; got: string }[];
}

/** How many off-topic questions the assistant declines (says what it can help with) instead of quoting an article. */
export async function scoreOffTopic(questions: string[], ask: (question: string) => Promise<AssistantAnswer> = answerQuestion): Promise<OffTopicScore> {
  const answered: OffTopicScore['answered'] = [];
  for (const question of questions) {
    const answer = await ask(question);
    if (answer.answered) answered.push({ question, got: answer.source.key });
  }
  return { asked: questions.length, declined: questions.length - answered.length, percent: percentOf(questions.length - answered.length, questions.length), answered };
}

/** The articles an answer links, first first. */
export const linkedArticles = (answer: AssistantAnswer) => (answer.answered ? answer.links.filter((l) => l.type === 'article').map((l) => l.key) : []);

/** The articles /search shows for a question, first first: every word, then some of them. */
export async function searchedArticles(question: string) {
  const found = await searchSite(question, 1);
  return [...found.hits, ...found.partial].map((hit) => (hit.type === 'article' ? hit.key : `${hit.type}:${hit.key}`));
}
