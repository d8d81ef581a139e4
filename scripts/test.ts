// `npm test`: the lock file, types and lint, a fresh production build, unit and integration tests (with the
// slowest fault test beside them), the end-to-end suite in Chromium, then the other fault tests
// (`npm run test:faults`, with Caddy in front of the site for the HTTPS one) against that build. Ends with one line "N passed, N failed" summing every suite.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { E2E_SITE_URL } from '../tests/e2e/support/e2e-server.ts';

interface Step {
  name: string;
  cmd: string[];
  counts?: () => { passed: number; failed: number; skipped?: number };
  env?: Record<string, string>;
  /** Run at the same time as this step, its output kept in test-results/<name>.log and printed after it. */
  beside?: Step;
}

const json = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
// A skipped Vitest test is one that cannot run here and said why (the first-run test needs root).
const vitestCounts = (file: string) => {
  const r = json(file);
  return { passed: r.numPassedTests, failed: r.numFailedTests + r.numTodoTests, skipped: r.numPendingTests };
};

const faults = (...args: string[]) => ['npx', 'vitest', 'run', '--config', 'vitest.faults.config.ts', '--reporter=default', '--reporter=json', ...args];
// The two-instance fault test spends its three and a half minutes waiting for a schedule to come round,
// so it waits beside the unit and integration tests rather than after everything else.
const TWO_INSTANCES = 'tests/faults/two-instances.test.ts';

const steps: Step[] = [
  // `npm ci` (a fresh clone, the Docker image) refuses a lock file that lacks any package npm would
  // install on some platform; `npm install` writes such a file without a word when the registry
  // cannot serve one of them.
  { name: 'lock file', cmd: ['npm', 'ci', '--dry-run', '--no-audit', '--no-fund', '--loglevel=error'] },
  { name: 'types', cmd: ['npx', 'astro', 'check'] },
  { name: 'lint', cmd: ['npx', 'eslint', '.'] },
  // Before the unit tests: the fault test beside them starts the built site.
  { name: 'build', cmd: ['npx', 'astro', 'build'], env: { SITE_URL: E2E_SITE_URL } },
  {
    name: 'unit and integration',
    cmd: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest.json'],
    counts: () => vitestCounts('test-results/vitest.json'),
    beside: {
      name: 'two-instances',
      cmd: faults('--outputFile=test-results/two-instances.json', TWO_INSTANCES),
      counts: () => vitestCounts('test-results/two-instances.json'),
    },
  },
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
    cmd: faults('--outputFile=test-results/faults.json', `--exclude=${TWO_INSTANCES}`),
    counts: () => vitestCounts('test-results/faults.json'),
  },
];

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results');
/** How long each step took, printed at the end: where the time of a run goes. */
const took: string[] = [];
let passed = 0;
let failed = 0;
let skipped = 0;
const summary = () => `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
const envOf = (step: Step) => ({ ...process.env, CI: '1', ...step.env });
const seconds = (since: number) => `${Math.round((performance.now() - since) / 1000)} s`;

/** Adds the step's tests to the totals; false when the step failed. */
function tally(step: Step, status: number | null): boolean {
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
  if (status === 0) return true;
  if (!counted || failed === 0) failed += 1;
  console.error(`✖ ${step.name} failed`);
  return false;
}

/** Starts a step in the background, its output to its log file; resolves with its exit status. Its time
 * is not listed: it takes none of the run's own, and its report says how long it ran. */
function startBeside(step: Step): Promise<number | null> {
  const log = openSync(`test-results/${step.name}.log`, 'w');
  const child = spawn(step.cmd[0]!, step.cmd.slice(1), { stdio: ['ignore', log, log], env: envOf(step) });
  return new Promise((resolve) => {
    child.on('error', () => resolve(null));
    child.on('close', resolve);
  });
}

for (const step of steps) {
  console.log(`\n▶ ${step.name}: ${step.cmd.join(' ')}`);
  const beside = step.beside && { step: step.beside, exit: startBeside(step.beside) };
  if (beside) console.log(`  and beside it, ${beside.step.name}: ${beside.step.cmd.join(' ')}`);
  const started = performance.now();
  const result = spawnSync(step.cmd[0]!, step.cmd.slice(1), { stdio: 'inherit', env: envOf(step) });
  took.push(`${step.name} ${seconds(started)}`);
  let ok = tally(step, result.status);
  if (beside) {
    const status = await beside.exit;
    console.log(`\n▶ ${beside.step.name}, run beside ${step.name}:\n${readFileSync(`test-results/${beside.step.name}.log`, 'utf8')}`);
    ok = tally(beside.step, status) && ok;
  }
  if (!ok) {
    console.log(`\n${took.join(', ')}\n${summary()}`);
    process.exit(1);
  }
}
console.log(`\n${took.join(', ')}\n${summary()}`);
