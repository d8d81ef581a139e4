import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  EBOOK_SOURCES,
  ENQUIRY_STATUSES,
  LIMITS,
  SERVICE_VALUES,
  STORY_STATUSES,
} from '../../lib/limits.ts';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
// A client-generated id per form render: a double submit stores one row.
const submissionId = () => uuid('submission_id').notNull().unique();
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

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
    hidden: boolean('hidden').notNull().default(false),
    submissionId: submissionId(),
    createdAt: createdAt(),
  },
  (t) => [
    check('survey_rating_range', sql`${t.rating} between 1 and 5`),
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

export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    service: text('service').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().default('new'),
    submissionId: submissionId(),
    createdAt: createdAt(),
  },
  (t) => [
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

export const ebookSignups = pgTable(
  'ebook_signups',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name'),
    listType: text('list_type').notNull().default('ebook'),
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ebook_signups_email_key').on(sql`lower(${t.email})`),
    check('ebook_source_known', sql`${t.source} in (${inList(EBOOK_SOURCES)})`),
    check('ebook_email_length', sql`char_length(${t.email}) between 3 and ${sql.raw(String(LIMITS.email))}`),
    check('ebook_name_length', sql`char_length(${t.name}) between 1 and ${sql.raw(String(LIMITS.name))}`),
  ],
);

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
    submissionId: submissionId(),
    createdAt: createdAt(),
  },
  (t) => [
    check('story_consent_given', sql`${t.consent}`),
    check('story_status_known', sql`${t.status} in (${inList(STORY_STATUSES)})`),
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

// Shape required by rate-limiter-flexible's PostgreSQL store (created here, not by the library).
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

export const youtubeVideos = pgTable('youtube_videos', {
  videoId: text('video_id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  thumbnailUrl: text('thumbnail_url'),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  duration: text('duration'),
  durationSeconds: integer('duration_seconds'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const spotifyEpisodes = pgTable('spotify_episodes', {
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
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
});
