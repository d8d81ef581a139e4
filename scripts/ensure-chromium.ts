// Finds the browser the end-to-end tests (or, with --full, the bench) drive; installs Debian's package
// when we can (root on Debian).
import { browserPath, FULL_BROWSER, TEST_BROWSER } from '../tests/e2e/chromium.ts';
import { ensureDebianPackage } from './debian-package.ts';

const browser = process.argv.includes('--full') ? FULL_BROWSER : TEST_BROWSER;
ensureDebianPackage({ name: browser.package, find: () => browserPath(browser), override: 'CHROME_PATH' });
