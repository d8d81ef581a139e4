// The search and assistant part of `npm run bench` (alone: BENCH_ONLY=search): the question set
// (top-1 and top-3 of /search and of the assistant, off-topic questions declined) and the assistant's
// own test set through the running site, then 1,000 generated documents indexed beside the articles, one
// visitor searching (per search: the server's time finding the results, from its Server-Timing
// header, and the whole answer as the visitor waits for it) and ten at once (searches per second).
import http from 'node:http';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import type { AssistantAnswer } from '../../src/features/assistant/index.ts';
import { linkedArticles, scoreAssistant, scoreOffTopic, scoreRanking, type AssistantScore, type OffTopicScore, type RankingScore } from '../../src/features/assistant/index.server.ts';
import { readSeedArticles } from '../../src/features/articles/index.server.ts';
import { runningDatabaseUrl } from '../../src/platform/db/embedded.ts';
import { ASSISTANT_QUESTIONS, OFF_TOPIC_QUESTIONS } from '../../tests/fixtures/assistant-questions.ts';
import { OFF_TOPIC, VISITOR_QUESTIONS } from '../../tests/fixtures/visitor-questions.ts';
import { processTreeCpuMs } from './process-cpu.ts';

export const SEARCH_P95_TARGET_MS = 20;
/** Top-3 of /search and of the assistant on the question set, and off-topic questions declined, percent. */
export const QUESTION_SET_TARGET = 90;
export const SEARCH_RPS_TARGET = 300;
const GENERATED = 1000;

export interface SearchBench {
  documents: number;
  searches: number;
  /** Finding the results (the search page's Server-Timing `search` entry). */
  searchP50Ms: number;
  searchP95Ms: number;
  /** The whole answer: request sent to last (compressed) byte read, one request at a time on this machine. */
  p50Ms: number;
  p95Ms: number;
  /** CPU time the site and its PostgreSQL spent per new search, and per recurring one under load (undefined off Linux). */
  cpuMsPerSearch: number | undefined;
  cpuMsPerRecurringSearch: number | undefined;
  /** Searches for the recurring queries (answered from the results cache once searched). */
  requestsPerSecond: number;
  non2xx: number;
  /** Searches never made before (each one queries PostgreSQL). */
  uncachedRequestsPerSecond: number;
  uncachedNon2xx: number;
  assistant: AssistantScore;
  /** Off-topic questions the assistant answered anyway (with an unrelated article). */
  offTopicAnswered: string[];
  questionSet: { search: RankingScore; assistant: RankingScore; offTopic: OffTopicScore };
}

/** A deterministic pseudo-random sequence in [0, 1), so every run indexes the same documents. */
function* randoms(seed: number) {
  let x = seed;
  for (;;) {
    x = (x * 1_103_515_245 + 12_345) % 2 ** 31;
    yield x / 2 ** 31;
  }
}

/**
 * Documents written with the articles' own words (both languages), drawn as often as the articles use
 * them (the frequent words far more often than the rare ones), so the index looks like ours will.
 */
function generatedDocuments(count: number) {
  const frequency = new Map<string, number>();
  for (const doc of readSeedArticles()) {
    for (const word of doc.body.toLowerCase().match(/[\p{L}]{3,}/gu) ?? []) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  }
  const vocabulary = [...frequency.entries()].sort((a, b) => b[1] - a[1]).map(([word]) => word);
  const random = randoms(7);
  const word = () => vocabulary[Math.floor(vocabulary.length * random.next().value! ** 3)]!;
  const sentence = (n: number) => Array.from({ length: n }, word).join(' ');
  return Array.from({ length: count }, (_, i) => ({
    key: `bench-${i}`,
    language: i % 3 === 0 ? 'fil' : 'en',
    title: `Kwento ${i}: ${sentence(5)}`,
    body: Array.from({ length: 20 }, () => `${sentence(14)}.`).join(' '),
    date: new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString(),
  }));
}

