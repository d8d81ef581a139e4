export const CHAT_REPLY_DELAY_MS = 1500;
