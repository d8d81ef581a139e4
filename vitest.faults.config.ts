import { defineConfig } from 'vitest/config';

// `npm run test:faults`: the built site started as child processes (see tests/faults/), with its
// database, mail server and media sources failing under it. One file at a time: each starts its own
// sites and PostgreSQL, and the time bounds they assert need the machine's two cores.
export default defineConfig({
  test: {
    include: ['tests/faults/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    globalSetup: ['tests/faults/support/global-setup.ts'],
    hookTimeout: 180_000,
    testTimeout: 240_000,
  },
});
