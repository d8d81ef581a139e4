// The fake media server on its own, for Playwright's web server list:
//   FAKE_MEDIA_PORT=4398 node tests/fakes/serve-media.ts
// Runs until killed (SIGINT/SIGTERM close it cleanly).
import { startMediaServer } from './media-server.ts';

const port = Number(process.env['FAKE_MEDIA_PORT'] ?? 4398);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`FAKE_MEDIA_PORT must be a port number, got ${process.env['FAKE_MEDIA_PORT']}`);
  process.exit(2);
}

const server = await startMediaServer(port);
console.log(`fake media server listening on ${server.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().finally(() => process.exit(0));
  });
}
