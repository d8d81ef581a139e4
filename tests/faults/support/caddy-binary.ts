import { existsSync } from 'node:fs';

/** CADDY_PATH, else Debian's /usr/bin/caddy. */
export function caddyPath(): string | undefined {
  return [process.env['CADDY_PATH'], '/usr/bin/caddy'].find((p): p is string => !!p && existsSync(p));
}
