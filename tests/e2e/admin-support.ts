// Helpers for the owner-area tests (e2e and integration). No Playwright imports: plain Node.
import { spawn, spawnSync } from 'node:child_process';
import { createHmac, randomInt } from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s), as an authenticator app computes it from the otpauth:// URI. */
export function totp(otpauthUri: string, at = Date.now()): string {
  const url = new URL(otpauthUri);
  const secret = url.searchParams.get('secret');
  if (!secret) throw new Error('otpauth URI without a secret');
  const period = Number(url.searchParams.get('period') ?? 30);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / period)));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const code = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return code.toString().padStart(6, '0');
}

/** A 6-digit code that is certainly wrong now (it differs from the codes of the accepted window). */
export function wrongCode(otpauthUri: string): string {
  const valid = new Set([-30_000, 0, 30_000].map((d) => totp(otpauthUri, Date.now() + d)));
  let code: string;
  do code = randomInt(1_000_000).toString().padStart(6, '0');
  while (valid.has(code));
  return code;
}

export interface CreatedOwner {
  email: string;
  password: string;
  totpUri: string;
  backupCodes: string[];
}

export const ownerEmail = () => `owner-${Date.now().toString(36)}${randomInt(1e9).toString(36)}@example.com`;

const ROOT = path.resolve(import.meta.dirname, '../..');
const adminCreateArgs = (email: string) => ['scripts/admin-create.ts', '--email', email, '--password', '-', '--no-qr'];
const adminCreateEnv = (dataDir: string, env: Record<string, string> = {}) => ({ ...process.env, ...env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' });

function createdOwner(status: number | null, stdout: string, stderr: string, email: string, password: string): CreatedOwner {
  if (status !== 0) throw new Error(`admin:create failed (${status}): ${stderr}`);
  const totpUri = /otpauth:\/\/\S+/.exec(stdout)?.[0];
  if (!totpUri) throw new Error(`admin:create printed no otpauth URI:\n${stdout}`);
  const backupCodes = stdout.match(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/gm) ?? [];
  return { email, password, totpUri, backupCodes };
}

/** Runs `npm run admin:create` (its script, with this Node) against the e2e site's data directory. */
export function createOwnerWithCli(dataDir: string, email = ownerEmail(), password = 'a long passphrase for tests'): CreatedOwner {
  const run = spawnSync(process.execPath, adminCreateArgs(email), {
    cwd: ROOT,
    input: password,
    env: adminCreateEnv(dataDir),
    encoding: 'utf8',
    timeout: 60_000,
  });
  return createdOwner(run.status, run.stdout, run.stderr, email, password);
}

/**
 * The same without blocking this process, so its HTTP client keeps noticing the keep-alive
 * connections a site closes meanwhile. `env` is added to the CLI's environment.
 */
export async function createOwnerWithCliInBackground(
  dataDir: string,
  env: Record<string, string> = {},
  email = ownerEmail(),
  password = 'a long passphrase for tests',
): Promise<CreatedOwner> {
  const child = spawn(process.execPath, adminCreateArgs(email), { cwd: ROOT, env: adminCreateEnv(dataDir, env), timeout: 60_000 });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.stdin.end(password);
  const [status] = (await once(child, 'close')) as [number | null];
  return createdOwner(status, stdout, stderr, email, password);
}
