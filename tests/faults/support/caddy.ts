// Debian's Caddy in front of a running site, with the deploy/Caddyfile the README documents. The site
// address becomes `localhost`, for which Caddy signs the certificate with its own local CA (what
// `tls internal` does); the test trusts that CA as a visitor's browser trusts a public one.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import tls from 'node:tls';
import { caddyPath } from './caddy-binary.ts';
import { eventually } from '../../support/index.ts';

const root = path.resolve(import.meta.dirname, '../../..');
export const CADDYFILE = path.join(root, 'deploy/Caddyfile');
const DOCUMENTED_ADDRESS = 'kwento.example';
const DOCUMENTED_UPSTREAM = '127.0.0.1:4321';

export interface RunningCaddy {
  /** http://localhost:<httpPort>: answers with redirects to httpsUrl. */
  httpUrl: string;
  /** https://localhost:<httpsPort>. */
  httpsUrl: string;
  /** The local CA's root certificate file (PEM). */
  caFile: string;
  logTail(lines?: number): string;
  stop(): Promise<void>;
}

export interface CaddyOptions {
  /** The site's port on 127.0.0.1. */
  upstreamPort: number;
  httpPort: number;
  httpsPort: number;
  /** Caddy's configuration, certificates and log go here. */
  dir: string;
}

/** deploy/Caddyfile for this machine: the documented site block with its address and upstream replaced. */
function siteBlock(address: string, upstreamPort: number): string {
  const documented = fs.readFileSync(CADDYFILE, 'utf8');
  for (const expected of [DOCUMENTED_ADDRESS, DOCUMENTED_UPSTREAM]) {
    if (!documented.includes(expected)) throw new Error(`${CADDYFILE} no longer mentions ${expected}: update this test with it`);
  }
  return documented.replaceAll(DOCUMENTED_ADDRESS, address).replaceAll(DOCUMENTED_UPSTREAM, `127.0.0.1:${upstreamPort}`);
}

/**
 * Starts `caddy run` and waits until the site answers through it over HTTPS. The global options keep
 * this Caddy to its own loopback ports and folders, with no admin endpoint, and out of the system's
 * trust store. `http_redirect` on the HTTPS port answers plain HTTP sent there with a redirect to HTTPS: the
 * Observatory scanner takes one `host:port` for both schemes (in production they are ports 80 and 443).
 */
export async function startCaddy({ upstreamPort, httpPort, httpsPort, dir }: CaddyOptions): Promise<RunningCaddy> {
  const binary = caddyPath();
  if (!binary) throw new Error('caddy not found: run `node scripts/ensure-caddy.ts` (installs Debian\'s caddy as root) or set CADDY_PATH');
  const config = path.join(dir, 'Caddyfile');
  fs.writeFileSync(
    config,
    `{
	admin off
	default_bind 127.0.0.1
	http_port ${httpPort}
	skip_install_trust
	servers 127.0.0.1:${httpsPort} {
		listener_wrappers {
			http_redirect
			tls
		}
	}
}

${siteBlock(`localhost:${httpsPort}`, upstreamPort)}`,
  );
  const logFile = path.join(dir, 'caddy.log');
  const logFd = fs.openSync(logFile, 'a');
  const child = spawn(binary, ['run', '--config', config, '--adapter', 'caddyfile'], {
    env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: dir, XDG_DATA_HOME: path.join(dir, 'data'), XDG_CONFIG_HOME: path.join(dir, 'config') },
    stdio: ['ignore', logFd, logFd],
  });
  fs.closeSync(logFd);
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const logTail = (lines = 30) => fs.readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exit;
    }
  };
  const caFile = path.join(dir, 'data/caddy/pki/authorities/local/root.crt');
  const httpsUrl = `https://localhost:${httpsPort}`;
  try {
    await eventually(`caddy's local CA in ${caFile}`, () => {
      if (child.exitCode !== null) throw new Error(`caddy exited:\n${logTail()}`);
      return fs.existsSync(caFile);
    }, { timeout: 30_000 });
    trustCa(fs.readFileSync(caFile, 'utf8'));
    await eventually(`the site through caddy at ${httpsUrl}`, async () => (await fetch(`${httpsUrl}/healthz`)).status === 200, { timeout: 30_000 });
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${logTail()}`);
  }
  return { httpUrl: `http://localhost:${httpPort}`, httpsUrl, caFile, logTail, stop };
}

/** Adds a CA to the ones this process's TLS clients (fetch, https) trust. */
function trustCa(pem: string): void {
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), pem]);
}

/** Ends a Caddy that an earlier, killed run started with its configuration in `dir`. */
export function stopLeftoverCaddy(dir: string): void {
  const config = path.join(dir, 'Caddyfile');
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let argv: string[];
    try {
      argv = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    if (argv.includes(config)) process.kill(Number(pid), 'SIGKILL');
  }
}
