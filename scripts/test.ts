// `npm test`: the lock file and a fresh production build, then at once the end-to-end suite in Chromium,
// types, lint, the unit and integration tests and the fault tests (`npm run test:faults`, with Caddy in
// front of the site for the HTTPS one). Ends with one line "N passed, N failed" summing every suite.
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { setPriority } from 'node:os';
import { relative } from 'node:path';
import { E2E_SITE_URL } from '../tests/e2e/support/e2e-server.ts';

interface Step {
  name: string;
  cmd: string[];
  /** The step's tests from its report; the failed ones are named again at the end, where a long run's log is read. */
  report?: () => Report;
  env?: Record<string, string>;
  /** Its scheduling priority, a nice value (0 when unset): -20 first, 19 last. */
  priority?: number;
  /** Run at the same time as this step, each with its output kept in test-results/<name>.log and printed after it. */
  beside?: Step[];
}

interface Report {
  passed: number;
  failed: number;
  skipped?: number;
  failures: string[];
}

const json = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

interface VitestFile {
  name: string;
  assertionResults: { status: string; fullName: string }[];
  message?: string;
}
// A skipped Vitest test is one that cannot run here and said why (the first-run test needs root).
const vitestReport = (file: string): Report => {
  const r = json(file);
  const failures = (r.testResults as VitestFile[]).flatMap((f) => {
    const failedTests = f.assertionResults.filter((t) => t.status === 'failed').map((t) => `${relative('.', f.name)} › ${t.fullName}`);
    // A file that failed before its tests ran (an error on import) has only its message.
    return failedTests.length || !f.message ? failedTests : [`${relative('.', f.name)}: ${f.message.split('\n')[0]}`];
  });
  return { passed: r.numPassedTests, failed: r.numFailedTests + r.numTodoTests, skipped: r.numPendingTests, failures };
};

interface PlaywrightSuite {
  suites?: PlaywrightSuite[];
  specs?: { file: string; title: string; tests: { projectName: string; status: string; results: { errors: { message?: string }[] }[] }[] }[];
}
// Playwright's JSON report: suites within suites, each spec's tests (one a project) with their status.
const playwrightFailures = (suite: PlaywrightSuite): string[] => [
  ...(suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((t) => t.status !== 'expected')
      .map((t) => {
        const error = t.results.flatMap((r) => r.errors)[0]?.message?.split('\n')[0] ?? t.status;
        return `${spec.file} › ${spec.title} [${t.projectName}]: ${error}`;
      }),
  ),
  ...(suite.suites ?? []).flatMap(playwrightFailures),
];
const playwrightReport = (file: string): Report => {
  const { stats, suites } = json(file);
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky + stats.skipped, failures: suites.flatMap(playwrightFailures) };
};

// The fault tests start the site as a production server and time what a visitor sees (an answer within
// 2 s while the database is frozen, say). A production server has its machine to itself; here the other
// suites share the two cores, and a frozen database's "try again" took 2,046 ms in one run. So the fault
// tests go first when they need the cores (which root may grant; otherwise they run at the normal
// priority), and types and lint, which time nothing, go last.
const FIRST = -5;
const LAST = 10;

