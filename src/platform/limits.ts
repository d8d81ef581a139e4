// Shared bounds: the forms, the server schemas and the database checks all use these.
export const LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  feedback: 5000,
  interviewAnswer: 2000,
  message: 5000,
  country: 80,
  storyMin: 50,
  storyMax: 5000,
  storyTitle: 120,
  storyExcerpt: 300,
  byline: 40,
  pullQuote: 300,
  declineNote: 3000,
  /** The owner's reply to an enquiry: room for an answer and the visitor's message quoted below it. */
  answer: 12000,
} as const;

export const SERVICES = [
  { value: 'full-stack-web-development', label: 'Full Stack Web Development' },
  { value: 'web-renovation-migration', label: 'Web Renovation & Migration' },
  { value: 'mobile-app-development', label: 'Mobile App Development' },
  { value: 'advertising', label: 'Advertising' },
  { value: 'interview-guesting', label: 'Interview Guesting' },
  { value: 'others', label: 'Others' },
] as const;

export type ServiceValue = (typeof SERVICES)[number]['value'];
export const SERVICE_VALUES = SERVICES.map((s) => s.value) as [ServiceValue, ...ServiceValue[]];

// A story's statuses (the database allows only these); its way through them is the stories feature's
// workflow table (src/features/stories/workflow.ts).
export const STORY_STATUSES = ['new', 'preparing', 'waiting', 'published', 'declined', 'withdrawn'] as const;
// A review's way to the home page (docs/decisions/040-one-source-of-public-and-review-moderation.md):
// published at once, or held for the owner, who approves (published) or hides it.
export const REVIEW_STATUSES = ['published', 'held', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const ENQUIRY_STATUSES = ['new', 'replied', 'archived'] as const;
export const EBOOK_SOURCES = ['ebook_page', 'popup'] as const;

export const SEARCH_TYPES = ['article', 'episode', 'story'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const SEARCH_LANGUAGES = ['en', 'fil'] as const;
export type SearchLanguage = (typeof SEARCH_LANGUAGES)[number];
/** The longest search query or assistant question the site takes. */
export const SEARCH_QUERY_MAX = 200;
/** A synonym group: how many words or phrases, and how long each may be. */
export const SYNONYM_LIMITS = { terms: 12, termLength: 60 } as const;
/** How long the teller's private links (approve or decline; remove) work. */
export const STORY_LINK_DAYS = 14;
/** The longest question the assistant takes. */
export const CHAT_MAX_LENGTH = 500;
