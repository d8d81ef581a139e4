import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compactExports, type Exports } from './package-exports.ts';

/** One module as drizzle-orm exports each of its own. */
const module = (file: string) => ({
  import: { types: `./${file}.d.ts`, default: `./${file}.js` },
  require: { types: `./${file}.d.cts`, default: `./${file}.cjs` },
  types: `./${file}.d.ts`,
  default: `./${file}.js`,
});

/** drizzle-orm's shapes: the package itself, modules, folders with an index, and one kept elsewhere. */
const EXPORTS: Exports = {
  '.': module('index'),
  './alias': module('alias'),
  './pg-core': module('pg-core/index'),
  './pg-core/columns/text': module('pg-core/columns/text'),
  './node-postgres': module('node-postgres/index'),
  './node-postgres/session': module('node-postgres/session'),
  './elsewhere': { import: './lib/elsewhere.js', require: './lib/elsewhere.cjs' },
};

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const targets = (value: Exports): string[] =>
  typeof value === 'string' ? [value] : value === null ? [] : Object.values(value).flatMap(targets);

/**
 * Every subpath of EXPORTS (and one never exported) as Node itself resolves it in a package with the
 * files EXPORTS names and `exports` as its map: for `import`, for `require`, and for TypeScript's `types` condition.
 */
function resolved(exports: Exports): Record<string, string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kwento-exports-'));
  dirs.push(dir);
  const pkg = path.join(dir, 'node_modules', 'fixture');
  // The same files either way: those the original map names.
  for (const target of targets(EXPORTS)) {
    fs.mkdirSync(path.dirname(path.join(pkg, target)), { recursive: true });
    fs.writeFileSync(path.join(pkg, target), '');
  }
  fs.writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: 'fixture', type: 'module', exports }));
  const specifiers = [...Object.keys(EXPORTS as object), './unexported'].map((key) => `fixture${key.slice(1)}`);
  const script = `
    import { createRequire } from 'node:module';
    const require = createRequire(process.cwd() + '/');
    const attempt = (resolve) => { try { return resolve().replace(process.cwd(), ''); } catch (e) { return e.code; } };
    const out = {};
    for (const s of ${JSON.stringify(specifiers)}) {
      out[s + ' ' + process.argv[1]] = attempt(() => new URL(import.meta.resolve(s)).pathname);
      if (process.argv[1] === 'node') out[s + ' require'] = attempt(() => require.resolve(s));
    }
    console.log(JSON.stringify(out));`;
  const run = (conditions: string[], label: string) =>
    JSON.parse(execFileSync(process.execPath, [...conditions, '--input-type=module', '-e', script, label], { cwd: dir, encoding: 'utf8' })) as Record<string, string>;
  return { ...run([], 'node'), ...run(['--conditions=types'], 'types') };
}

describe('compactExports', () => {
  const compact = compactExports(EXPORTS) as Record<string, Exports>;

  it('leaves the modules of the common shape to one "./*" pattern and keeps the others by name', () => {
    expect(Object.keys(compact)).toEqual(['.', './pg-core', './node-postgres', './elsewhere', './*']);
    expect(compact['./*']).toEqual(module('*'));
  });

  it('resolves every subpath to the same file as before, for import, require and types, in Node itself', () => {
    const before = resolved(EXPORTS);
    expect(before['fixture/pg-core/columns/text node']).toBe('/node_modules/fixture/pg-core/columns/text.js');
    expect(before['fixture/alias types']).toBe('/node_modules/fixture/alias.d.ts');
    expect(before['fixture/unexported node']).toBe('ERR_PACKAGE_PATH_NOT_EXPORTED');
    const after = resolved(compact);
    // Through the pattern, a subpath never exported now resolves to where its file would be.
    expect(after['fixture/unexported node']).toBe('/node_modules/fixture/unexported.js');
    const exported = Object.fromEntries(Object.entries(before).filter(([key]) => !key.startsWith('fixture/unexported ')));
    expect(after).toMatchObject(exported);
  });

  it('returns a map with a pattern already, or a compacted one, unchanged', () => {
    expect(compactExports(compact)).toBe(compact);
    expect(compactExports('./index.js')).toBe('./index.js');
  });
});

describe('the installed drizzle-orm', () => {
  it('has the compact map (npm install ran scripts/compact-package-exports.ts) and resolves the modules the site imports', () => {
    const manifest = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../node_modules/drizzle-orm/package.json'), 'utf8'));
    expect(JSON.stringify(manifest.exports).length).toBeLessThan(20_000);
    for (const specifier of ['drizzle-orm', 'drizzle-orm/pg-core', 'drizzle-orm/node-postgres', 'drizzle-orm/node-postgres/migrator']) {
      expect(import.meta.resolve(specifier)).toMatch(/\/node_modules\/drizzle-orm\/.+\.js$/);
    }
  });
});
