import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface RunningSite {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts the production build (`npm start`) on a free port with a throw-away database. */
export async function startSite(port: number, env: Record<string, string> = {}): Promise<RunningSite> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kwento-bench-'));
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.ts'], {
    env: { ...process.env, PORT: String(port), HOST: 'localhost', DATA_DIR: dataDir, SITE_URL: url, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the site did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