async function indexGenerated(dataDir: string) {
  const db = new pg.Client({ connectionString: runningDatabaseUrl(dataDir) });
  await db.connect();
  try {
    const docs = generatedDocuments(GENERATED);
    await db.query(
      `insert into search_documents (type, key, language, title, body, url, date)
       select 'story', d.key, d.language, d.title, d.body, '/stories/' || d.key, d.date::timestamptz
       from json_to_recordset($1::json) as d(key text, language text, title text, body text, date text)
       on conflict do nothing`,
      [JSON.stringify(docs)],
    );
    await db.query('refresh materialized view search_words');
    await db.query('analyze search_documents');
    return Number((await db.query<{ n: string }>('select count(*) as n from search_documents')).rows[0]!.n);
  } finally {
    await db.end();
  }
}

// What visitors type: one or two words, a phrase, an exclusion, in English, Filipino and Taglish.
const QUERIES = [
  'emergency fund', 'ipon', 'illegal recruitment', 'pamilya', 'contract', 'nurse riyadh', 'remittance', '"rest day"',
  'budget -loan', 'kwento', 'homesickness', 'negosyo', 'passport', 'kalusugan', 'promotion', 'language', 'owwa',
  'padala sa pamilya', 'sahod', 'culture shock', 'caregiver', 'mental health', 'savings', 'agency', 'utang',
  'coming home', 'seafarer', 'visa', 'insurance', 'trabaho abroad',
];

/** Never searched before, so never answered from the results cache: "-zq<n>" excludes a word no document has. */
let unique = 0;
const uncached = (q: string) => `${q} -zq${++unique}`;

/** The `search` entry of a Server-Timing header, in milliseconds. */
function searchDuration(serverTiming: string | null): number {
  const duration = /(?:^|,)\s*search;dur=([\d.]+)/.exec(serverTiming ?? '')?.[1];
  if (duration === undefined) throw new Error(`the search page sent no search timing (Server-Timing: ${serverTiming})`);
  return Number(duration);
}

/** One connection, kept open between searches as a browser keeps it. */
const visitor = new http.Agent({ keepAlive: true, maxSockets: 1 });

/**
 * A GET answered as a browser asks for it (brotli) and read as sent: the time is the server's and the
 * loopback's alone, none of it spent decoding on this side.
 */
function timedGet(url: string): Promise<{ ms: number; status: number; serverTiming: string | null }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { agent: visitor, headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
        response.resume();
        response.on('end', () => {
          const serverTiming = response.headers['server-timing'];
          resolve({ ms: performance.now() - started, status: response.statusCode ?? 0, serverTiming: typeof serverTiming === 'string' ? serverTiming : null });
        });
      })
      .on('error', reject);
  });
}

/**
 * One visitor searching, one request after the other, so nothing queues: the whole answer's time is
 * the server's time plus a loopback round trip, and the Server-Timing header says how much of it
 * finding the results took.
 */
async function sequentialTimes(siteUrl: string, count: number): Promise<{ search: number[]; whole: number[] }> {
  const search: number[] = [];
  const whole: number[] = [];
  for (let i = 0; i < count; i++) {
    const q = uncached(QUERIES[i % QUERIES.length]!);
    const answer = await timedGet(`${siteUrl}/search?${new URLSearchParams({ q })}`);
    if (answer.status !== 200) throw new Error(`search for ${q} answered ${answer.status}`);
    whole.push(answer.ms);
    search.push(searchDuration(answer.serverTiming));
  }
  const ascending = (a: number, b: number) => a - b;
  return { search: search.sort(ascending), whole: whole.sort(ascending) };
}

const percentile = (sorted: number[], p: number) => Math.round(10 * sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!) / 10;

/** The articles a results page shows, first first, as a visitor reads it: every title's link, in order. */
async function searchThroughSite(siteUrl: string, question: string): Promise<string[]> {
  const response = await fetch(`${siteUrl}/search?${new URLSearchParams({ q: question })}`);
  if (!response.ok) throw new Error(`the search for ${question} answered ${response.status}`);
  const html = await response.text();
  return [...html.matchAll(/<h3[^>]*>\s*<a href="([^"]+)"/g)].map(([, href]) => /^(?:\/fil)?\/blog\/([^/?#]+)$/.exec(href!)?.[1] ?? href!);
}

async function askThroughSite(siteUrl: string, question: string): Promise<AssistantAnswer> {
  const response = await fetch(`${siteUrl}/assistant`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: siteUrl },
    body: JSON.stringify({ question }),
  });
  if (!response.ok) throw new Error(`the assistant answered ${response.status}`);
  return (await response.json()) as AssistantAnswer;
}

