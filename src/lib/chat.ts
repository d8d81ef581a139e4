export const CHAT_GREETING = "Hello! I'm your OFW assistant. How can I help you today?";
export const CHAT_REPLY =
  'Salamat for your message! Our team reads every note. For now, you can browse our blog for practical guides, share your story on the Connect page, or use our services form and we will get back to you within 72 hours.';
export const CHAT_REPLY_DELAY_MS = 1500;
export const CHAT_MAX_LENGTH = 500;
