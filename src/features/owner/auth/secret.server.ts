import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { config, dataDir } from '../../../platform/config.ts';

const SECRET_FILE = 'auth-secret';

/**
 * AUTH_SECRET when set; otherwise a secret generated once into DATA_DIR/auth-secret (mode 0600),
 * shared by the site and the CLI scripts that use the same DATA_DIR.
 */
export function authSecret(): string {
  const fromEnv = config().AUTH_SECRET;
  if (fromEnv) return fromEnv;
  const dir = dataDir();
  const file = path.join(dir, SECRET_FILE);
  fs.mkdirSync(dir, { recursive: true });
  if (!fs.existsSync(file)) {
    // Written aside, then linked into place: when the site and a CLI start together, exactly one
    // secret wins and nobody reads a half-written file.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(draft, randomBytes(48).toString('base64url'), { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  fs.chmodSync(file, 0o600);
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds fewer than 32 characters: delete it to generate a new secret`);
  return secret;
}
