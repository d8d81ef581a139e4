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

/** A Debian package that provides a browser, and where it puts the binary. */
export interface Browser {
  package: string;
  binary: string;
}

/**
 * What the end-to-end specs drive: Chromium's headless shell, the same engine without the full
 * browser around it (Playwright's own default for headless runs). It runs the suite in about half
 * the CPU time of the full browser, which is what bounds a run on two cores.
 */
export const TEST_BROWSER: Browser = { package: 'chromium-headless-shell', binary: '/usr/bin/chromium-headless-shell' };

/** What the bench measures with: the browser a visitor runs, whose figures Lighthouse reports. */
export const FULL_BROWSER: Browser = { package: 'chromium', binary: '/usr/bin/chromium' };

/** CHROME_PATH, else the browser's Debian binary when it is installed. */
export function browserPath(browser: Browser): string | undefined {
  return [process.env['CHROME_PATH'], browser.binary].find((p): p is string => !!p && existsSync(p));
}
