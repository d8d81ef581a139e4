import { randomBytes } from 'node:crypto';
import fs from 'node:fs';

/**
 * The random secret in `file` (`bytes` of randomness, base64url), generated on first use with mode
 * 0600. Written aside, then linked into place: when two processes start at once (the site and a CLI),
 * exactly one secret wins and nobody reads a half-written file.
 */
export function secretInFile(file: string, bytes: number): string {
  if (!fs.existsSync(file)) {
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(draft, randomBytes(bytes).toString('base64url'), { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  fs.chmodSync(file, 0o600);
  return fs.readFileSync(file, 'utf8').trim();
}
