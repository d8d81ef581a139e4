// `npm run bench`: Lighthouse (mobile) on the public routes, then load runs against the production
// build side by side with a plain static file server serving the same HTML, and a survey POST load.
// Prints a report and writes it to BENCHMARKS.md.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { auditRoutes, type PageReport } from './bench/lighthouse.ts';
import { getLoad, surveyPostLoad, type LoadReport } from './bench/load.ts';
import { startSite } from './bench/site.ts';
import { startStaticServer } from './bench/static-server.ts';

const ARTICLE = '/blog/financial-planning';
const ROUTES = ['/', '/our-story', '/blog', ARTICLE, '/podcast', '/connect', '/contact', '/ebook', '/survey', '/terms', '/privacy', '/cookies'];
const LOAD_SECONDS = Number(process.env['BENCH_SECONDS'] ?? 20);

function lighthouseTable(reports: PageReport[]): string {
  const rows = reports.map(
    (r) =>
      `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.cls} | ${r.tbtMs} | ${r.totalKB} | ${r.jsKB} | ${r.failing.join(', ') || '–'} |`,
  );
  return [
    '| Route | Perf | A11y | Best pr. | SEO | LCP ms | CLS | TBT ms | Total KB | JS KB | Audits not passed |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

function loadTable(reports: LoadReport[]): string {
  return [
    '| Run | Conns | s | req/s | p50 ms | p99 ms | 2xx | non-2xx | errors | 2xx stored |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...reports.map(
      (r) =>
        `| ${r.name} | ${r.connections} | ${r.seconds} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.ok2xx} | ${r.non2xx} | ${r.errors} | ${r.stored ? r.stored.acknowledged - r.stored.lost : '–'} |`,
    ),
  ].join('\n');
}

interface Comparison {
  page: string;
  ours: LoadReport;
  plain: LoadReport;
  target: string;
}

function comparisonTable(rows: Comparison[]): string {
  return [
    '| Page | ours req/s | static req/s | ratio | ours p50 / p99 ms | static p50 / p99 ms | target |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.ours.requestsPerSecond} | ${r.plain.requestsPerSecond} | ${Math.round((100 * r.ours.requestsPerSecond) / r.plain.requestsPerSecond)} % | ${r.ours.p50Ms} / ${r.ours.p99Ms} | ${r.plain.p50Ms} / ${r.plain.p99Ms} | ${r.target} |`,
    ),
  ].join('\n');
}

/** The same HTML from both servers: the built article file, and the home page as our server renders it now. */
async function staticCopies(siteUrl: string): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kwento-static-'));
  copyFileSync(path.join('dist/client', ARTICLE, 'index.html'), path.join(dir, 'article.html'));
  writeFileSync(path.join(dir, 'home.html'), await (await fetch(siteUrl)).text());
  return dir;
}

/** A 2xx is sent only after COMMIT: every acknowledged submission must be stored. */
function everyAnswerStored(load: LoadReport): string {
  const { acknowledged, lost, unanswered } = load.stored!;
  if (lost > 0) return `Stored rows equal 2xx answers: NO (${lost} of ${acknowledged} acknowledged submissions missing).`;
  return `Stored rows equal 2xx answers: yes (${acknowledged} of ${acknowledged} acknowledged submissions stored, found by their submission ids; ${unanswered} more rows from requests cut off unanswered when the run stopped).`;
}

const PORT = 4500;
/** A production build made for the address the benchmark serves, so canonical links and feeds match it. */
function buildFor(siteUrl: string) {
  if (existsSync('dist/site-url') && readFileSync('dist/site-url', 'utf8') === siteUrl) return;
  console.log(`Building for ${siteUrl}…`);
  const build = spawnSync('npx', ['astro', 'build'], { stdio: 'inherit', env: { ...process.env, SITE_URL: siteUrl } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

buildFor(`http://localhost:${PORT}`);
const site = await startSite(PORT, { RATE_LIMIT_DISABLED: '1' });
const staticDir = await staticCopies(site.url);
const plain = await startStaticServer(staticDir, 4501);
try {
  console.log('Lighthouse (mobile, simulated throttling)…');
  const pages = await auditRoutes(site.url, ROUTES);
  console.log(`Load runs (${LOAD_SECONDS} s each)…`);
  const comparisons: Comparison[] = [
    {
      page: `article ${ARTICLE} (prerendered)`,
      ours: await getLoad('article', `${site.url}${ARTICLE}`, LOAD_SECONDS),
      plain: await getLoad('article (static)', `${plain.url}/article.html`, LOAD_SECONDS),
      target: '≥ 50 %',
    },
    {
      page: 'home / (rendered per request: live reviews, videos, episodes)',
      ours: await getLoad('home', `${site.url}/`, LOAD_SECONDS),
      plain: await getLoad('home (static copy)', `${plain.url}/home.html`, LOAD_SECONDS),
      target: 'reported',
    },
  ];
  const load = await surveyPostLoad(site.url, site.dataDir, LOAD_SECONDS);
  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const report = [
    '# Benchmarks',
    '',
    `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}; machine: ${machine}.`,
    'Load generator (autocannon, 10 connections) and servers share the machine. JavaScript and total sizes',
    'are bytes transferred (compressed where the server compresses).',
    '',
    '## Lighthouse (mobile)',
    '',
    lighthouseTable(pages),
    '',
    '## Pages: our server beside a plain static file server (sirv) with the same HTML',
    '',
    comparisonTable(comparisons),
    '',
    '## Form POST load (target ≥ 300 req/s, rows equal to 2xx)',
    '',
    loadTable([load]),
    '',
    everyAnswerStored(load),
    '',
  ].join('\n');
  console.log(`\n${report}`);
  writeFileSync('BENCHMARKS.md', report);
} finally {
  await plain.stop();
  await site.stop();
  rmSync(staticDir, { recursive: true, force: true });
}
