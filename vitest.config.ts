import { defineConfig } from 'vitest/config';

// Plain Vitest, not Astro's getViteConfig: the modules under test import no astro: virtual modules.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'eslint/**/*.test.ts', 'build/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    // The server's logger is made when first imported; tests that read log lines catch them themselves.
    env: { LOG_LEVEL: 'silent' },
    // One PostgreSQL for the run; every test file gets its own database cloned from a migrated template.
    globalSetup: ['tests/setup/global-db.ts'],
    setupFiles: ['tests/setup/database.ts'],
    // Two files at a time: Vitest's default is one fewer than the cores, one on a two-core machine, and
    // these tests spend much of their time waiting on PostgreSQL, mail and timers (three contend for the database).
    maxWorkers: 2,
    hookTimeout: 60_000,
    testTimeout: 60_000,
  },
});
