import { existsSync } from 'node:fs';

/** CHROME_PATH, else Debian's /usr/bin/chromium. */
export function chromiumPath(): string | undefined {
  return [process.env['CHROME_PATH'], '/usr/bin/chromium'].find((p): p is string => !!p && existsSync(p));
}
