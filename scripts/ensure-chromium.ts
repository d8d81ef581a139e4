// Finds the Chromium the end-to-end tests drive; installs Debian's package when we can (root on Debian).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from '../tests/e2e/chromium.ts';

if (!chromiumPath()) {
  const canInstall = process.getuid?.() === 0 && existsSync('/etc/debian_version');
  if (!canInstall) {
    console.error('Chromium not found. Install it, or set CHROME_PATH to a Chromium or Chrome binary.');
    process.exit(1);
  }
  console.log('Chromium not found: installing Debian\'s chromium package (apt-get)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
  if (!chromiumPath()) {
    console.error('apt-get finished but /usr/bin/chromium is still missing; set CHROME_PATH.');
    process.exit(1);
  }
}