/** `sitePid`: the site's process, whose CPU time (with its PostgreSQL's) is counted per search. */
export async function benchSearch(siteUrl: string, dataDir: string, sitePid: number, seconds: number): Promise<SearchBench> {
  const onTopic = VISITOR_QUESTIONS.filter((q) => q.expected !== OFF_TOPIC);
  const questionSet = {
    search: await scoreRanking(onTopic, (question) => searchThroughSite(siteUrl, question)),
    assistant: await scoreRanking(onTopic, async (question) => linkedArticles(await askThroughSite(siteUrl, question))),
    offTopic: await scoreOffTopic(
      VISITOR_QUESTIONS.filter((q) => q.expected === OFF_TOPIC).map((q) => q.question),
      (question) => askThroughSite(siteUrl, question),
    ),
  };
  const assistant = await scoreAssistant(ASSISTANT_QUESTIONS, (question) => askThroughSite(siteUrl, question));
  const offTopicAnswered: string[] = [];
  for (const question of OFF_TOPIC_QUESTIONS) if ((await askThroughSite(siteUrl, question)).answered) offTopicAnswered.push(question);
  const documents = await indexGenerated(dataDir);
  await sequentialTimes(siteUrl, 50);
  const cpuBefore = processTreeCpuMs(sitePid);
  const { search, whole } = await sequentialTimes(siteUrl, 500);
  const cpuAfter = processTreeCpuMs(sitePid);
  const load = (fresh: boolean) =>
    autocannon({
      url: `${siteUrl}/search?q=ipon`,
      connections: 10,
      duration: seconds,
      requests: [
        {
          setupRequest: (request) => {
            const q = QUERIES[Math.floor(Math.random() * QUERIES.length)]!;
            return { ...request, path: `/search?${new URLSearchParams({ q: fresh ? uncached(q) : q })}` };
          },
        },
      ],
    });
  const cpuBeforeLoad = processTreeCpuMs(sitePid);
  const recurring = await load(false);
  const cpuAfterLoad = processTreeCpuMs(sitePid);
  const fresh = await load(true);
  const perRequest = (before: number | undefined, after: number | undefined, count: number) =>
    before === undefined || after === undefined ? undefined : Math.round((10 * (after - before)) / count) / 10;
  return {
    documents,
    searches: whole.length,
    searchP50Ms: percentile(search, 50),
    searchP95Ms: percentile(search, 95),
    p50Ms: percentile(whole, 50),
    p95Ms: percentile(whole, 95),
    cpuMsPerSearch: perRequest(cpuBefore, cpuAfter, whole.length),
    cpuMsPerRecurringSearch: perRequest(cpuBeforeLoad, cpuAfterLoad, recurring.requests.total),
    requestsPerSecond: Math.round(recurring.requests.average),
    non2xx: recurring.non2xx + recurring.errors + recurring.timeouts,
    uncachedRequestsPerSecond: Math.round(fresh.requests.average),
    uncachedNon2xx: fresh.non2xx + fresh.errors + fresh.timeouts,
    assistant,
    offTopicAnswered,
    questionSet,
  };
}

const CORES = os.cpus().length;
const capacity = (cpuMs: number) => Math.round((CORES * 1000) / cpuMs);

