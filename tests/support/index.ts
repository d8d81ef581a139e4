// The one support module of the integration, end-to-end and fault tests. Besides it, a suite imports
// only tests/fakes, tests/factories.ts, tests/fixtures and src (and its own support folder, for what
// only that suite uses): never another suite's files.
export * from './clients.ts';
export * from './forms.ts';
export * from './owner.ts';
export * from './poll.ts';
export * from './events.ts';
export * from './scripts.ts';
