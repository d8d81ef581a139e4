// Installs a Debian package the tests need when it is missing and we can (root on Debian).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface NeededPackage {
  name: string;
  /** The binary's path when it is installed (honouring the override variable), else undefined. */
  find: () => string | undefined;
  /** The variable that points at a binary installed elsewhere, e.g. CHROME_PATH. */
  override: string;
}

export function ensureDebianPackage({ name, find, override }: NeededPackage): void {
  if (find()) return;
  const canInstall = process.getuid?.() === 0 && existsSync('/etc/debian_version');
  if (!canInstall) {
    console.error(`${name} not found. Install it, or set ${override} to its binary.`);
    process.exit(1);
  }
  console.log(`${name} not found: installing Debian's ${name} package (apt-get)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', name], { stdio: 'inherit', env });
  if (!find()) {
    console.error(`apt-get finished but ${name} is still missing; set ${override}.`);
    process.exit(1);
  }
}
