// The site's owner: an account made with `npm run admin:create`, its authenticator's codes, and a
// sign-in through the login form.
import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { once } from 'node:events';
import { TOTP, URI } from 'otpauth';
import { postForm } from './forms.ts';
import { uniqueEmail } from './clients.ts';
import { REPO_ROOT } from './scripts.ts';

/** The authenticator app's view of the otpauth:// URI the CLI printed. */
function authenticator(otpauthUri: string): TOTP {
  const otp = URI.parse(otpauthUri);
  if (!(otp instanceof TOTP)) throw new Error(`not a TOTP URI: ${otpauthUri}`);
  return otp;
}

/** The code an authenticator app shows at `at` (now unless given), as RFC 6238 computes it from the URI. */
export const totp = (otpauthUri: string, at = Date.now()): string => authenticator(otpauthUri).generate({ timestamp: at });

/** A 6-digit code that is certainly wrong now: none of the codes of the accepted window (one step either side). */
export function wrongCode(otpauthUri: string): string {
  const otp = authenticator(otpauthUri);
  let code: string;
  do code = randomInt(10 ** otp.digits).toString().padStart(otp.digits, '0');
  while (otp.validate({ token: code, window: 1 }) !== null);
  return code;
}

export interface CreatedOwner {
  email: string;
  password: string;
  totpUri: string;
  backupCodes: string[];
}

export const ownerEmail = () => uniqueEmail('owner');

export interface CreateOwnerOptions {
  /** Added to the CLI's environment (AUTH_SECRET, when sites share one). */
  env?: Record<string, string>;
  email?: string;
  password?: string;
}

/**
 * Runs `npm run admin:create` (its script, with this Node) against a site's data directory, without
 * blocking this process (its HTTP clients keep noticing the connections a site closes meanwhile).
 */
export async function createOwner(dataDir: string, { env = {}, email = ownerEmail(), password = 'a long passphrase for tests' }: CreateOwnerOptions = {}): Promise<CreatedOwner> {
  const child = spawn(process.execPath, ['scripts/admin-create.ts', '--email', email, '--password', '-', '--no-qr'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    timeout: 60_000,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.stdin.end(password);
  const [status] = (await once(child, 'close')) as [number | null];
  if (status !== 0) throw new Error(`admin:create failed (${status}): ${stderr}`);
  const totpUri = /otpauth:\/\/\S+/.exec(stdout)?.[0];
  if (!totpUri) throw new Error(`admin:create printed no otpauth URI:\n${stdout}`);
  const backupCodes = stdout.match(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/gm) ?? [];
  return { email, password, totpUri, backupCodes };
}

export interface OwnerSession {
  /** The session cookie's name and value, for a browser context. */
  name: string;
  value: string;
  /** Every cookie the sign-in set, as a Cookie header. */
  cookie: string;
}

/**
 * Signs the owner in through the login form with the current code (a code signs in once), from a
 * client address of its own unless `address` is given.
 */
export async function signIn(baseUrl: string, owner: CreatedOwner, { address }: { address?: string } = {}): Promise<OwnerSession> {
  const res = await postForm(baseUrl, '/admin/login?_action=admin.signIn', { email: owner.email, password: owner.password, code: totp(owner.totpUri) }, address ? { address } : {});
  if (res.status !== 303) throw new Error(`owner sign-in answered ${res.status || res.error}: ${res.body.slice(0, 300)}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const session = cookies.find((c) => /^[^=]*session_token=/.test(c));
  if (!session) throw new Error(`owner sign-in set no session cookie: ${cookies.join(', ')}`);
  const at = session.indexOf('=');
  return { name: session.slice(0, at), value: session.slice(at + 1), cookie: cookies.join('; ') };
}

/** A new owner of the site on `dataDir`, signed in once: call it in `beforeAll` and share the session. */
export async function signedInOwner(baseUrl: string, dataDir: string, options: CreateOwnerOptions = {}): Promise<OwnerSession> {
  return signIn(baseUrl, await createOwner(dataDir, options));
}
