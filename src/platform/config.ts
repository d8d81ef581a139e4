import path from 'node:path';
import { z } from 'astro/zod';
import { RETENTION } from './limits.ts';

// Every setting is read through this schema, from the environment: the start script, the CLI scripts,
// the built site and `astro.config.ts` (SITE_URL) share one validated source (ADR 004, ADR 029).
const flag = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');
const flagOn = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((v) => v !== '0' && v !== 'false');

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(4321),
  HOST: z.string().min(1).default('localhost'),
  SITE_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:4321'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  // Migrations and extensions run as this role; the site connects as DATABASE_URL's (ADR 042).
  DATABASE_ADMIN_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FILE: z.string().min(1).optional(),
  RATE_LIMIT_DISABLED: flag,
  TRUST_PROXY: flag,
  YOUTUBE_API_KEY: z.string().min(1).optional(),
  YOUTUBE_CHANNEL_ID: z.string().regex(/^[\w-]{10,40}$/, 'a channel id such as UCxxxxxxxxxxxxxxxxxxxxxx').optional(),
  YOUTUBE_API_URL: z.url().default('https://www.googleapis.com/youtube/v3'),
  YOUTUBE_FEED_URL: z.url().default('https://www.youtube.com/feeds/videos.xml'),
  PODCAST_RSS_URL: z.url().optional(),
  MEDIA_SYNC_CRON: z.string().min(9).default('*/30 * * * *'),
  // Off: this process only queues jobs, and `npm run worker` (another process) runs them.
  JOBS_IN_PROCESS: flagOn,
  // E-mail: without SMTP_URL messages stay in the owner's outbox, marked "not sent".
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).max(200).optional(),
  OWNER_EMAIL: z.email().optional(),
  // Retries of a failed send: first after this delay, then doubling up to an hour, this many times (≈ 35 h).
  EMAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  EMAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(1000).default(40),
  // The outbox keeps each message's text this many days after sending, then only who, what and when.
  EMAIL_BODY_DAYS: z.coerce.number().int().min(1).max(3650).default(RETENTION.emailBodyDays),
  // The owner gets at most one notification per this many seconds, listing everything that arrived.
  OWNER_NOTIFICATION_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  // How long the e-book download link in the e-mail works; the pages and the e-mail say so.
  EBOOK_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  // The weekly digest (ADR 052): how many digest mails are handed to the mail server per second, and
  // the mailto: of its List-Unsubscribe header (default: OWNER_EMAIL, else the sender's address).
  NEWSLETTER_RATE_PER_SECOND: z.coerce.number().min(0.1).max(1000).default(5),
  NEWSLETTER_UNSUBSCRIBE_MAILTO: z.email().optional(),
  // Pictures (the owner's photos, the videos' thumbnails) in an S3-compatible bucket instead of
  // DATA_DIR/media (ADR 054): the bucket's address, path-style (`https://host/bucket`), and its keys.
  MEDIA_S3_URL: z.url({ protocol: /^https?$/ }).optional(),
  MEDIA_S3_REGION: z.string().min(1).max(64).default('us-east-1'),
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).max(256).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).max(256).optional(),
  // The keys for the owner's session cookies, TOTP secrets and links are derived from it (ADR 042).
  // Unset: generated once into DATA_DIR/auth-secret. Several app instances must share one value.
  AUTH_SECRET: z.string().min(32, 'at least 32 characters (e.g. `openssl rand -base64 48`)').optional(),
  // The owner area shows dates and counts "today" in this IANA time zone.
  ADMIN_TIME_ZONE: z
    .string()
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'an IANA time zone such as Asia/Manila or UTC')
    .default('UTC'),
});

export type Config = z.infer<typeof ConfigSchema>;

export type Environment = Record<string, string | undefined>;

function parseWith<T>(schema: z.ZodType<T>, env: Environment): T {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

/** Validates `env` against the schema; throws with every problem listed. */
export const parseConfig = (env: Environment): Config =>
  parseWith(
    ConfigSchema.superRefine((c, ctx) => {
      for (const key of ['MEDIA_S3_ACCESS_KEY_ID', 'MEDIA_S3_SECRET_ACCESS_KEY'] as const) {
        if (c.MEDIA_S3_URL && !c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required with MEDIA_S3_URL' });
      }
    }),
    env,
  );

/** SITE_URL alone, validated as the site validates it: the build needs no other setting. */
export const parseSiteUrl = (env: Environment): string => parseWith(ConfigSchema.pick({ SITE_URL: true }), env).SITE_URL;

const SETTINGS = Object.keys(ConfigSchema.shape);
let parsedFor: string | undefined;
let current: Config | undefined;

/**
 * This process's configuration, from its environment. It is parsed once and reused for as long as
 * none of its variables changes: nothing here writes to the environment, and a test that sets a
 * variable sees it on the next call without loading modules again.
 */
export function config(): Config {
  const key = JSON.stringify(SETTINGS.map((name) => process.env[name]));
  if (key !== parsedFor || !current) {
    current = parseConfig(process.env);
    parsedFor = key;
  }
  return current;
}

export const dataDir = () => path.resolve(config().DATA_DIR);
