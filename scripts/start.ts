// Starts the site: builds it if needed, opens the database (embedded unless DATABASE_URL is set),
// applies migrations, then serves the build.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { reencryptTwoFactorSecrets } from '../src/features/owner/index.server.ts';
import { indexArticles, seedSynonyms } from '../src/features/search/index.server.ts';
import { ARTICLE_PAGES, importSeedArticles, renderStaleArticles } from '../src/features/articles/index.server.ts';
import { config } from '../src/platform/config.ts';
import { closePools } from '../src/platform/db/client.ts';
import { openDatabase } from '../src/platform/db/open.ts';
import { superviseDatabase } from '../src/platform/db/supervisor.ts';
import { createRenderCache } from '../src/platform/http/render-cache.ts';
import { createSiteServer } from '../src/platform/http/site-server.ts';
import { loadStaticFiles } from '../src/platform/http/static-files.ts';
import { startJobs } from '../src/jobs.ts';
import { routeConsoleToLog } from '../src/platform/console-to-log.ts';
import { log } from '../src/platform/log.ts';
import { listenForPageDataChanges } from '../src/platform/db/page-data-changes.ts';

routeConsoleToLog(log);

/** A file of the build. */
const built = (file: string) => new URL(`../dist/${file}`, import.meta.url);
const entry = built('server/entry.mjs');

if (!existsSync(entry)) {
  log.info('No build found: running `astro build` once');
  const build = spawnSync('npx', ['astro', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { PORT, HOST, SITE_URL, JOBS_IN_PROCESS } = config();
const siteUrlFile = built('site-url');
const builtFor = existsSync(siteUrlFile) ? readFileSync(siteUrlFile, 'utf8') : undefined;
if (builtFor && builtFor !== SITE_URL) {
  log.warn(`The build is for ${builtFor} but SITE_URL is ${SITE_URL}: canonical links and feeds name the old address until you run \`npm run build\``);
}
const database = await openDatabase((message) => log.info(message));
// The site keeps the PostgreSQL it runs itself alive; one at DATABASE_URL is its operator's to run.
const supervisor = database.embedded && superviseDatabase(database.embedded, log);
// The repository's articles are imported once (ADR 051); from then on the database is their source.
await importSeedArticles().then(
  (count) => count > 0 && log.info(`Articles: ${count} versions imported from the repository's Markdown`),
  (error: Error) => log.error({ err: error.message }, 'the seed articles could not be imported'),
);
await renderStaleArticles().then(
  (count) => count > 0 && log.info(`Articles: ${count} versions rendered again by the current renderer`),
  (error: Error) => log.error({ err: error.message }, 'articles could not be rendered again'),
);
// Search finds the public articles (both languages) from the first request on; ADR 023.
await indexArticles().then(
  (count) => log.info(`Search: ${count} articles indexed`),
  (error: Error) => log.error({ err: error.message }, 'articles could not be indexed for search'),
);
// Owners' two-factor secrets move to the current two-factor key before anyone signs in (ADR 042).
await reencryptTwoFactorSecrets().then(
  (count) => count > 0 && log.info(`Two-factor secrets of ${count} owner(s) encrypted again under the current key`),
  (error: Error) => log.error({ err: error.message }, 'two-factor secrets could not be encrypted again: is AUTH_SECRET the one they were made with?'),
);
await seedSynonyms().then(
  (count) => count > 0 && log.info(`Search: ${count} synonym groups of the site's topics added`),
  (error: Error) => log.error({ err: error.message }, 'the topics\' synonyms could not be added'),
);
const jobs = await startJobs(database.url, { workers: JOBS_IN_PROCESS });
if (!JOBS_IN_PROCESS) log.info('JOBS_IN_PROCESS=0: jobs are queued here and run by `npm run worker`');

process.env['ASTRO_NODE_AUTOSTART'] = 'disabled';
// React picks its build when first loaded, by NODE_ENV: unset, the server renders every page with its
// development build (prop checks, dev warnings), three times the CPU per page.
process.env['NODE_ENV'] = 'production';
const { handler } = await import(entry.href);
const staticFiles = loadStaticFiles(built('client').pathname, built('_headers.json').pathname, built('compressed').pathname);
// The home page, in each language, shows reviews, videos, episodes and the latest articles; the blog and
// article pages come from the database too: rendered again only when their data changes.
const renderCache = createRenderCache(['/', '/fil', ...ARTICLE_PAGES]);
const pageData = listenForPageDataChanges(database.url, {
  onListening: () => renderCache.listening(),
  onChange: () => renderCache.invalidate(),
  onLost: () => renderCache.lost(),
});
const server = createSiteServer(handler, staticFiles, renderCache);
server.listen(PORT, HOST, () => log.info(`Kwento is serving http://${HOST}:${PORT}`));

/** No new connections; requests under way (a form being stored) get a moment to finish and answer. */
function closeServer(graceMs = 3000): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      resolve();
    }, graceMs).unref();
  });
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info(`${signal}: stopping`);
  // First: Ctrl-C reaches PostgreSQL too, and a restart begun meanwhile would outlive this process.
  await supervisor?.stop();
  await closeServer();
  await pageData.stop();
  await jobs.stop({ graceful: true, timeout: 5000 }).catch(() => {});
  await closePools().catch(() => {});
  await database.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
