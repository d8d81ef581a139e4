import autocannon from 'autocannon';
import pg from 'pg';
import { runningDatabaseUrl } from '../../src/platform/db/embedded.ts';

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
  /** For form posts: answers with 2xx, how many of those are missing, and rows stored for requests cut off unanswered. */
  stored?: { acknowledged: number; lost: number; unanswered: number };
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

/** GETs the home page from `connections` visitors at once, as a flood of readers would. */
export async function homeFlood(baseUrl: string, connections: number, seconds: number): Promise<LoadReport> {
  return report(`home / flood`, connections, seconds, await autocannon({ url: `${baseUrl}/`, connections, duration: seconds }));
}

/** POSTs the survey as a browser without JavaScript would, each request with its own submission id. */
export async function surveyPostLoad(baseUrl: string, dataDir: string, seconds: number, name = 'survey POST (no-JS form, validate + insert + render)'): Promise<LoadReport> {
  const connections = 10;
  const sent = new Set<string>();
  const acknowledged = new Set<string>();
  const submissionIdOf = (request: Buffer) => /submissionId=([\w-]+)/.exec(request.toString())?.[1];
  const result = await autocannon({
    url: `${baseUrl}/survey?_action=survey`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl, accept: 'application/json' },
        setupRequest: (request) => {
          const submissionId = crypto.randomUUID();
          sent.add(submissionId);
          const body = new URLSearchParams({
            name: 'Load Test',
            email: 'load@example.com',
            rating: '5',
            feedback: 'Benchmark submission: validate, insert and render.',
            submissionId,
            website: '',
          }).toString();
          return { ...request, body };
        },
        // autocannon calls this on the request just answered, whose bytes (and id) it still holds.
        onResponse(this: { requestBuffer?: Buffer }, status) {
          const id = this.requestBuffer && submissionIdOf(this.requestBuffer);
          if (id && status >= 200 && status < 300) acknowledged.add(id);
        },
      },
    ],
  });
  // Requests cut off when the run stopped may still be committing: let them finish before counting.
  await new Promise((r) => setTimeout(r, 2000));
  const db = new pg.Client({ connectionString: runningDatabaseUrl(dataDir) });
  await db.connect();
  const stored = new Set<string>(
    (await db.query('select submission_id from survey_responses where submission_id = any($1::uuid[])', [[...sent]])).rows.map((r) => r.submission_id),
  );
  await db.end();
  const lost = [...acknowledged].filter((id) => !stored.has(id)).length;
  return {
    ...report(name, connections, seconds, result),
    stored: { acknowledged: acknowledged.size, lost, unanswered: stored.size - (acknowledged.size - lost) },
  };
}
