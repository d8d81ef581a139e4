// Finds the Caddy the HTTPS test puts in front of the site; installs Debian's package when we can (root on Debian).
import { caddyPath } from '../tests/faults/support/caddy-binary.ts';
import { ensureDebianPackage } from './debian-package.ts';

ensureDebianPackage({ name: 'caddy', find: caddyPath, override: 'CADDY_PATH' });
