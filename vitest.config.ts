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
    // Four files at a time on two cores: these tests spend most of their time waiting on PostgreSQL, mail
    // and job timers, not computing (four took 215 s here where two took 320 s, every test passing).
    maxWorkers: 4,
    // Worker threads rather than processes: every file still gets fresh modules, at a tenth less CPU.
    pool: 'threads',
    hookTimeout: 60_000,
    testTimeout: 60_000,
  },
});
