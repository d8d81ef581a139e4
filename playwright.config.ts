import { defineConfig, devices } from '@playwright/test';
import { browserPath, CHROMIUM_FLAGS, TEST_BROWSER } from './tests/e2e/chromium.ts';
import {
  E2E_DATA_DIR,
  E2E_LOG_FILE,
  E2E_MAIL_DIR,
  E2E_MEDIA_ENV,
  E2E_PORT,
  E2E_SITE_URL,
  FAKE_MEDIA_PORT,
  FAKE_SMTP_PORT,
} from './tests/e2e/support/e2e-server.ts';

const MEDIA_SPEC = 'media.spec.ts';
const LOGS_SPEC = 'logs.spec.ts';
/** Requests only, no page: once is enough. */
const HTTP_SPECS = ['naughty-strings.spec.ts', 'concurrent-submissions.spec.ts'];
const executablePath = browserPath(TEST_BROWSER);

const desktop = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
};

export default defineConfig({
  testDir: 'tests/e2e',
  // Not test-results itself, which Playwright empties when it starts: npm test keeps the other suites' reports there.
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  // Three browsers on two cores: a test waiting on the site, a timer or the mail server leaves its core to another.
  workers: 3,
  retries: 0,
  forbidOnly: true,
  reporter: process.env['CI'] ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL: E2E_SITE_URL,
    // Recording traces costs about a tenth of the suite's time; `npx playwright test --trace on` records them.
    trace: 'off',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    // First: the owner whose session the specs about the owner's area share.
    { name: 'owner', testMatch: 'owner.setup.ts' },
    // Every test once at desktop width, but those about a phone only (tests/e2e/support/widths.ts).
    { name: 'desktop', use: desktop, testIgnore: [MEDIA_SPEC, LOGS_SPEC, ...HTTP_SPECS], grepInvert: /@phone-only/, dependencies: ['owner'] },
    // Again at phone width, only the tests about layout and touch: tagged @phone or @phone-only.
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 740 } },
      testIgnore: [MEDIA_SPEC, LOGS_SPEC, ...HTTP_SPECS],
      grep: /@phone/,
      dependencies: ['owner'],
    },
    // After the pages: its hundreds of posts fill the outbox and the owner's lists, which the specs
    // about mail and those lists, running beside it, would wait behind.
    { name: 'http', testMatch: HTTP_SPECS, dependencies: ['desktop', 'mobile'] },
    // Once only: the media spec's tests that only read, beside the pages.
    { name: 'media', use: desktop, testMatch: MEDIA_SPEC, grepInvert: /@media-changes/, dependencies: ['owner'] },
    // Its tests that change the stored videos and episodes (one empties the tables), one after another
    // once no other spec shows them, beside the `http` project.
    {
      name: 'media-changes',
      use: desktop,
      testMatch: MEDIA_SPEC,
      grep: /@media-changes/,
      fullyParallel: false,
      dependencies: ['desktop', 'mobile', 'media'],
    },
    // Last: reads what the site logged during all the others.
    { name: 'logs', testMatch: LOGS_SPEC, dependencies: ['desktop', 'mobile', 'media', 'media-changes', 'http'] },
  ],
  webServer: [
    {
      command: 'node tests/fakes/serve-media.ts',
      url: `http://127.0.0.1:${FAKE_MEDIA_PORT}/__fake/state`,
      reuseExistingServer: false,
      env: { FAKE_MEDIA_PORT: String(FAKE_MEDIA_PORT) },
    },
    {
      command: 'node tests/fakes/serve-smtp.ts',
      port: FAKE_SMTP_PORT,
      reuseExistingServer: false,
      env: { FAKE_SMTP_PORT: String(FAKE_SMTP_PORT), FAKE_SMTP_DIR: E2E_MAIL_DIR },
    },
    {
      command: `rm -rf '${E2E_DATA_DIR}' '${E2E_LOG_FILE}' && node scripts/start.ts`,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      url: `${E2E_SITE_URL}/healthz`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(E2E_PORT),
        HOST: 'localhost',
        DATA_DIR: E2E_DATA_DIR,
        SITE_URL: E2E_SITE_URL,
        TRUST_PROXY: '1',
        LOG_LEVEL: 'info',
        LOG_FILE: E2E_LOG_FILE,
        SMTP_URL: `smtp://127.0.0.1:${FAKE_SMTP_PORT}`,
        // A refused recipient is given up on at once, so the owner's outbox shows it dead with "Retry".
        EMAIL_RETRY_LIMIT: '0',
        ...E2E_MEDIA_ENV,
      },
    },
  ],
});
