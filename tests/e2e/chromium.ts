import { existsSync } from 'node:fs';

/** Headless Chromium as root, in a sandbox without internet: no sandbox, no GPU, no background calls home. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** CHROME_PATH, else Debian's /usr/bin/chromium. */
export function chromiumPath(): string | undefined {
  return [process.env['CHROME_PATH'], '/usr/bin/chromium'].find((p): p is string => !!p && existsSync(p));
}
