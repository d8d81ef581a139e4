// `npm run bench`: Lighthouse (mobile) on the main public routes and a survey POST load run against
// the production build. Prints a report and writes it to BENCHMARKS.md.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { auditRoutes, type PageReport } from './bench/lighthouse.ts';
import { surveyPostLoad, type LoadReport } from './bench/form-load.ts';
import { startSite } from './bench/site.ts';

const ROUTES = ['/', '/blog', '/blog/financial-planning', '/our-story', '/survey'];
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
    '| Run | Conns | s | req/s | p50 ms | p99 ms | 2xx | non-2xx | errors | rows stored |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...reports.map(
      (r) =>
        `| ${r.name} | ${r.connections} | ${r.seconds} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.ok2xx} | ${r.non2xx} | ${r.errors} | ${r.rowsStored ?? '–'} |`,
    ),
  ].join('\n');
}

const site = await startSite(4500, { RATE_LIMIT_DISABLED: '1' });
try {
  console.log('Lighthouse (mobile, simulated throttling)…');
  const pages = await auditRoutes(site.url, ROUTES);
  console.log(`Survey POST load (${LOAD_SECONDS} s)…`);
  const load = await surveyPostLoad(site.url, site.dataDir, LOAD_SECONDS);
  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const report = [
    '# Benchmarks',
    '',
    `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}; machine: ${machine}.`,
    'JavaScript and total sizes are bytes transferred (compressed where the server compresses).',
    '',
    '## Lighthouse (mobile)',
    '',
    lighthouseTable(pages),
    '',
    '## Load',
    '',
    loadTable([load]),
    '',
    `Stored rows equal 2xx answers: ${load.rowsStored === load.ok2xx ? 'yes' : 'NO'}.`,
    '',
  ].join('\n');
  console.log(`\n${report}`);
  writeFileSync('BENCHMARKS.md', report);
} finally {
  await site.stop();
}
