import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { browserPath, CHROMIUM_FLAGS, FULL_BROWSER } from '../../tests/e2e/chromium.ts';

export interface PageReport {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  totalKB: number;
  jsKB: number;
  /** Audits that did not pass in any of the four categories, or the error that stopped the run. */
  failing: string[];
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

/** Lighthouse now and then fails to load a page at all (a runtime error, every score 0): one retry. */
async function audit(url: string, port: number): Promise<Result['lhr']> {
  let lhr: Result['lhr'] | undefined;
  for (let attempt = 0; attempt < 2 && (!lhr || lhr.runtimeError); attempt++) {
    lhr = (await lighthouse(url, { port, output: 'json', logLevel: 'error' }))!.lhr;
  }
  return lhr!;
}

// median-run.d.ts names Lighthouse's global LH.Result type, which is the same object as Result['lhr'].
const median = (runs: Result['lhr'][]) => computeMedianRun(runs as Parameters<typeof computeMedianRun>[0]) as unknown as Result['lhr'];

const FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/**
 * Lighthouse's default mobile run (simulated throttling) on each route of a running site, `runs` times,
 * reporting the median run as Lighthouse's own `computeMedianRun` picks it (its documentation's advice
 * for lab variance). One unreported run goes first: otherwise the first route pays for the browser's
 * own start-up, which a visitor's phone, its browser already open, does not.
 */
export async function auditRoutes(baseUrl: string, routes: string[], runs: number): Promise<PageReport[]> {
  const chrome = await chromeLauncher.launch({ chromePath: browserPath(FULL_BROWSER)!, chromeFlags: FLAGS });
  try {
    await audit(`${baseUrl}${routes[0]}`, chrome.port);
    const reports: PageReport[] = [];
    for (const route of routes) {
      const results: Result['lhr'][] = [];
      for (let i = 0; i < runs; i++) results.push(await audit(`${baseUrl}${route}`, chrome.port));
      const loaded = results.filter((r) => !r.runtimeError);
      const lhr = loaded.length > 0 ? median(loaded) : results[0]!;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const metric = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
      const items = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })?.items ?? [];
      const bytes = (filter: (t?: string) => boolean) =>
        items.filter((i) => filter(i.resourceType)).reduce((sum, i) => sum + (i.transferSize ?? 0), 0) / 1024;
      const failing = Object.values(lhr.categories)
        .flatMap((c) => c.auditRefs)
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
      reports.push({
        failing: lhr.runtimeError ? [`runtime error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : [...new Set(failing)],
        route,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(metric('largest-contentful-paint')),
        cls: Number(metric('cumulative-layout-shift').toFixed(3)),
        tbtMs: Math.round(metric('total-blocking-time')),
        totalKB: Number(bytes(() => true).toFixed(1)),
        jsKB: Number(bytes((t) => t === 'Script').toFixed(1)),
      });
    }
    return reports;
  } finally {
    await chrome.kill();
  }
}
