// `npm test`: the lock file, types and lint, unit and integration tests, a fresh production build, the end-to-end
// suite in Chromium, then the fault tests (`npm run test:faults`, with Caddy in front of the site for
// the HTTPS one) against that build. Ends with one line "N passed, N failed" summing every suite.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { E2E_SITE_URL } from '../tests/e2e/support/e2e-server.ts';

interface Step {
  name: string;
  cmd: string[];
  counts?: () => { passed: number; failed: number; skipped?: number };
  env?: Record<string, string>;
}

const json = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
// A skipped Vitest test is one that cannot run here and said why (the first-run test needs root).
const vitestCounts = (file: string) => {
  const r = json(file);
  return { passed: r.numPassedTests, failed: r.numFailedTests + r.numTodoTests, skipped: r.numPendingTests };
};

const steps: Step[] = [
  // `npm ci` (a fresh clone, the Docker image) refuses a lock file that lacks any package npm would
  // install on some platform; `npm install` writes such a file without a word when the registry
  // cannot serve one of them.
  { name: 'lock file', cmd: ['npm', 'ci', '--dry-run', '--no-audit', '--no-fund', '--loglevel=error'] },
  { name: 'types', cmd: ['npx', 'astro', 'check'] },
  { name: 'lint', cmd: ['npx', 'eslint', '.'] },
  {
    name: 'unit and integration',
    cmd: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest.json'],
    counts: () => vitestCounts('test-results/vitest.json'),
  },
  { name: 'build', cmd: ['npx', 'astro', 'build'], env: { SITE_URL: E2E_SITE_URL } },
  { name: 'chromium', cmd: ['node', 'scripts/ensure-chromium.ts'] },
  {
    name: 'end-to-end',
    cmd: ['npx', 'playwright', 'test'],
    counts: () => {
      const s = json('test-results/e2e.json').stats;
      return { passed: s.expected, failed: s.unexpected + s.flaky + s.skipped };
    },
  },
  { name: 'caddy', cmd: ['node', 'scripts/ensure-caddy.ts'] },
  {
    name: 'faults',
    cmd: ['npx', 'vitest', 'run', '--config', 'vitest.faults.config.ts', '--reporter=default', '--reporter=json', '--outputFile=test-results/faults.json'],
    counts: () => vitestCounts('test-results/faults.json'),
  },
];

rmSync('test-results', { recursive: true, force: true });
/** How long each step took, printed at the end: where the time of a run goes. */
const took: string[] = [];
let passed = 0;
let failed = 0;
let skipped = 0;
const summary = () => `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
for (const step of steps) {
  console.log(`\n▶ ${step.name}: ${step.cmd.join(' ')}`);
  const started = performance.now();
  const result = spawnSync(step.cmd[0]!, step.cmd.slice(1), { stdio: 'inherit', env: { ...process.env, CI: '1', ...step.env } });
  took.push(`${step.name} ${Math.round((performance.now() - started) / 1000)} s`);
  let counted = false;
  if (step.counts) {
    try {
      const c = step.counts();
      passed += c.passed;
      failed += c.failed;
      skipped += c.skipped ?? 0;
      counted = true;
    } catch {
      // No report: the step failed before running tests; counted below.
    }
  }
  if (result.status !== 0) {
    if (!counted || (step.counts && failed === 0)) failed += 1;
    console.error(`✖ ${step.name} failed`);
    console.log(`\n${took.join(', ')}\n${summary()}`);
    process.exit(1);
  }
}
console.log(`\n${took.join(', ')}\n${summary()}`);
