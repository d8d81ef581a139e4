import { spawn } from 'node:child_process';
import path from 'node:path';

/** A plain static file server (sirv-cli) on `dir`, the yardstick for our own server's speed. */
export async function startStaticServer(dir: string, port: number) {
  const root = path.resolve(import.meta.dirname, '../..');
  const child = spawn(path.join(root, 'node_modules/.bin/sirv'), [dir, '--port', String(port), '--host', '127.0.0.1', '--quiet'], {
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      await fetch(url);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error('sirv did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
