// The MDN HTTP Observatory scanner (npm @mdn/mdn-http-observatory), run offline against a local address.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const scanner = path.join(root, 'node_modules/@mdn/mdn-http-observatory');

export interface ObservatoryTest {
  pass: boolean;
  result: string;
  scoreModifier: number;
}

export interface ObservatoryScan {
  scan: { grade: string; score: number; testsPassed: number; testsQuantity: number; statusCode: number };
  tests: Record<string, ObservatoryTest>;
}

/**
 * The package's install script (off in package.json's allowScripts: it downloads, and npm install must
 * work offline) fetches Chromium's HSTS preload list into conf/hsts-preload.json. A scan reads it to
 * pass the redirect and HSTS tests of preloaded domains; loopback names are on no such list, so an
 * empty list grades them exactly as the full one would.
 */
function providePreloadList(): void {
  const file = path.join(scanner, 'conf/hsts-preload.json');
  if (!fs.existsSync(file)) fs.writeFileSync(file, '{}\n');
}

/**
 * Scans `host` (e.g. `localhost:4453`) over http:// and https:// as the Observatory website does,
 * trusting the CA in `caFile`. Runs the package's scan script itself: its `mdn-http-observatory-scan`
 * wrapper replaces NODE_EXTRA_CA_CERTS with Mozilla's bundle, which its install script would download.
 */
export async function observatoryScan(host: string, caFile: string): Promise<ObservatoryScan> {
  providePreloadList();
  const child = spawn(process.execPath, [path.join(scanner, 'src/scan.js'), host], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: caFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the Observatory scan of ${host} failed (${code}): ${stdout}${stderr}`);
  return JSON.parse(stdout) as ObservatoryScan;
}
