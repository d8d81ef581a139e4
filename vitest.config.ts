import { defineConfig } from 'vitest/config';

// Plain Vitest, not Astro's getViteConfig: the modules under test import no astro: virtual modules.
export default defineConfig({
  test: {
    environment: 'node',
    // The server's logger is made when first imported; tests that read log lines catch them themselves.
    env: { LOG_LEVEL: 'silent' },
    // Four files at a time on two cores: these tests spend most of their time waiting on PostgreSQL, mail
    // and job timers, not computing (four took 215 s here where two took 320 s, every test passing).
    maxWorkers: 4,
    // Worker threads rather than processes: every file still gets fresh modules, at a tenth less CPU.
    pool: 'threads',
    hookTimeout: 60_000,
    testTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'eslint/**/*.test.ts', 'build/**/*.test.ts'],
          exclude: ['src/**/*.db.test.ts'],
          // The files of one worker share the modules they load: 30 core-seconds for the project instead
          // of 43. Without a database no module holds state one file leaves for the next; every test
          // passed with the files shuffled four ways (--sequence.shuffle.files).
          isolate: false,
        },
      },
      {
        // The tests that use PostgreSQL: the integration tests, and the unit tests named *.db.test.ts.
        // One server for the run; every file gets its own database, cloned from a migrated template
        // (creating and dropping one costs about 0.4 CPU-seconds, spared the files that need none).
        extends: true,
        test: {
          name: 'database',
          include: ['tests/integration/**/*.test.ts', 'src/**/*.db.test.ts'],
          globalSetup: ['tests/setup/global-db.ts'],
          setupFiles: ['tests/setup/database.ts'],
        },
      },
    ],
  },
});
