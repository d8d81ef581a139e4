import { CHAT_MAX_LENGTH } from '../../platform/limits.ts';

/** The chat assistant's answers when it refuses a question (the chat's own strings are in layout). */
export const assistant = {
  invalid: `Type a question of at most ${CHAT_MAX_LENGTH} characters.`,
  tooMany: (seconds: number) => `You have asked many questions in a minute. Please wait ${seconds} seconds.`,
};
