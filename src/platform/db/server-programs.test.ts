import { execFile, execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MANIFEST, installPrograms, packagedPrograms, programsIn, type ProgramSource } from './server-programs.ts';

// Real copies of the installed PostgreSQL programs into a scratch folder standing in for /var/lib/kwento.
let source: ProgramSource;
let root: string;
const messages: string[] = [];
const log = (message: string) => messages.push(message);

beforeAll(async () => {
  source = await packagedPrograms();
});

afterEach(() => {
  messages.length = 0;
  fs.rmSync(root, { recursive: true, force: true });
});

const freshRoot = () => (root = fs.mkdtempSync(path.join(os.tmpdir(), 'kwento-programs-')));
const versionOf = (dir: string) => execFileSync(path.join(dir, 'bin', 'postgres'), ['--version']).toString();
const sameBytes = (a: string, b: string) => fs.readFileSync(a).equals(fs.readFileSync(b));
const visible = (dir: string) => fs.readdirSync(dir).filter((name) => !name.startsWith('.'));

describe('installPrograms', { timeout: 120_000 }, () => {
  it('copies the programs once into a world-readable folder named after the version, and they run from there', () => {
    freshRoot();
    const dir = installPrograms(source, root, log);
    expect(path.basename(dir)).toMatch(new RegExp(`^pg-${source.version.replaceAll('.', '\\.')}-[0-9a-f]{16}$`));
    expect(messages).toEqual([`Copying the PostgreSQL programs to ${dir}`]);
    expect(versionOf(dir)).toBe(versionOf(source.dir));
    expect(programsIn(dir).majorVersion).toMatch(/^\d+$/);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o755);
    expect(fs.statSync(path.join(dir, 'bin/postgres')).mode & 0o777).toBe(0o755);
    expect(fs.statSync(path.join(dir, 'lib/libpq.so.5.18')).mode & 0o777).toBe(0o755);
    expect(fs.statSync(path.join(dir, 'share/postgresql/postgresql.conf.sample')).mode & 0o777).toBe(0o644);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8'));
    expect(manifest.version).toBe(source.version);
    expect(manifest.entries.find((e: { path: string }) => e.path === 'bin/postgres').sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.readdirSync(root)).toEqual([path.basename(dir)]);
  });

  it('reuses a matching copy without copying again', () => {
    freshRoot();
    const dir = installPrograms(source, root, log);
    const inode = fs.statSync(path.join(dir, 'bin/postgres')).ino;
    messages.length = 0;
    expect(installPrograms(source, root, log)).toBe(dir);
    expect(messages).toEqual([]);
    expect(fs.statSync(path.join(dir, 'bin/postgres')).ino).toBe(inode);
  });

  it('replaces a half copy (no manifest), and removes copies abandoned by a dead process', () => {
    freshRoot();
    const dir = installPrograms(source, root, log);
    fs.rmSync(path.join(dir, MANIFEST));
    fs.truncateSync(path.join(dir, 'bin/postgres'), 1000);
    fs.rmSync(path.join(dir, 'share'), { recursive: true });
    const dead = spawnSync('true').pid!;
    const abandoned = path.join(root, `.${path.basename(dir)}.partial-${dead}-0badc0de`);
    fs.mkdirSync(path.join(abandoned, 'bin'), { recursive: true });
    messages.length = 0;

    expect(installPrograms(source, root, log)).toBe(dir);
    expect(messages).toEqual([`Replacing ${dir}: it has no ${MANIFEST} (an interrupted copy)`]);
    expect(sameBytes(path.join(dir, 'bin/postgres'), path.join(source.dir, 'bin/postgres'))).toBe(true);
    expect(versionOf(dir)).toBe(versionOf(source.dir));
    expect(fs.existsSync(path.join(dir, 'share/postgresql/postgres.bki'))).toBe(true);
    expect(fs.readdirSync(root)).toEqual([path.basename(dir)]);
  });

  it('replaces a copy whose files no longer match its manifest', () => {
    freshRoot();
    const dir = installPrograms(source, root, log);
    fs.truncateSync(path.join(dir, 'lib/libpq.so.5.18'), 10);
    messages.length = 0;

    expect(installPrograms(source, root, log)).toBe(dir);
    expect(messages).toEqual([`Replacing ${dir}: its files differ from its manifest`]);
    expect(sameBytes(path.join(dir, 'lib/libpq.so.5.18'), path.join(source.dir, 'lib/libpq.so.5.18'))).toBe(true);
  });

  it('gives another version its own folder and leaves the first one in place', () => {
    freshRoot();
    const first = installPrograms(source, root, log);
    const other = installPrograms({ ...source, version: '18.99.0' }, root, log);
    expect(path.basename(other)).toMatch(/^pg-18\.99\.0-[0-9a-f]{16}$/);
    expect(other).not.toBe(first);
    messages.length = 0;
    expect(installPrograms(source, root, log)).toBe(first);
    expect(messages).toEqual([]);
    expect(visible(root).sort()).toEqual([path.basename(first), path.basename(other)].sort());
  });

  it('gives two processes installing at once the same complete copy', async () => {
    freshRoot();
    const script = `
      import { installPrograms } from ${JSON.stringify(path.resolve('src/platform/db/server-programs.ts'))};
      const [dir, version, root] = process.argv.slice(1);
      console.log(installPrograms({ dir, version }, root, () => {}));`;
    const node = path.resolve('node_modules/.bin/node');
    const both = await Promise.all(
      [1, 2].map(() =>
        promisify(execFile)(node, ['--input-type=module', '-e', script, source.dir, source.version, root]),
      ),
    );
    const [a, b] = both.map((r) => r.stdout.trim());
    expect(a).toBe(b);
    expect(fs.readdirSync(root)).toEqual([path.basename(a!)]);
    messages.length = 0;
    expect(installPrograms(source, root, log)).toBe(a);
    expect(messages).toEqual([]);
  });
});
