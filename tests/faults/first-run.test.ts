// The README's "Run it" as a new owner on a fresh server does it: as root, a clone of the committed
// HEAD in a private folder (mktemp -d, mode 0700, like /root/kwento), then `npm install && npm start`.
// PostgreSQL must run as the `postgres` user, which cannot enter that folder; the site must answer,
// the commands of the README must work beside it and after it, and Ctrl-C must leave no server behind.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS, startMediaServer } from '../fakes/media-server.ts';
import { freePort } from '../fakes/smtp-server.ts';
import { eventually } from '../support/index.ts';
import { isRunning, postmastersOn, stopPostgres } from './support/postgres.ts';
import { Teardown } from './support/site.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const asRoot = process.getuid?.() === 0;
const MINUTE = 60_000;
/** Not FAULTS_TMP_PREFIX: the suite's global setup empties that, and another checkout's run may be going on. */
const TMP_PREFIX = path.join(os.tmpdir(), 'kwento-first-run-');
const OWNER_FILE = 'owner.pid';
const GROUPS_FILE = 'process-groups';

/** The cluster home the README promises for a checkout whose ./data the postgres user cannot reach. */
const clusterHome = (checkout: string) =>
  path.join('/var/lib/kwento', createHash('sha256').update(path.join(fs.realpathSync(checkout), 'data')).digest('hex').slice(0, 16));

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const cwdOf = (pid: number) => {
  try {
    return fs.readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return undefined;
  }
};

const readLines = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : []);

