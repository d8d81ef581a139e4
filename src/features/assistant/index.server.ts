// What other code may use of this feature on the server.
export { answerQuestion } from './answer.server.ts';
export { REPORT_DAYS, questionReport, recordQuestion } from './questions.server.ts';
export type { AskedQuestion } from './questions.server.ts';
export { linkedArticles, scoreAssistant, scoreOffTopic, scoreRanking } from './score.server.ts';
export type { AssistantScore, OffTopicScore, RankingScore } from './score.server.ts';
