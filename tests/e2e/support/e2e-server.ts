import os from 'node:os';
import path from 'node:path';
import { FAKE_API_KEY, FAKE_CHANNEL_ID } from '../../fakes/fixtures/youtube.ts';

/**
 * The e2e server's data directory, wiped before each run. Under the system temp folder so the
 * embedded PostgreSQL's own user can always reach it, wherever the project is checked out.
 * KWENTO_E2E_DATA_DIR, KWENTO_E2E_PORT and KWENTO_FAKE_MEDIA_PORT let a second run go alongside this one.
 */
export const E2E_DATA_DIR = path.resolve(process.env['KWENTO_E2E_DATA_DIR'] ?? path.join(os.tmpdir(), 'kwento-e2e'));

/** Everything the e2e site logs, read by logs.spec.ts after every other test has run. */
export const E2E_LOG_FILE = `${E2E_DATA_DIR}.log`;

/** Where Playwright serves the site; `npm test` builds for this address so canonical links match. */
export const E2E_PORT = Number(process.env['KWENTO_E2E_PORT'] ?? 4399);
export const E2E_SITE_URL = `http://localhost:${E2E_PORT}`;

/**
 * The fake SMTP server (tests/fakes/serve-smtp.ts) the e2e site sends its mail to; each mail it
 * accepts is a file in E2E_MAIL_DIR, the recipients' mailboxes (support/mailbox.ts).
 * KWENTO_FAKE_SMTP_PORT moves it; by default it sits 1000 above the fake media server.
 */
export const E2E_MAIL_DIR = `${E2E_DATA_DIR}-mail`;

/** The fake YouTube API and RSS server (tests/fakes/serve-media.ts) the e2e site syncs from. */
export const FAKE_MEDIA_PORT = Number(process.env['KWENTO_FAKE_MEDIA_PORT'] ?? 4398);
export const FAKE_SMTP_PORT = Number(process.env['KWENTO_FAKE_SMTP_PORT'] ?? FAKE_MEDIA_PORT + 1000);
const fake = `http://127.0.0.1:${FAKE_MEDIA_PORT}`;
export const E2E_MEDIA_ENV = {
  YOUTUBE_API_KEY: FAKE_API_KEY,
  YOUTUBE_CHANNEL_ID: FAKE_CHANNEL_ID,
  YOUTUBE_API_URL: `${fake}/youtube/v3`,
  PODCAST_RSS_URL: `${fake}/podcast/feed.xml`,
};
