export const CHAT_GREETING = "Hello! I'm your OFW assistant. How can I help you today?";
export const CHAT_REPLY =
  'Salamat for your message! I am an automatic helper, so this chat does not reach our team. For a reply from a person, use our services form (we answer within 72 hours) or share your story on the Connect page. Our blog has practical guides too.';
export const CHAT_REPLY_DELAY_MS = 1500;
export const CHAT_MAX_LENGTH = 500;
