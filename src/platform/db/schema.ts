import { getTableName, sql, type Table } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  ARTICLE_LIMITS,
  ARTICLE_STATUSES,
  EBOOK_SOURCES,
  ENQUIRY_STATUSES,
  LIMITS,
  MEDIA_STATUSES,
  REVIEW_STATUSES,
  SEARCH_LOCALES,
  SEARCH_TYPES,
  SERVICE_VALUES,
  STORY_STATUSES,
  SYNONYM_LIMITS,
  CHAT_MAX_LENGTH,
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_STATES,
  NEWSLETTER_SOURCES,
  NEWSLETTER_STATES,
  type NewsletterSource,
  type NewsletterState,
  type PrivacyRequestKind,
  type PrivacyRequestState,
} from '../limits.ts';
import { LOCALES, type Locale } from '../../i18n/locales.ts';

/*
 * Custom SQL: what this file cannot express lives in hand-written migrations, each idempotent and
 * holding nothing generated, so `npm run db:generate` never sees it and it is listed here instead.
 *
 * - drizzle/0008_survey_notify.sql: function notify_survey_response() and trigger
 *   survey_responses_notify AFTER INSERT ON survey_responses: pg_notify(SURVEY_RESPONSE_CHANNEL, id)
 *   for the owner's live list (src/features/reviews/live.server.ts).
 * - drizzle/0012_outbox_recipient_keys.sql: fills email_outbox.recipient_key of the rows written
 *   before it existed (lower case only), renames the old per-enquiry 'enquiry-owner' kind, and puts
 *   the private-link placeholder in place of the links in bodies written before 0011 (ADR 039).
 * - drizzle/0014_review_status_from_hidden.sql: a review hidden before survey_responses.status existed
 *   becomes status 'hidden'; story documents of stories that are not published leave search_documents.
 * - drizzle/0018_search_vocabulary_synonyms.sql: the GIN index and in-row storage of
 *   search_documents.tsv (recreated by 0017), the materialized view search_words (every word of the
 *   index with its number of documents, for spelling correction).
 * - drizzle/0020_outbox_about_backfill.sql: fills email_outbox.about_id of the rows written before it
 *   existed (from private_link_for, or the enquiry or story written in the same transaction).
 *
 * - drizzle/0023_article_page_data_notify.sql: triggers article_versions_page_data and
 *   article_slug_redirects_page_data (notify_page_data_changed): pages showing articles render again.
 * - drizzle/0027_owner_digest_subjects_name_no_one.sql: the owner's notifications written before their
 *   subjects named no one lose the sender's name ("New enquiry: SERVICE from NAME"), ADR 050.
 *
 * Write a new one with `npx drizzle-kit generate --custom --name=<name>`, keep it re-runnable
 * (`create or replace`, `drop … if exists`), and add it to this list.
 */

/** The NOTIFY channel of the survey_responses_notify trigger; the SQL spells it out, a test holds them equal. */
export const SURVEY_RESPONSE_CHANNEL = 'survey_responses';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
// A client-generated id per form render: a double submit stores one row.
const submissionId = () => uuid('submission_id').notNull().unique();
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
// The language of the page a visitor sent a form from: their e-mails are written in it.
const language = () => text('language').$type<Locale>().notNull().default('en');

/**
 * What a table holds about a person, declared next to it (docs/decisions/050-privacy-requests.md).
 * A privacy request's copy and erasure read these declarations; tests/integration/privacy-coverage.test.ts
 * fails when a table, or a column of one, is declared nowhere, so a new table cannot slip by.
 *
 * - person: rows found by an address (`match`: the column holds the address, its SHA-256, or its
 *   mailbox key); `exported` columns go into the copy, `kept` ones are ours (ids, bodies, states) and
 *   not part of it; erasure deletes the rows, or clears the `cleared` columns (a record that stays).
 * - linked: rows that belong to a row of `parent` and go with it.
 * - anonymous: nothing in it identifies anybody; it goes in time (`why`).
 * - none: holds nothing about a visitor (`why`).
 */
export type PersonalData =
  | {
      holds: 'person';
      foundBy: string;
      match: 'address' | 'hash' | 'mailbox';
      exported: readonly string[];
      kept: readonly string[];
      erase: 'delete' | { cleared: readonly string[] };
    }
  | { holds: 'linked'; parent: string; columns: readonly string[] }
  | { holds: 'anonymous' | 'none'; why: string };

/** Every table's declaration, by table name. */
export const PERSONAL_DATA: Record<string, PersonalData> = {};
const personalData = (table: Table, data: PersonalData) => {
  PERSONAL_DATA[getTableName(table)] = data;
};

