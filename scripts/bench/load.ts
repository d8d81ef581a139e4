import autocannon from 'autocannon';
import pg from 'pg';
import { runningDatabaseUrl } from '../../src/server/db/embedded.ts';

export interface LoadReport {
  name: string;
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  ok2xx: number;
  non2xx: number;
  errors: number;
  rowsStored?: number;
}

const report = (name: string, connections: number, seconds: number, result: autocannon.Result): LoadReport => ({
  name,
  connections,
  seconds,
  requestsPerSecond: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  ok2xx: result['2xx'],
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
});

/** GETs one URL as fast as 10 connections allow (no Accept-Encoding: both servers send the same bytes). */
export async function getLoad(name: string, url: string, seconds: number): Promise<LoadReport> {
  const connections = 10;
  return report(name, connections, seconds, await autocannon({ url, connections, duration: seconds }));
}

/** POSTs the survey as a browser without JavaScript would, each request with its own submission id. */
export async function surveyPostLoad(baseUrl: string, dataDir: string, seconds: number): Promise<LoadReport> {
  const connections = 10;
  const db = new pg.Client({ connectionString: runningDatabaseUrl(dataDir) });
  await db.connect();
  const before = Number((await db.query('select count(*) from survey_responses')).rows[0].count);
  const result = await autocannon({
    url: `${baseUrl}/survey?_action=survey`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl, accept: 'application/json' },
        setupRequest: (request) => ({
          ...request,
          body: new URLSearchParams({
            name: 'Load Test',
            email: 'load@example.com',
            rating: '5',
            feedback: 'Benchmark submission: validate, insert and render.',
            submissionId: crypto.randomUUID(),
            website: '',
          }).toString(),
        }),
      },
    ],
  });
  const after = Number((await db.query('select count(*) from survey_responses')).rows[0].count);
  await db.end();
  return { ...report('survey POST (no-JS form, validate + insert + render)', connections, seconds, result), rowsStored: after - before };
}
