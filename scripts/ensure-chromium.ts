// Finds the Chromium the end-to-end tests drive; installs Debian's package when we can (root on Debian).
import { chromiumPath } from '../tests/e2e/chromium.ts';
import { ensureDebianPackage } from './debian-package.ts';

ensureDebianPackage({ name: 'chromium', find: chromiumPath, override: 'CHROME_PATH' });