export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: id(),
    name: text('name'),
    email: text('email').notNull(),
    rating: integer('rating').notNull(),
    feedback: text('feedback').notNull(),
    interviewExperience: text('interview_experience'),
    interviewSuggestions: text('interview_suggestions'),
    interviewFavorite: text('interview_favorite'),
    // Public on the home page only while published; see REVIEW_STATUSES.
    status: text('status').$type<(typeof REVIEW_STATUSES)[number]>().notNull().default('published'),
    locale: language(),
    submissionId: submissionId(),
    createdAt: createdAt(),
  },
  (t) => [
    index('survey_responses_published_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.status} = 'published'`),
    check('survey_status_known', sql`${t.status} in (${inList(REVIEW_STATUSES)})`),
    check('survey_rating_range', sql`${t.rating} between 1 and 5`),
    check('survey_language_known', sql`${t.locale} in (${inList(LOCALES)})`),
    check('survey_name_length', sql`char_length(${t.name}) between 1 and ${sql.raw(String(LIMITS.name))}`),
    check('survey_email_length', sql`char_length(${t.email}) between 3 and ${sql.raw(String(LIMITS.email))}`),
    check(
      'survey_feedback_length',
      sql`char_length(btrim(${t.feedback})) between 1 and ${sql.raw(String(LIMITS.feedback))}`,
    ),
    check(
      'survey_interview_length',
      sql`coalesce(char_length(${t.interviewExperience}), 0) <= ${sql.raw(String(LIMITS.interviewAnswer))}
        and coalesce(char_length(${t.interviewSuggestions}), 0) <= ${sql.raw(String(LIMITS.interviewAnswer))}
        and coalesce(char_length(${t.interviewFavorite}), 0) <= ${sql.raw(String(LIMITS.interviewAnswer))}`,
    ),
  ],
);
personalData(surveyResponses, {
  holds: 'person',
  foundBy: 'email',
  match: 'address',
  exported: ['name', 'email', 'rating', 'feedback', 'interview_experience', 'interview_suggestions', 'interview_favorite', 'status', 'language', 'created_at'],
  kept: ['id', 'submission_id'],
  erase: 'delete',
});

// The owner's choices for the site: one row, read by the code that needs it.
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Every new review waits for the owner, not only those with a link, an address or a phone number. */
    holdEveryReview: boolean('hold_every_review').notNull().default(false),
    /** The owner's clock: every time in the owner area is shown, and every schedule read, in it (IANA name). */
    ownerTimeZone: text('owner_time_zone').notNull().default('Asia/Manila'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_settings_one_row', sql`${t.id} = 1`)],
);
personalData(siteSettings, { holds: 'none', why: "the owner's settings" });

export const enquiriesTable = pgTable(
  'contact_submissions',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    service: text('service').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().default('new'),
    locale: language(),
    submissionId: submissionId(),
    createdAt: createdAt(),
  },
  (t) => [
    check('contact_language_known', sql`${t.locale} in (${inList(LOCALES)})`),
    check('contact_service_known', sql`${t.service} in (${inList(SERVICE_VALUES)})`),
    check('contact_status_known', sql`${t.status} in (${inList(ENQUIRY_STATUSES)})`),
    check('contact_name_length', sql`char_length(${t.name}) between 1 and ${sql.raw(String(LIMITS.name))}`),
    check('contact_email_length', sql`char_length(${t.email}) between 3 and ${sql.raw(String(LIMITS.email))}`),
    check('contact_phone_length', sql`char_length(${t.phone}) between 1 and ${sql.raw(String(LIMITS.phone))}`),
    check(
      'contact_message_length',
      sql`char_length(${t.message}) between 1 and ${sql.raw(String(LIMITS.message))}`,
    ),
  ],
);
personalData(enquiriesTable, {
  holds: 'person',
  foundBy: 'email',
  match: 'address',
  exported: ['name', 'email', 'phone', 'service', 'message', 'status', 'language', 'created_at'],
  kept: ['id', 'submission_id'],
  erase: 'delete',
});

