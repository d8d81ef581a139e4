import path from 'node:path';
import { z } from 'astro/zod';

// Configuration is read here, once, from the environment, so the start script, CLI scripts and
// the built site share one validated source (see docs/decisions/004-configuration.md).
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
  SITE_URL: z.url().default('http://localhost:4321'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
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
  // Signs the owner's session cookies and encrypts TOTP secrets. Unset: generated once into
  // DATA_DIR/auth-secret. Several app instances must share one value.
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

let cached: Config | undefined;

export function config(): Config {
  if (!cached) {
    const parsed = ConfigSchema.safeParse(process.env);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
      throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
    }
    cached = parsed.data;
  }
  return cached;
}

export const dataDir = () => path.resolve(config().DATA_DIR);

/** Points this process (and the built site it imports) at the database that was just opened. */
export function useDatabaseUrl(url: string) {
  process.env['DATABASE_URL'] = url;
  if (cached) cached = { ...cached, DATABASE_URL: url };
}
