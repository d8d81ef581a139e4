// What other code may use of this feature, safe in the browser; server code is in index.server.ts.
export { AssistantQuestionSchema } from './assistant.ts';
export type { AssistantAnswer } from './assistant.ts';
export { default as QuestionList } from './components/QuestionList.tsx';
export type { QuestionRow } from './components/QuestionList.tsx';