/** A Vitest run whose JSON report is test-results/<report>.json, and the counts read from it. */
const vitest = (report: string, ...args: string[]): Pick<Step, 'cmd' | 'report'> => ({
  cmd: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=test-results/${report}.json`, ...args],
  report: () => vitestReport(`test-results/${report}.json`),
});
const FAULTS_CONFIG = ['--config', 'vitest.faults.config.ts'];
// The two-instance test, which only waits, runs apart from the other fault tests, which run one file at a time.
const TWO_INSTANCES = 'tests/faults/two-instances.test.ts';

const steps: Step[] = [
  {
    // The fault tests and the end-to-end suite start the built site, one fault test behind Caddy.
    name: 'build',
    cmd: ['npx', 'astro', 'build'],
    env: { SITE_URL: E2E_SITE_URL },
    beside: [
      // `npm ci` (a fresh clone, the Docker image) refuses a lock file that lacks any package npm would
      // install on some platform; `npm install` writes such a file without a word when the registry
      // cannot serve one of them.
      { name: 'lock file', cmd: ['npm', 'ci', '--dry-run', '--no-audit', '--no-fund', '--loglevel=error'] },
    ],
  },
  { name: 'caddy', cmd: ['node', 'scripts/ensure-caddy.ts'] },
  { name: 'chromium', cmd: ['node', 'scripts/ensure-chromium.ts'] },
  {
    // Everything else at once. Each suite alone leaves the two cores idle a good part of the time (the
    // unit and integration tests wait on PostgreSQL, mail and job timers; the fault tests on restarts,
    // schedules and hanging servers; the browser on the site), so one after the other took twice as long.
    name: 'end-to-end',
    cmd: ['npx', 'playwright', 'test'],
    // A larger young generation for its Node processes (the site, the Playwright runner and workers,
    // the scripts the specs run): with V8's default, three specs took 125 core-seconds against 114.
    // Vitest's workers, each a new thread, took more with it (316 against 293 for the suite alone).
    env: { NODE_OPTIONS: [process.env['NODE_OPTIONS'], '--max-semi-space-size=32'].filter(Boolean).join(' ') },
    report: () => playwrightReport('test-results/e2e.json'),
    beside: [
      { name: 'types', cmd: ['npx', 'astro', 'check'], priority: LAST },
      { name: 'lint', cmd: ['npx', 'eslint', '.'], priority: LAST },
      { name: 'unit and integration', ...vitest('vitest') },
      {
        name: 'two-instances',
        ...vitest('two-instances', ...FAULTS_CONFIG, TWO_INSTANCES),
        // Its own folders: each fault run's setup removes the folders left under its prefix.
        env: { KWENTO_FAULTS_TMP_PREFIX: '/tmp/kwento-two-instances-' },
        priority: FIRST,
      },
      {
        name: 'faults',
        ...vitest('faults', ...FAULTS_CONFIG, `--exclude=${TWO_INSTANCES}`),
        priority: FIRST,
      },
    ],
  },
];

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results');
/** How long each step took, printed at the end: where the time of a run goes. */
const took: string[] = [];
const runStarted = performance.now();
let passed = 0;
let failed = 0;
let skipped = 0;
const failures: string[] = [];
const summary = () => `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
const envOf = (step: Step) => ({ ...process.env, CI: '1', ...step.env });
const seconds = (since: number) => `${Math.round((performance.now() - since) / 1000)} s`;
const timings = () => `${took.join(', ')}; ${seconds(runStarted)} in all`;
const ending = () => `${failures.length ? `\nFailed:\n${failures.map((f) => `  ✖ ${f}`).join('\n')}\n` : ''}\n${timings()}\n${summary()}`;

/** Adds the step's tests to the totals; false when the step failed. */
function tally(step: Step, status: number | null): boolean {
  let counted = false;
  if (step.report) {
    try {
      const r = step.report();
      passed += r.passed;
      failed += r.failed;
      skipped += r.skipped ?? 0;
      failures.push(...r.failures);
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

/**
 * Runs a step, its output to the terminal or, for a step run beside another, to its log file; resolves
 * with its exit status and how long it took. Asynchronous, so that each step's end is seen when it comes.
 */
function start(step: Step, output: 'inherit' | number): Promise<{ status: number | null; took: string }> {
  const started = performance.now();
  const child = spawn(step.cmd[0]!, step.cmd.slice(1), { stdio: ['ignore', output, output], env: envOf(step) });
  // Set before npx has started anything: the processes the step starts inherit it.
  if (step.priority && child.pid) {
    try {
      setPriority(child.pid, step.priority);
    } catch {
      // A higher priority is root's to give.
    }
  }
  return new Promise((resolve) => {
    child.on('error', () => resolve({ status: null, took: seconds(started) }));
    child.on('close', (status) => resolve({ status, took: seconds(started) }));
  });
}

for (const step of steps) {
  console.log(`\n▶ ${step.name}: ${step.cmd.join(' ')}`);
  const beside = (step.beside ?? []).map((other) => ({ step: other, exit: start(other, openSync(`test-results/${other.name}.log`, 'w')) }));
  for (const other of beside) console.log(`  and beside it, ${other.step.name}: ${other.step.cmd.join(' ')}`);
  const { status, took: stepTook } = await start(step, 'inherit');
  let ok = tally(step, status);
  const besideTook: string[] = [];
  for (const other of beside) {
    const { status: otherStatus, took: otherTook } = await other.exit;
    console.log(`\n▶ ${other.step.name}, run beside ${step.name}:\n${readFileSync(`test-results/${other.step.name}.log`, 'utf8')}`);
    ok = tally(other.step, otherStatus) && ok;
    besideTook.push(`${other.step.name} ${otherTook}`);
  }
  took.push(`${step.name} ${stepTook}${besideTook.length ? ` (beside it: ${besideTook.join(', ')})` : ''}`);
  if (!ok) {
    console.log(ending());
    process.exit(1);
  }
}
console.log(ending());
