// The embedded PostgreSQL of a running site, seen from outside: its postmaster and children in
// /proc, signals to freeze or stop it, and plain queries through the URL the site itself uses.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { runningDatabaseUrl } from '../../../src/platform/db/embedded.ts';
import { eventually } from '../../support/index.ts';

/** The cluster folder of a site started with DATA_DIR=dataDir (under /tmp the postgres user can reach it). */
export function clusterDir(dataDir: string): string {
  const dir = path.join(dataDir, 'postgres');
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) throw new Error(`no PostgreSQL cluster in ${dir}`);
  return fs.realpathSync(dir);
}

function processState(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
  } catch {
    return undefined;
  }
}

/** Running (a zombie waiting for its parent to reap it counts as gone). */
export const isRunning = (pid: number) => {
  const state = processState(pid);
  return state !== undefined && state !== 'Z' && state !== 'X';
};

function commandLine(pid: number): string[] {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return [];
  }
}

function allPids(): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
}

function childrenOf(pid: number): number[] {
  return allPids().filter((p) => {
    try {
      const stat = fs.readFileSync(`/proc/${p}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
    } catch {
      return false;
    }
  });
}

/** Every PostgreSQL postmaster whose `-D` is this site's cluster (backends do not carry -D). */
export function postmastersOn(dataDir: string): number[] {
  const cluster = clusterDir(dataDir);
  return allPids().filter((pid) => {
    const argv = commandLine(pid);
    if (path.basename(argv[0] ?? '') !== 'postgres' || !isRunning(pid)) return false;
    const d = argv.indexOf('-D');
    const target = d >= 0 ? argv[d + 1] : undefined;
    return target !== undefined && path.resolve(target) === cluster;
  });
}

export function postmasterPid(dataDir: string): number {
  const pid = Number(fs.readFileSync(path.join(clusterDir(dataDir), 'postmaster.pid'), 'utf8').split('\n')[0]);
  if (!pid || !isRunning(pid)) throw new Error(`PostgreSQL is not running on ${dataDir}`);
  return pid;
}

/**
 * SIGSTOP to the postmaster (first, so it forks nothing new) and to every child: the server keeps
 * its sockets but answers nothing, as a hung host does. Returns the function that resumes it.
 */
export function freezePostgres(dataDir: string): () => void {
  const postmaster = postmasterPid(dataDir);
  process.kill(postmaster, 'SIGSTOP');
  const children = childrenOf(postmaster);
  for (const pid of children) process.kill(pid, 'SIGSTOP');
  return () => {
    for (const pid of children) if (isRunning(pid)) process.kill(pid, 'SIGCONT');
    process.kill(postmaster, 'SIGCONT');
  };
}

/** Whether the process and its pid file are gone within `ms`. */
async function waitUntilGone(pid: number, pidFile: string, ms: number): Promise<boolean> {
  try {
    await eventually(`process ${pid} gone`, () => !isRunning(pid) && !fs.existsSync(pidFile), { timeout: ms, interval: 50 });
    return true;
  } catch {
    return !isRunning(pid);
  }
}

/**
 * A fast shutdown (SIGINT, what `pg_ctl stop` sends): sessions are ended, new connections refused.
 * Returns the function that starts the same server again, with the same command line (so the same
 * port), as the same user, detached from this process; unless the site has started it again itself
 * (it does with the PostgreSQL it runs), since only one server may run on a data directory.
 */
export async function shutDownPostgres(dataDir: string): Promise<() => Promise<void>> {
  const cluster = clusterDir(dataDir);
  const pidFile = path.join(cluster, 'postmaster.pid');
  const postmaster = postmasterPid(dataDir);
  const argv = commandLine(postmaster);
  const { uid, gid } = fs.statSync(cluster);
  process.kill(postmaster, 'SIGINT');
  if (!(await waitUntilGone(postmaster, pidFile, 15_000))) throw new Error('PostgreSQL did not shut down within 15 s');
  return async () => {
    if (postmastersOn(dataDir).length === 0) {
      const logFd = fs.openSync(path.join(dataDir, 'postgres.log'), 'a');
      const child = spawn(argv[0]!, argv.slice(1), { uid, gid, detached: true, stdio: ['ignore', logFd, logFd] });
      fs.closeSync(logFd);
      child.unref();
    }
    await eventually('PostgreSQL to start again', () => query(dataDir, 'select 1').then(() => true), { timeout: 30_000 });
  };
}

/** Stops whatever PostgreSQL still runs on this data directory (a test's leftovers). */
export async function stopPostgres(dataDir: string): Promise<void> {
  if (!fs.existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))) return;
  for (const pid of postmastersOn(dataDir)) {
    for (const stopped of [pid, ...childrenOf(pid)]) if (processState(stopped) === 'T') process.kill(stopped, 'SIGCONT');
    process.kill(pid, 'SIGINT');
    if (!(await waitUntilGone(pid, path.join(clusterDir(dataDir), 'postmaster.pid'), 15_000))) process.kill(pid, 'SIGKILL');
  }
}

export const databaseUrl = (dataDir: string) => runningDatabaseUrl(dataDir);

/** One query on a fresh connection to the site's database. */
export async function query<T extends pg.QueryResultRow = Record<string, unknown>>(
  dataDir: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: runningDatabaseUrl(dataDir), connectionTimeoutMillis: 3000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end().catch(() => {});
  }
}