/** What a run of this test that was killed left: its npm processes, PostgreSQL, cluster and clone. */
async function removeLeftovers() {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const dir = path.join(os.tmpdir(), name);
    if (!dir.startsWith(TMP_PREFIX)) continue;
    const [owner] = readLines(path.join(dir, OWNER_FILE)).map(Number);
    if (!owner || isAlive(owner)) continue;
    for (const group of readLines(path.join(dir, GROUPS_FILE)).map(Number)) {
      // Only a group still running in that clone: the number may have been reused since.
      if (cwdOf(group)?.startsWith(`${dir}/`)) process.kill(-group, 'SIGKILL');
    }
    if (fs.existsSync(path.join(dir, 'kwento'))) {
      const home = clusterHome(path.join(dir, 'kwento'));
      await stopPostgres(home);
      fs.rmSync(home, { recursive: true, force: true });
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (!asRoot) {
  console.log('first-run test skipped: it checks `npm start` as root (PostgreSQL handed to the postgres user), and this run is not root');
}

/** What a login shell on a fresh server has: no project's node_modules/.bin, none of this run's settings. */
function freshShellEnv(extra: Record<string, string>): Record<string, string> {
  const PATH = (process.env['PATH'] ?? '/usr/bin:/bin')
    .split(':')
    .filter((dir) => !dir.includes('node_modules'))
    .join(':');
  const cache = process.env['npm_config_cache'];
  return { PATH, HOME: os.homedir(), LANG: 'C.UTF-8', ...(cache ? { npm_config_cache: cache } : {}), ...extra };
}

interface Command {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `npm …` in the clone, in its own process group (as a terminal runs it, so Ctrl-C reaches all of it). */
function npm(cwd: string, args: string[], env: Record<string, string>): Command {
  const child = spawn('npm', args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  fs.appendFileSync(path.join(path.dirname(cwd), GROUPS_FILE), `${child.pid}\n`);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function finished(command: Command, ms: number): Promise<{ code: number | null; output: string }> {
  const timer = setTimeout(() => process.kill(-command.child.pid!, 'SIGKILL'), ms);
  const code = await command.exited;
  clearTimeout(timer);
  return { code, output: command.output() };
}

/** Waits until `ready()` or the command's exit, whichever comes first; an exit fails with its output. */
async function readyOrExited(what: string, command: Command, ms: number, ready: () => Promise<boolean> | boolean) {
  const exited = (await eventually(what, async () => (command.child.exitCode !== null ? 'exited' : (await ready()) && 'ready'), {
    timeout: ms,
    interval: 250,
    detail: () => `Output:\n${command.output().slice(-4000)}`,
  })) === 'exited';
  if (exited) throw new Error(`${what}: the command exited (${command.child.exitCode}):\n${command.output().slice(-4000)}`);
}

async function answers200(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

const uidOf = (pid: number) => Number(/^Uid:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);

const teardown = new Teardown();
// Removing a clone with its node_modules takes minutes on a busy disk.
beforeAll(removeLeftovers, 10 * MINUTE);
afterAll(() => teardown.run(), 10 * MINUTE);

describe.skipIf(!asRoot)('npm install && npm start, as root, from a fresh clone in a private folder', () => {
  it(
    'serves the site with PostgreSQL as the postgres user, runs the database commands, and Ctrl-C leaves no server',
    async () => {
      const tmp = fs.mkdtempSync(TMP_PREFIX);
      fs.writeFileSync(path.join(tmp, OWNER_FILE), String(process.pid));
      teardown.add(() => fs.rmSync(tmp, { recursive: true, force: true }));
      expect(fs.statSync(tmp).mode & 0o777).toBe(0o700);
      const checkout = path.join(tmp, 'kwento');
      execFileSync('git', ['clone', '--quiet', repo, checkout]);
      const head = (dir: string) => execFileSync('git', ['-C', dir, 'rev-parse', 'HEAD']).toString().trim();
      expect(head(checkout)).toBe(head(repo));

      // The postgres user cannot reach ./data, so the README says the cluster lives in /var/lib/kwento/<hash of DATA_DIR>.
      const home = clusterHome(checkout);
      teardown.add(async () => {
        await stopPostgres(home);
        fs.rmSync(home, { recursive: true, force: true });
      });
      const port = await freePort();
      const env = freshShellEnv({ PORT: String(port), SITE_URL: `http://localhost:${port}` });
      const commands: Command[] = [];
      teardown.add(async () => {
        for (const c of commands) if (c.child.exitCode === null && c.child.signalCode === null) process.kill(-c.child.pid!, 'SIGKILL');
      });

      const install = await finished(npm(checkout, ['install'], env), 10 * MINUTE);
      expect(install.code, install.output.slice(-4000)).toBe(0);

      const site = npm(checkout, ['start'], env);
      commands.push(site);
      await readyOrExited('the site to answer 200 on /', site, 10 * MINUTE, () => answers200(`http://localhost:${port}/`));

      const where = /cluster in (\S+)\/postgres, server programs in (\/var\/lib\/kwento\/pg-[^"\s]+)"/.exec(site.output());
      expect(where, site.output().slice(-4000)).not.toBeNull();
      const [, cluster, programs] = where!;
      expect(cluster).toBe(home);
      const [postmaster, ...others] = postmastersOn(home);
      expect(others).toEqual([]);
      expect(uidOf(postmaster!)).toBe(Number(execFileSync('id', ['-u', 'postgres']).toString()));
      expect(fs.readFileSync(`/proc/${postmaster}/cmdline`, 'utf8').split('\0')[0]).toBe(path.join(programs!, 'bin', 'postgres'));

      // The README's other commands, beside the running site (they share its server).
      const media = await startMediaServer(0);
      teardown.add(() => media.close());
      const admin = await finished(npm(checkout, ['run', 'admin:create', '--', '--email', 'owner@example.com', '--password', 'a passphrase of 12+ characters', '--no-qr'], env), 2 * MINUTE);
      expect(admin.code, admin.output).toBe(0);
      expect(admin.output).toContain('Owner account created');
      const sync = await finished(npm(checkout, ['run', 'sync'], { ...env, PODCAST_RSS_URL: `${media.url}${PATHS.podcast}` }), 2 * MINUTE);
      expect(sync.code, sync.output).toBe(0);
      expect(sync.output).toMatch(/podcast: [1-9]\d* episodes stored/);
      const backupFile = path.join(tmp, 'backup.sql.gz');
      const backup = await finished(npm(checkout, ['run', 'db:backup', '--', backupFile], env), 2 * MINUTE);
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toMatch(/Backed up [1-9]\d* rows/);

      // Ctrl-C: the whole foreground process group gets SIGINT.
      process.kill(-site.child.pid!, 'SIGINT');
      await finished(site, 2 * MINUTE);
      expect(site.output()).toContain('SIGINT: stopping');
      expect(postmastersOn(home)).toEqual([]);
      expect(isRunning(postmaster!)).toBe(false);
      expect(fs.existsSync(path.join(home, 'postgres', 'postmaster.pid'))).toBe(false);

      // And with the site stopped: each starts and stops the server itself.
      const restore = await finished(npm(checkout, ['run', 'db:restore', '--', backupFile, '--force'], env), 2 * MINUTE);
      expect(restore.code, restore.output).toBe(0);
      expect(restore.output).toMatch(/spotify_episodes: [1-9]\d* rows/);
      expect(postmastersOn(home)).toEqual([]);

      const worker = npm(checkout, ['run', 'worker'], env);
      commands.push(worker);
      await readyOrExited('the worker to run', worker, 2 * MINUTE, () => worker.output().includes('Worker running'));
      expect(postmastersOn(home)).toHaveLength(1);
      process.kill(-worker.child.pid!, 'SIGINT');
      await finished(worker, 2 * MINUTE);
      expect(postmastersOn(home)).toEqual([]);
    },
    25 * MINUTE,
  );
});
