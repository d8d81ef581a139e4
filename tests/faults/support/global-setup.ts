// Once per `npm run test:faults`: a production build to start (made if there is none), and no
// leftovers of an earlier run that was killed before its teardown.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FAULTS_TMP_PREFIX } from './site.ts';
import { stopLeftoverCaddy } from './caddy.ts';
import { stopPostgres } from './postgres.ts';

const root = path.resolve(import.meta.dirname, '../../..');

export default async function setup() {
  const entry = path.join(root, 'dist/server/entry.mjs');
  if (!fs.existsSync(entry) || process.env['KWENTO_FAULTS_BUILD'] === '1') {
    console.log('fault tests: building the site (npx astro build)…');
    const build = spawnSync('npx', ['astro', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('astro build failed');
  } else {
    const built = fs.statSync(entry).mtimeMs;
    const newer = ['src', 'astro.config.ts'].some(function changed(p: string): boolean {
      const full = path.join(root, p);
      const stat = fs.statSync(full);
      if (stat.isDirectory()) return fs.readdirSync(full).some((name) => changed(path.join(p, name)));
      return stat.mtimeMs > built;
    });
    if (newer) console.warn('fault tests: dist/ is older than src/; these tests run the old build (KWENTO_FAULTS_BUILD=1 rebuilds it)');
  }

  const parent = path.dirname(FAULTS_TMP_PREFIX);
  for (const name of fs.readdirSync(parent)) {
    const dir = path.join(parent, name);
    if (!dir.startsWith(FAULTS_TMP_PREFIX) || !fs.statSync(dir).isDirectory()) continue;
    stopLeftoverCaddy(dir);
    await stopPostgres(dir);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
