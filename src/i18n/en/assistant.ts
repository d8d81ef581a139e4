import { QUESTION_INVALID } from '../../features/assistant/assistant.ts';

/** The chat assistant's answers when it refuses a question (the chat's own strings are in layout). */
export const assistant = {
  invalid: QUESTION_INVALID,
  tooMany: (seconds: number) => `You have asked many questions in a minute. Please wait ${seconds} seconds.`,
};