export function searchReport(r: SearchBench): string {
  const latencyMet = r.p95Ms <= SEARCH_P95_TARGET_MS;
  const rateMet = r.requestsPerSecond >= SEARCH_RPS_TARGET && r.non2xx === 0;
  return [
    `## Search (${r.documents} indexed documents: the articles in both languages and ${GENERATED} generated)`,
    '',
    '| Measure | Result | Target | Met |',
    '|---|---|---|---|',
    `| server time per search, one visitor, ${r.searches} searches never made before (no cache hits): the whole answer (request sent to last byte read, on loopback, compressed as a browser asks and not decoded), p50 / p95 | ${r.p50Ms} / ${r.p95Ms} ms | p95 ≤ ${SEARCH_P95_TARGET_MS} ms | ${latencyMet ? '✓' : '✗'} |`,
    `| … of which finding the results (the page's Server-Timing \`search\` entry), p50 / p95 | ${r.searchP50Ms} / ${r.searchP95Ms} ms | reported | – |`,
    `| searches per second, 10 connections, ${QUERIES.length} recurring queries (results cache) | ${r.requestsPerSecond} (${r.non2xx} not 2xx) | ≥ ${SEARCH_RPS_TARGET} | ${rateMet ? '✓' : '✗'} |`,
    `| searches per second, 10 connections, every search new (PostgreSQL each time) | ${r.uncachedRequestsPerSecond} (${r.uncachedNon2xx} not 2xx) | reported | – |`,
    ...(r.cpuMsPerSearch === undefined || r.cpuMsPerRecurringSearch === undefined
      ? []
      : [
          `| CPU time of the site and its PostgreSQL per search, new / recurring (grows less than response times on a busy machine) | ${r.cpuMsPerSearch} / ${r.cpuMsPerRecurringSearch} ms | reported | – |`,
          `| searches per second ${CORES} cores could serve at that cost (the load generator's share not counted), new / recurring | ${capacity(r.cpuMsPerSearch)} / ${capacity(r.cpuMsPerRecurringSearch)} | ≥ ${SEARCH_RPS_TARGET} | – |`,
        ]),
    '',
    ...questionSetReport(r.questionSet),
    `## Chat assistant: ${r.assistant.percent} % of the test set (${r.assistant.found} of ${r.assistant.asked} questions) have the answering page in their top three links (target ≥ 90 %: ${r.assistant.percent >= 90 ? 'met' : 'NOT met'})`,
    '',
    ...(r.assistant.misses.length > 0
      ? ['Missed:', '', ...r.assistant.misses.map((m) => `- “${m.question}”: expected ${m.expected}, got ${m.got.join(', ') || 'no answer'}`), '']
      : []),
    `Off-topic questions answered anyway with an unrelated article: ${r.offTopicAnswered.length} of ${OFF_TOPIC_QUESTIONS.length}${r.offTopicAnswered.length > 0 ? ` (${r.offTopicAnswered.map((q) => `“${q}”`).join(', ')})` : ''}.`,
    '',
  ].join('\n');
}

const met = (percent: number) => (percent >= QUESTION_SET_TARGET ? '✓' : '✗');
const missList = (misses: RankingScore['misses']) => misses.map((m) => `- “${m.question}”: expected ${m.expected}, got ${m.got.join(', ') || 'nothing'}`);

function questionSetReport({ search, assistant, offTopic }: SearchBench['questionSet']): string[] {
  return [
    `## The question set: ${search.asked} questions with the article that answers them, ${offTopic.asked} off-topic (tests/fixtures/visitor-questions.ts)`,
    '',
    'Asked through the running site before the generated documents are indexed: /search as a visitor reads the results page',
    '(every word, then some of them), the assistant by its links (none when it declines).',
    '',
    '| | top-1 | top-3 | target | met |',
    '|---|---|---|---|---|',
    `| /search | ${search.top1Percent} % (${search.top1} of ${search.asked}) | ${search.top3Percent} % (${search.top3} of ${search.asked}) | top-3 ≥ ${QUESTION_SET_TARGET} % | ${met(search.top3Percent)} |`,
    `| assistant | ${assistant.top1Percent} % (${assistant.top1} of ${assistant.asked}) | ${assistant.top3Percent} % (${assistant.top3} of ${assistant.asked}) | top-3 ≥ ${QUESTION_SET_TARGET} % | ${met(assistant.top3Percent)} |`,
    `| off-topic questions the assistant declines (says what it helps with, offers search and the contact form) | ${offTopic.percent} % (${offTopic.declined} of ${offTopic.asked}) | | ≥ ${QUESTION_SET_TARGET} % | ${met(offTopic.percent)} |`,
    '',
    ...(search.misses.length > 0 ? ['/search missed (not in the first three):', '', ...missList(search.misses), ''] : []),
    ...(assistant.misses.length > 0 ? ['The assistant missed:', '', ...missList(assistant.misses), ''] : []),
    ...(offTopic.answered.length > 0 ? ['Off-topic questions answered anyway:', '', ...offTopic.answered.map((a) => `- “${a.question}”: quoted ${a.got}`), ''] : []),
  ];
}
