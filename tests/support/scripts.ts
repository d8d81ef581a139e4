// The repository's command-line scripts (`npm run db:backup`, `admin:backup-codes`, …) run as an operator
// runs them, with this Node, against the database of the test's environment.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** The repository's root, where `npm run` runs the scripts. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * How long a test that runs scripts may take. Each run is a Node start that loads the server's modules:
 * a few seconds alone, but beside the other suites of `npm test` three or four runs have taken over 60 s.
 */
export const SCRIPT_RUNS_TIMEOUT = 180_000;

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Both, standard output first. */
  out: string;
}

/** `node scripts/<script>.ts …args` from the repository's root, its log silent; `input` is its standard input. */
export function runScript(script: string, args: string[] = [], { input, timeout }: { input?: string; timeout?: number } = {}): ScriptRun {
  const result = spawnSync(process.execPath, [`scripts/${script}.ts`, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    ...(input === undefined ? {} : { input }),
    ...(timeout === undefined ? {} : { timeout }),
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr, out: `${result.stdout}${result.stderr}` };
}