export const ebookSignups = pgTable(
  'ebook_signups',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name'),
    listType: text('list_type').notNull().default('ebook'),
    source: text('source').notNull(),
    locale: language(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ebook_signups_email_key').on(sql`lower(${t.email})`),
    check('ebook_source_known', sql`${t.source} in (${inList(EBOOK_SOURCES)})`),
    check('ebook_language_known', sql`${t.locale} in (${inList(LOCALES)})`),
    check('ebook_email_length', sql`char_length(${t.email}) between 3 and ${sql.raw(String(LIMITS.email))}`),
    check('ebook_name_length', sql`char_length(${t.name}) between 1 and ${sql.raw(String(LIMITS.name))}`),
  ],
);
personalData(ebookSignups, {
  holds: 'person',
  foundBy: 'email',
  match: 'address',
  exported: ['email', 'name', 'list_type', 'source', 'language', 'created_at'],
  kept: ['id'],
  erase: 'delete',
});

// The e-book download links, made when the mail is handed to the mail server (ADR 039). Only a SHA-256
// of each token is stored; deleting a row (or the signup) stops its link.
export const ebookLinks = pgTable(
  'ebook_links',
  {
    id: id(),
    signupId: uuid('signup_id')
      .notNull()
      .references(() => ebookSignups.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ebook_links_signup_idx').on(t.signupId)],
);
personalData(ebookLinks, { holds: 'linked', parent: 'ebook_signups', columns: ['id', 'signup_id', 'token_hash', 'expires_at', 'created_at'] });

export const stories = pgTable(
  'stories',
  {
    id: id(),
    name: text('name'),
    email: text('email').notNull(),
    country: text('country').notNull(),
    story: text('story').notNull(),
    interviewOk: boolean('interview_ok').notNull().default(false),
    consent: boolean('consent').notNull(),
    status: text('status').notNull().default('new'),
    locale: language(),
    // The language the story is written in, read from its words when it arrives (src/i18n/detect-locale.ts);
    // `language` above stays the page's, which the teller's e-mails use. Null for stories sent before.
    detectedLocale: text('detected_locale').$type<Locale>(),
    submissionId: submissionId(),
    createdAt: createdAt(),
    // The version prepared for publishing; the teller's own words above stay as they were sent.
    title: text('title'),
    excerpt: text('excerpt'),
    editedStory: text('edited_story'),
    byline: text('byline'),
    shownCountry: text('shown_country'),
    pullQuote: text('pull_quote'),
    slug: text('slug').unique(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    index('stories_published_idx').on(t.publishedAt.desc()).where(sql`${t.status} = 'published'`),
    check('story_consent_given', sql`${t.consent}`),
    check('story_status_known', sql`${t.status} in (${inList(STORY_STATUSES)})`),
    check('story_language_known', sql`${t.locale} in (${inList(LOCALES)})`),
    check('story_detected_locale_known', sql`${t.detectedLocale} in (${inList(LOCALES)})`),
    check(
      'story_prepared_length',
      sql`coalesce(char_length(${t.title}), 0) <= ${sql.raw(String(LIMITS.storyTitle))}
        and coalesce(char_length(${t.excerpt}), 0) <= ${sql.raw(String(LIMITS.storyExcerpt))}
        and coalesce(char_length(${t.editedStory}), 0) <= ${sql.raw(String(LIMITS.storyMax))}
        and coalesce(char_length(${t.byline}), 0) <= ${sql.raw(String(LIMITS.byline))}
        and coalesce(char_length(${t.shownCountry}), 0) <= ${sql.raw(String(LIMITS.country))}
        and coalesce(char_length(${t.pullQuote}), 0) <= ${sql.raw(String(LIMITS.pullQuote))}`,
    ),
    check('story_published_complete', sql`${t.status} <> 'published' or (${t.slug} is not null and ${t.publishedAt} is not null and ${t.title} is not null)`),
    check('story_name_length', sql`char_length(${t.name}) between 1 and ${sql.raw(String(LIMITS.name))}`),
    check('story_email_length', sql`char_length(${t.email}) between 3 and ${sql.raw(String(LIMITS.email))}`),
    check(
      'story_country_length',
      sql`char_length(${t.country}) between 1 and ${sql.raw(String(LIMITS.country))}`,
    ),
    check(
      'story_text_length',
      sql`char_length(${t.story}) between ${sql.raw(String(LIMITS.storyMin))} and ${sql.raw(String(LIMITS.storyMax))}`,
    ),
  ],
);
personalData(stories, {
  holds: 'person',
  foundBy: 'email',
  match: 'address',
  exported: ['name', 'email', 'country', 'story', 'interview_ok', 'consent', 'status', 'language', 'created_at', 'title', 'excerpt', 'edited_story', 'byline', 'shown_country', 'pull_quote', 'slug', 'published_at', 'detected_locale'],
  kept: ['id', 'submission_id'],
  // A published story leaves search first (src/features/privacy/erase.server.ts), then the row goes.
  erase: 'delete',
});

export const STORY_LINK_PURPOSES = ['review', 'removal'] as const;

// The teller's private links (approve or decline; remove). Only a SHA-256 of each token is stored.
export const storyLinks = pgTable(
  'story_links',
  {
    id: id(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<(typeof STORY_LINK_PURPOSES)[number]>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('story_links_story_idx').on(t.storyId),
    check('story_link_purpose_known', sql`${t.purpose} in (${inList(STORY_LINK_PURPOSES)})`),
  ],
);
personalData(storyLinks, { holds: 'linked', parent: 'stories', columns: ['id', 'story_id', 'purpose', 'token_hash', 'expires_at', 'used_at', 'created_at'] });

// Shape required by rate-limiter-flexible's PostgreSQL store (created here, not by the library).
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
personalData(rateLimits, { holds: 'anonymous', why: 'counters keyed by a client address, gone within about a minute' });

export const youtubeVideos = pgTable(
  'youtube_videos',
  {
    videoId: text('video_id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The thumbnail's address at YouTube: the sync fetches it, the pages never do. */
    thumbnailUrl: text('thumbnail_url'),
    /** The stored copies' name, `<video id>-<hash of the fetched bytes>` (ADR 051); null: the brand's placeholder. */
    thumbnailName: text('thumbnail_name'),
    /** The address the last fetch of the thumbnail tried, when, and why it failed if it did: a changed address is fetched at the next sync. */
    thumbnailSource: text('thumbnail_source'),
    thumbnailCheckedAt: timestamp('thumbnail_checked_at', { withTimezone: true }),
    thumbnailError: text('thumbnail_error'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    duration: text('duration'),
    durationSeconds: integer('duration_seconds'),
    // Public only while published (ADR 040); the sync never sets it, so a hidden video stays hidden.
    status: text('status').$type<(typeof MEDIA_STATUSES)[number]>().notNull().default('published'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('youtube_video_status_known', sql`${t.status} in (${inList(MEDIA_STATUSES)})`)],
);
personalData(youtubeVideos, { holds: 'none', why: 'our videos' });

export const episodesTable = pgTable(
  'spotify_episodes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    guid: text('guid').notNull().unique(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms'),
    externalUrl: text('external_url'),
    imageUrl: text('image_url'),
    audioUrl: text('audio_url'),
    // Public only while published (ADR 040); the sync never sets it, so a hidden episode stays hidden.
    status: text('status').$type<(typeof MEDIA_STATUSES)[number]>().notNull().default('published'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('episode_status_known', sql`${t.status} in (${inList(MEDIA_STATUSES)})`)],
);
personalData(episodesTable, { holds: 'none', why: 'our podcast episodes' });

/** One row per media source: what the last sync did, for the owner area and for back-off. */
export const mediaSyncStatus = pgTable('media_sync_status', {
  source: text('source').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  ok: boolean('ok').notNull(),
  itemsSeen: integer('items_seen').notNull().default(0),
  itemsUpserted: integer('items_upserted').notNull().default(0),
  error: text('error'),
  pausedUntil: timestamp('paused_until', { withTimezone: true }),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
});
personalData(mediaSyncStatus, { holds: 'none', why: 'how the media sync went' });

// Owner accounts, handled by better-auth (src/features/owner/auth/auth.server.ts). The property names are the
// field names better-auth expects; the tables are created by our migrations, never by better-auth.
export const authUsers = pgTable('auth_user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
personalData(authUsers, { holds: 'none', why: "the owner's own account, not a visitor's" });

export const authSessions = pgTable(
  'auth_session',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_session_user_id_idx').on(t.userId)],
);
personalData(authSessions, { holds: 'none', why: "the owner's sessions" });

export const authAccounts = pgTable(
  'auth_account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_account_user_id_idx').on(t.userId)],
);
personalData(authAccounts, { holds: 'none', why: "the owner's sign-in" });

export const authVerifications = pgTable(
  'auth_verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_verification_identifier_idx').on(t.identifier)],
);
personalData(authVerifications, { holds: 'none', why: "the owner's sign-in" });

export const authTwoFactors = pgTable(
  'auth_two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('auth_two_factor_user_id_idx').on(t.userId), index('auth_two_factor_secret_idx').on(t.secret)],
);
personalData(authTwoFactors, { holds: 'none', why: "the owner's second factor" });

export const EMAIL_STATUSES = ['queued', 'sent', 'not-sent', 'dead', 'cancelled'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** The private links a message may carry; each is made only when the message is sent (ADR 039). */
export const PRIVATE_LINK_KINDS = ['ebook-download', 'story-review', 'story-removal', 'privacy-confirm', 'privacy-copy', 'newsletter-confirm', 'newsletter-unsubscribe'] as const;
export type PrivateLinkKind = (typeof PRIVATE_LINK_KINDS)[number];

// Every e-mail the site sends or tries, written in the transaction of the submission that caused it.
// message_id is fixed when queued, so a retry after an unclear failure is the same message, not a second one.
// A private link is never stored: the bodies hold a placeholder, and private_link names what to make
// for which row (a signup or a story) when the message is sent. Bodies are emptied (purged_at) a set
// time after sending.
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    // The recipient's mailbox as the caps count it (src/platform/email/address.ts).
    recipientKey: text('recipient_key').notNull().default(''),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    locale: language(),
    privateLink: text('private_link').$type<PrivateLinkKind>(),
    privateLinkFor: uuid('private_link_for'),
    // The enquiry, e-book signup or story the message is about, so the owner's page of it shows the
    // message's real state; null for the owner's own notifications.
    aboutId: uuid('about_id'),
    messageId: text('message_id').notNull().unique(),
    status: text('status').$type<EmailStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    jobId: uuid('job_id'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    purgedAt: timestamp('purged_at', { withTimezone: true }),
  },
  (t) => [
    check('email_status_known', sql`${t.status} in (${inList(EMAIL_STATUSES)})`),
    check('email_language_known', sql`${t.locale} in (${inList(LOCALES)})`),
    check('email_private_link_known', sql`${t.privateLink} in (${inList(PRIVATE_LINK_KINDS)})`),
    check('email_private_link_complete', sql`(${t.privateLink} is null) = (${t.privateLinkFor} is null)`),
    index('email_outbox_created_idx').on(t.createdAt),
    index('email_outbox_recipient_key_idx').on(t.recipientKey, t.kind, t.createdAt),
    index('email_outbox_about_idx').on(t.aboutId),
  ],
);
personalData(emailOutbox, {
  holds: 'person',
  foundBy: 'recipient_key',
  match: 'mailbox',
  exported: ['kind', 'recipient', 'subject', 'status', 'language', 'created_at', 'sent_at'],
  kept: ['id', 'recipient_key', 'text_body', 'html_body', 'private_link', 'private_link_for', 'about_id', 'message_id', 'attempts', 'last_error', 'job_id', 'purged_at'],
  // The owner's notifications that quote the address lose their text too (erase.server.ts).
  erase: 'delete',
});

// What arrived for the owner since their last notification: one mail lists it all (ADR 039).
export const OWNER_NOTIFICATION_KINDS = ['enquiry', 'story', 'review'] as const;

export const ownerNotifications = pgTable(
  'owner_notifications',
  {
    id: id(),
    kind: text('kind').$type<(typeof OWNER_NOTIFICATION_KINDS)[number]>().notNull(),
    // The enquiry, story or held review; a row erased (or a review answered) since is left out of the mail.
    itemId: uuid('item_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('owner_notification_kind_known', sql`${t.kind} in (${inList(OWNER_NOTIFICATION_KINDS)})`)],
);
personalData(ownerNotifications, { holds: 'linked', parent: 'contact_submissions, stories (erased with the item)', columns: ['id', 'kind', 'item_id', 'created_at'] });

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

// What /search and the chat assistant look through: articles (both languages), episodes, published
// stories. The text search configurations fold accents (unaccent); see ADR 023.
export const searchDocuments = pgTable(
  'search_documents',
  {
    type: text('type').$type<(typeof SEARCH_TYPES)[number]>().notNull(),
    key: text('key').notNull(),
    locale: text('language').$type<(typeof SEARCH_LOCALES)[number]>().notNull(),
    title: text('title').notNull(),
    /** What the document says it is about (an article's description and summary): ranked below the title, above the body. */
    summary: text('summary').notNull().default(''),
    body: text('body').notNull(),
    url: text('url').notNull(),
    date: timestamp('date', { withTimezone: true }),
    tsv: tsvector('tsv').generatedAlwaysAs(
      sql`setweight(to_tsvector(case when language = 'en' then 'kwento_en'::regconfig else 'kwento_simple'::regconfig end, title), 'A') || setweight(to_tsvector(case when language = 'en' then 'kwento_en'::regconfig else 'kwento_simple'::regconfig end, summary), 'B') || setweight(to_tsvector(case when language = 'en' then 'kwento_en'::regconfig else 'kwento_simple'::regconfig end, body), 'C')`,
    ),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.key, t.locale] }),
    index('search_documents_tsv_idx').using('gin', t.tsv),
    check('search_type_known', sql`${t.type} in (${inList(SEARCH_TYPES)})`),
    check('search_language_known', sql`${t.locale} in (${inList(SEARCH_LOCALES)})`),
  ],
);
personalData(searchDocuments, { holds: 'linked', parent: 'stories (a published story leaves the index before its row goes)', columns: ['type', 'key', 'language', 'title', 'summary', 'body', 'url', 'date', 'tsv', 'updated_at'] });

// Words that mean the same to a visitor searching the site, in either language ("ipon", "savings"):
// a search for one also finds the others. The owner keeps the list (/admin/synonyms).
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: id(),
    /** Lower case, each a word or a short phrase ("uwi for good"). */
    terms: text('terms').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('search_synonyms_terms_idx').on(t.terms),
    check('search_synonyms_count', sql`cardinality(${t.terms}) between 2 and ${sql.raw(String(SYNONYM_LIMITS.terms))}`),
  ],
);
personalData(searchSynonyms, { holds: 'none', why: "the owner's list of words" });

