import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface RunningSite {
  url: string;
  dataDir: string;
  /** The app's process id (`node scripts/start.ts`). */
  pid: number;
  /** SIGTERM, then waits for the exit; a data directory this helper created is removed. */
  stop(): Promise<void>;
  /** Sends `signal` and waits for the exit; the data directory stays (for a restart on it). */
  kill(signal: NodeJS.Signals): Promise<void>;
}

export interface SiteOptions {
  port: number;
  env?: Record<string, string>;
  /** Where the database lives. Default: a fresh temporary folder, removed by stop(). */
  dataDir?: string;
  /** Default `localhost`. */
  host?: string;
  /** Appends the site's output to this file instead of this process's output. */
  logFile?: string;
  startTimeoutMs?: number;
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Starts the production build (`node scripts/start.ts`) and waits until /healthz answers 200. */
export async function launchSite(options: SiteOptions): Promise<RunningSite> {
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'kwento-bench-'));
  const host = options.host ?? 'localhost';
  const url = `http://${host}:${options.port}`;
  const logFd = options.logFile ? openSync(options.logFile, 'a') : undefined;
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: host,
      DATA_DIR: dataDir,
      SITE_URL: url,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', logFd ?? 'inherit', logFd ?? 'inherit'],
  });
  if (logFd !== undefined) closeSync(logFd);
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const waitForExit = async (signal: NodeJS.Signals) => {
    if (exited(child)) return;
    child.kill(signal);
    await exit;
  };
  const deadline = Date.now() + (options.startTimeoutMs ?? 120_000);
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline || exited(child)) {
      await waitForExit('SIGKILL');
      const tail = options.logFile ? `\n${readFileSync(options.logFile, 'utf8').split('\n').slice(-20).join('\n')}` : '';
      throw new Error(`the site did not start on ${url}${tail}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    pid: child.pid!,
    async stop() {
      await waitForExit('SIGTERM');
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    kill: waitForExit,
  };
}

/** Starts the production build (`npm start`) on a free port with a throw-away database. */
export function startSite(port: number, env: Record<string, string> = {}): Promise<RunningSite> {
  return launchSite({ port, env });
}
