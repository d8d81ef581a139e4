// Starting the real built site for a fault test, and putting everything back afterwards.
import fs from 'node:fs';
import path from 'node:path';
import { launchSite, type RunningSite } from '../../../scripts/bench/site.ts';
import { stopPostgres } from './postgres.ts';

/** Every folder this suite makes starts with this (global setup removes leftovers of a killed run). */
export const FAULTS_TMP_PREFIX = process.env['KWENTO_FAULTS_TMP_PREFIX'] ?? '/tmp/kwento-faults-';

export interface FaultSite extends RunningSite {
  logFile: string;
  /** The last lines the site logged, for failure messages. */
  logTail(lines?: number): string;
}

export interface FaultSiteOptions {
  /** 4600–4699. */
  port: number;
  dataDir: string;
  env?: Record<string, string>;
}

/** `node scripts/start.ts` on 127.0.0.1, behind a trusted proxy (tests give each visitor an address). */
export async function startFaultSite({ port, dataDir, env = {} }: FaultSiteOptions): Promise<FaultSite> {
  const logFile = path.join(dataDir, `site-${port}.log`);
  const site = await launchSite({
    port,
    host: '127.0.0.1',
    dataDir,
    logFile,
    env: { TRUST_PROXY: '1', LOG_LEVEL: 'warn', ...env },
  });
  return {
    ...site,
    logFile,
    logTail: (lines = 30) =>
      fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n') : '',
  };
}

/** Steps run last-in first-out, each one whatever happened to the others. */
export class Teardown {
  private readonly steps: (() => unknown)[] = [];

  add(step: () => unknown): void {
    this.steps.push(step);
  }

  /** A fresh data directory, removed at teardown after any PostgreSQL left on it is stopped. */
  dataDir(name: string): string {
    const dir = fs.mkdtempSync(`${FAULTS_TMP_PREFIX}${name}-`);
    this.add(async () => {
      await stopPostgres(dir);
      if (process.env['KWENTO_FAULTS_KEEP'] !== '1') fs.rmSync(dir, { recursive: true, force: true });
    });
    return dir;
  }

  /** Starts a site that is stopped (SIGTERM) at teardown, if it still runs. */
  async site(options: FaultSiteOptions): Promise<FaultSite> {
    const site = await startFaultSite(options);
    this.add(() => site.stop());
    return site;
  }

  async run(): Promise<void> {
    for (const step of this.steps.splice(0).reverse()) {
      try {
        await step();
      } catch (error) {
        console.warn(`teardown step failed: ${(error as Error).message}`);
      }
    }
  }
}