// Questions asked in the chat, without anything that identifies who asked (no address, no cookie).
export const assistantQuestions = pgTable(
  'assistant_questions',
  {
    id: id(),
    question: text('question').notNull(),
    answered: boolean('answered').notNull(),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('assistant_question_length', sql`char_length(${t.question}) between 1 and ${sql.raw(String(CHAT_MAX_LENGTH))}`),
    index('assistant_questions_asked_idx').on(t.askedAt),
  ],
);
personalData(assistantQuestions, { holds: 'anonymous', why: 'questions without anything that identifies who asked; deleted after RETENTION.assistantQuestionMonths' });

// A person's request about the data we hold for their address (docs/decisions/050-privacy-requests.md).
// The address is kept only until the request is carried out (or lapses); then only its hash remains,
// with what was done and when.
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: id(),
    kind: text('kind').$type<PrivacyRequestKind>().notNull(),
    /** The address typed, lower-cased; null once the request is done or lapsed. */
    email: text('email'),
    /** SHA-256 of the lower-cased address: what stays. */
    emailHash: text('email_hash').notNull(),
    state: text('state').$type<PrivacyRequestState>().notNull().default('requested'),
    locale: language(),
    /** A correction: the new name and new address asked for (kept until done). */
    newName: text('new_name'),
    newEmail: text('new_email'),
    /** What was done, for the owner's list: "2 survey answers, 1 enquiry erased". No content. */
    outcome: text('outcome'),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** For a request that needs the owner: the last day to answer (30 working days after confirmation). */
    dueAt: timestamp('due_at', { withTimezone: true }),
  },
  (t) => [
    check('privacy_kind_known', sql`${t.kind} in (${inList(PRIVACY_REQUEST_KINDS)})`),
    check('privacy_state_known', sql`${t.state} in (${inList(PRIVACY_REQUEST_STATES)})`),
    check('privacy_language_known', sql`${t.locale} in (${inList(LOCALES)})`),
    check('privacy_email_length', sql`char_length(${t.email}) between 3 and ${sql.raw(String(LIMITS.email))}`),
    check('privacy_new_email_length', sql`char_length(${t.newEmail}) between 3 and ${sql.raw(String(LIMITS.email))}`),
    check('privacy_new_name_length', sql`char_length(${t.newName}) between 1 and ${sql.raw(String(LIMITS.name))}`),
    index('privacy_requests_created_idx').on(t.createdAt),
  ],
);
personalData(privacyRequests, {
  holds: 'person',
  foundBy: 'email_hash',
  match: 'hash',
  exported: ['kind', 'email', 'state', 'language', 'new_name', 'new_email', 'outcome', 'created_at', 'confirmed_at', 'done_at', 'due_at'],
  kept: ['id', 'email_hash'],
  // The record of what was asked and done stays, without the address.
  erase: { cleared: ['email', 'new_name', 'new_email'] },
});

