// Run by npm after every install (the `postinstall` script): shortens the "exports" field of the
// installed drizzle-orm, which names each of its 447 modules (178 KB of package.json), to the same
// map written with one "./*" pattern. Node parses a package's whole "exports" field again for every
// module it resolves inside that package, so loading drizzle cost each process about 0.4 CPU-seconds
// of parsing: every start of the site, every command-line script, every test file (ADR 057).
import fs from 'node:fs';
import path from 'node:path';
import { compactExports, type Exports } from '../build/package-exports.ts';

const PACKAGES = ['drizzle-orm'];
const root = path.resolve(import.meta.dirname, '..');

for (const name of PACKAGES) {
  const file = path.join(root, 'node_modules', name, 'package.json');
  if (!fs.existsSync(file)) continue;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { exports?: Exports };
  const compact = compactExports(manifest.exports);
  if (compact === manifest.exports) continue;
  fs.writeFileSync(file, `${JSON.stringify({ ...manifest, exports: compact }, null, 2)}\n`);
}
