import fs from 'node:fs';
import path from 'node:path';
import { config, dataDir } from '../../../platform/config.ts';
import { secretInFile } from '../../../platform/secret-file.ts';

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
  const secret = secretInFile(file, 48);
  if (secret.length < 32) throw new Error(`${file} holds fewer than 32 characters: delete it to generate a new secret`);
  return secret;
}