// The mailed confirmation links of privacy requests: single use, PRIVACY_LINK_MINUTES, only a SHA-256 of each token.
export const privacyLinks = pgTable(
  'privacy_links',
  {
    id: id(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => privacyRequests.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('privacy_links_request_idx').on(t.requestId)],
);
personalData(privacyLinks, { holds: 'linked', parent: 'privacy_requests', columns: ['id', 'request_id', 'token_hash', 'expires_at', 'used_at', 'created_at'] });

// Addresses erased at their owner's request: only SHA-256 of each mailbox's key (recipientKey), so
// nothing is mailed to it again. A db:restore re-applies these (scripts/db-restore.ts).
export const emailSuppressions = pgTable('email_suppressions', {
  keyHash: text('key_hash').primaryKey(),
  /** SHA-256 of the lower-cased address, to find its rows again after a restore. */
  emailHash: text('email_hash').notNull(),
  erasedAt: timestamp('erased_at', { withTimezone: true }).notNull().defaultNow(),
});
personalData(emailSuppressions, { holds: 'none', why: 'only hashes of erased addresses, kept so that nothing is mailed to them again' });

// The owner's articles (ADR 051): one row per article, one version per language (either may be missing).
// The repository's Markdown is only the seed, imported once; `seed_key` is its file name.
export const articles = pgTable('articles', {
  id: id(),
  seedKey: text('seed_key').unique(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const articleVersions = pgTable(
  'article_versions',
  {
    id: id(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    locale: text('language').$type<Locale>().notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    summary: text('summary').notNull().default(''),
    author: text('author'),
    heroImage: text('hero_image'),
    heroWidth: integer('hero_width'),
    heroHeight: integer('hero_height'),
    heroAlt: text('hero_alt'),
    /** The owner's Markdown: the source. */
    body: text('body').notNull().default(''),
    /** `body` rendered and sanitised on save, and as plain text (search, assistant). */
    html: text('html').notNull().default(''),
    plainText: text('plain_text').notNull().default(''),
    rendererVersion: integer('renderer_version').notNull().default(0),
    status: text('status').$type<(typeof ARTICLE_STATUSES)[number]>().notNull().default('draft'),
    /** When it is (or was, or will be) public: the date shown on the page. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Set at the first publication: the slug is fixed from then on. */
    firstPublishedAt: timestamp('first_published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('article_versions_article_language_idx').on(t.articleId, t.locale),
    uniqueIndex('article_versions_language_slug_idx').on(t.locale, t.slug),
    index('article_versions_published_idx').on(t.locale, t.publishedAt.desc()).where(sql`${t.status} = 'published'`),
    index('article_versions_scheduled_idx').on(t.publishedAt).where(sql`${t.status} = 'scheduled'`),
    check('article_language_known', sql`${t.locale} in (${inList(LOCALES)})`),
    check('article_status_known', sql`${t.status} in (${inList(ARTICLE_STATUSES)})`),
    check('article_slug_form', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(${t.slug}) <= ${sql.raw(String(ARTICLE_LIMITS.slug))}`),
    check('article_dated_when_public', sql`${t.status} not in ('published', 'scheduled') or ${t.publishedAt} is not null`),
    check(
      'article_lengths',
      sql`char_length(${t.title}) between 1 and ${sql.raw(String(ARTICLE_LIMITS.title))}
        and char_length(${t.description}) <= ${sql.raw(String(ARTICLE_LIMITS.description))}
        and char_length(${t.summary}) <= ${sql.raw(String(ARTICLE_LIMITS.summary))}
        and coalesce(char_length(${t.author}), 0) <= ${sql.raw(String(ARTICLE_LIMITS.author))}
        and coalesce(char_length(${t.heroAlt}), 0) <= ${sql.raw(String(ARTICLE_LIMITS.heroAlt))}
        and char_length(${t.body}) <= ${sql.raw(String(ARTICLE_LIMITS.body))}`,
    ),
  ],
);

// A slug a version had before it changed: the old address answers 301 to the new one.
export const articleSlugRedirects = pgTable(
  'article_slug_redirects',
  {
    locale: text('language').$type<Locale>().notNull(),
    slug: text('slug').notNull(),
    versionId: uuid('version_id')
      .notNull()
      .references(() => articleVersions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.slug] })],
);

// The last versions of an article's text in one language, kept on every save and publication so the
// owner can look back and restore one (the code keeps the newest 25 per language).
export const articleRevisions = pgTable(
  'article_revisions',
  {
    id: id(),
    versionId: uuid('version_id')
      .notNull()
      .references(() => articleVersions.id, { onDelete: 'cascade' }),
    /** What made it: 'save' or 'publish' (a schedule counts as a publication). */
    reason: text('reason').notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull(),
    summary: text('summary').notNull(),
    author: text('author'),
    heroAlt: text('hero_alt'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('article_revisions_version_idx').on(t.versionId, t.createdAt.desc()), check('article_revision_reason_known', sql`${t.reason} in ('save', 'publish')`)],
);
personalData(articles, { holds: 'none', why: "the owner's articles" });
personalData(articleVersions, { holds: 'none', why: "the owner's articles" });
personalData(articleSlugRedirects, { holds: 'none', why: "the owner's articles' old addresses" });
personalData(articleRevisions, { holds: 'none', why: "the owner's earlier texts of an article" });

// The weekly digest (docs/decisions/052-weekly-digest.md): one row per address (case-insensitive), in
// the reader's language, with the consent as it was given.
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: id(),
    email: text('email').notNull(),
    locale: language(),
    state: text('state').$type<NewsletterState>().notNull().default('pending'),
    source: text('source').$type<NewsletterSource>().notNull(),
    /** The words the reader saw where they asked, in their language, and their version (src/features/newsletter/consent.server.ts). */
    consentText: text('consent_text').notNull(),
    consentVersion: text('consent_version').notNull(),
    /** When the reader pressed the mailed button: the consent's time. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_email_key').on(sql`lower(${t.email})`),
    index('newsletter_subscriptions_sending_idx').on(t.locale, t.id).where(sql`${t.state} = 'confirmed'`),
    check('newsletter_state_known', sql`${t.state} in (${inList(NEWSLETTER_STATES)})`),
    check('newsletter_source_known', sql`${t.source} in (${inList(NEWSLETTER_SOURCES)})`),
    check('newsletter_language_known', sql`${t.locale} in (${inList(LOCALES)})`),
    check('newsletter_email_length', sql`char_length(${t.email}) between 3 and ${sql.raw(String(LIMITS.email))}`),
  ],
);
personalData(newsletterSubscriptions, {
  holds: 'person',
  foundBy: 'email',
  match: 'address',
  exported: ['email', 'language', 'state', 'source', 'consent_text', 'consent_version', 'confirmed_at', 'unsubscribed_at', 'created_at'],
  kept: ['id', 'updated_at'],
  erase: 'delete',
});

export const NEWSLETTER_LINK_PURPOSES = ['confirm', 'unsubscribe'] as const;

// The subscription's private links (confirm; unsubscribe, one per digest sent), made as the mail is
// handed to the mail server (ADR 039). Only a SHA-256 of each token is stored.
export const newsletterLinks = pgTable(
  'newsletter_links',
  {
    id: id(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<(typeof NEWSLETTER_LINK_PURPOSES)[number]>().notNull(),
    /** The digest that carried an unsubscribe link: the owner sees who left after which digest. */
    digestId: uuid('digest_id'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('newsletter_links_subscription_idx').on(t.subscriptionId),
    index('newsletter_links_digest_idx').on(t.digestId),
    check('newsletter_link_purpose_known', sql`${t.purpose} in (${inList(NEWSLETTER_LINK_PURPOSES)})`),
  ],
);
personalData(newsletterLinks, { holds: 'linked', parent: 'newsletter_subscriptions', columns: ['id', 'subscription_id', 'purpose', 'digest_id', 'token_hash', 'expires_at', 'used_at', 'created_at'] });

// Each digest sent, per language: what it listed (no addresses). Its mails are the outbox rows about it.
export const newsletterDigests = pgTable(
  'newsletter_digests',
  {
    id: id(),
    locale: text('language').$type<Locale>().notNull(),
    subject: text('subject').notNull(),
    /** What it covered: what was published after `since` and up to `until`. */
    since: timestamp('since', { withTimezone: true }).notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
    items: integer('items').notNull(),
    recipients: integer('recipients').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('newsletter_digests_language_idx').on(t.locale, t.createdAt.desc()), check('newsletter_digest_language_known', sql`${t.locale} in (${inList(LOCALES)})`)],
);
personalData(newsletterDigests, { holds: 'none', why: 'what each digest listed and to how many; no addresses' });

// The owner's choices for the digest: one row. Times are read in site_settings.owner_time_zone.
export const newsletterSettings = pgTable(
  'newsletter_settings',
  {
    id: integer('id').primaryKey().default(1),
    paused: boolean('paused').notNull().default(false),
    /** 0 Sunday … 6 Saturday, in the owner's time zone. */
    weekday: integer('weekday').notNull().default(5),
    hour: integer('hour').notNull().default(18),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('newsletter_settings_one_row', sql`${t.id} = 1`),
    check('newsletter_settings_weekday', sql`${t.weekday} between 0 and 6`),
    check('newsletter_settings_hour', sql`${t.hour} between 0 and 23`),
  ],
);
personalData(newsletterSettings, { holds: 'none', why: "the owner's settings of the digest" });
