import { benchSearch, searchReport } from './bench/search.ts';
import { startSite } from './bench/site.ts';
const site = await startSite(4511, { RATE_LIMIT_DISABLED: '1' });
try {
  console.log(searchReport(await benchSearch(site.url, site.dataDir, Number(process.env['BENCH_SECONDS'] ?? 10))));
} finally {
  await site.stop();
}
