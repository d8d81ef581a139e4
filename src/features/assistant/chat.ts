export const CHAT_GREETING = "Hello! I'm your OFW assistant. How can I help you today?";
export const CHAT_REPLY_DELAY_MS = 1500;
export const CHAT_MAX_LENGTH = 500;
