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
/** An article's version in one language: public only while 'published' (ADR 051). */
export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
// `body` bounds the stored Markdown; `bodyInForm` what one form post can carry within its 64 KB (URL-encoded).
export const ARTICLE_LIMITS = { title: 100, description: 160, summary: 280, author: 80, heroAlt: 200, slug: 80, body: 100_000, bodyInForm: 40_000 } as const;
// A podcast episode's or a video's: the sync stores every one as published, only the owner hides one
// (ADR 040), and a later sync leaves the status as it is.
export const MEDIA_STATUSES = ['published', 'hidden'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];
export const ENQUIRY_STATUSES = ['new', 'replied', 'archived'] as const;
export const EBOOK_SOURCES = ['ebook_page', 'popup'] as const;

export const SEARCH_TYPES = ['article', 'episode', 'story'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const SEARCH_LOCALES = ['en', 'fil'] as const;
export type SearchLocale = (typeof SEARCH_LOCALES)[number];
/** The longest search query or assistant question the site takes. */
export const SEARCH_QUERY_MAX = 200;
/** A synonym group: how many words or phrases, and how long each may be. */
export const SYNONYM_LIMITS = { terms: 12, termLength: 60 } as const;
/** How long the teller's private links (approve or decline; remove) work. */
export const STORY_LINK_DAYS = 14;
/** The longest question the assistant takes. */
export const CHAT_MAX_LENGTH = 500;

// Privacy requests (docs/decisions/050-privacy-requests.md).
/** What a person may ask about the data we hold for their address. */
export const PRIVACY_REQUEST_KINDS = ['copy', 'correct', 'delete', 'withdraw-story', 'withdraw-ebook', 'withdraw-newsletter'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];
/**
 * Where a request is: waiting for the mailed link (requested), carried out (done), waiting for the
 * owner (owner: a change to a published story), or its link never used (lapsed).
 */
export const PRIVACY_REQUEST_STATES = ['requested', 'done', 'owner', 'lapsed'] as const;
export type PrivacyRequestState = (typeof PRIVACY_REQUEST_STATES)[number];
/** How long the mailed confirmation link works; it works once. */
export const PRIVACY_LINK_MINUTES = 30;
/** Working days (Monday to Friday) the owner has to answer what needs them (NPC Advisory 2021-01). */
export const PRIVACY_OWNER_WORKING_DAYS = 30;

/**
 * How long we keep what. The daily retention job and the privacy page's table both read it through
 * retentionSettings() (src/platform/retention.server.ts), so the two cannot disagree. The outbox keeps
 * message texts EMAIL_BODY_DAYS (configurable; this default).
 */
export const RETENTION = {
  /** An e-book signup whose e-mail never reached the address (never sent): deleted after this many days. */
  unconfirmedSignupDays: 7,
  /** An enquiry: deleted this many months after it arrived. */
  enquiryMonths: 24,
  /** The text of a sent e-mail, by default (EMAIL_BODY_DAYS). */
  emailBodyDays: 30,
  /** An assistant question (stored without anything identifying who asked): deleted after this many months. */
  assistantQuestionMonths: 12,
  /** A privacy request never confirmed: its address is removed after this many days. */
  unconfirmedPrivacyRequestDays: 7,
  /** A newsletter subscription never confirmed: deleted after this many days. */
  unconfirmedNewsletterDays: 7,
} as const;

/**
 * How long we keep what: the fixed periods (RETENTION, the links' lives) and the two an operator sets
 * (EMAIL_BODY_DAYS, EBOOK_LINK_DAYS), as retentionSettings() in retention.server.ts reads them.
 */
export interface RetentionSettings {
  unconfirmedSignupDays: number;
  enquiryMonths: number;
  emailBodyDays: number;
  assistantQuestionMonths: number;
  unconfirmedPrivacyRequestDays: number;
  unconfirmedNewsletterDays: number;
  ebookLinkDays: number;
  storyLinkDays: number;
  privacyLinkMinutes: number;
  newsletterConfirmDays: number;
  newsletterUnsubscribeDays: number;
}

// The weekly digest (docs/decisions/052-weekly-digest.md).
/**
 * Where a subscription is: waiting for the mailed button (pending), subscribed (confirmed), left by the
 * reader (unsubscribed), or its mailbox refused a digest for good (bounced: a 5xx at send).
 */
export const NEWSLETTER_STATES = ['pending', 'confirmed', 'unsubscribed', 'bounced'] as const;
export type NewsletterState = (typeof NEWSLETTER_STATES)[number];
/** Where a reader asked to subscribe: the subscribe form (in every page's footer, or on /newsletter), or the box on the e-book or survey form. */
export const NEWSLETTER_SOURCES = ['footer', 'ebook', 'survey'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];
/** How long the mailed confirmation link works; an unconfirmed address is deleted after as many days (RETENTION). */
export const NEWSLETTER_CONFIRM_DAYS = 7;
/** How long a digest's unsubscribe link works (every digest brings a new one). */
export const NEWSLETTER_UNSUBSCRIBE_DAYS = 90;
