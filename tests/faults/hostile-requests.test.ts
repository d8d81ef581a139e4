// What an attacker with curl or a raw socket sends to the production build: requests Node parses
// but Astro cannot convert, forged log lines, oversized chunked bodies, cross-site posts with a
// forged Host, bodies that never finish, and a database that drops connections mid-insert.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createOwner, eventually, FORM_PATHS, forms, postForm, signIn, uniqueAddress, uniqueEmail, type Answer } from '../support/index.ts';
import { query } from './support/postgres.ts';
import { Teardown, type FaultSite } from './support/site.ts';

const PORT = 4671;
const HOST = `127.0.0.1:${PORT}`;
const BIG_HEADER = 'a'.repeat(20 * 1024);
const MANY_HEADERS = Array.from({ length: 1500 }, (_, i) => `X-H${i}: v`).join('\r\n');

// One request per line, as it goes on the wire. Each must get a 4xx or a closed socket.
const CORPUS: string[] = [
  `TRACE / HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`,
  `TRACK / HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`,
  `CONNECT ${HOST} HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`,
  `CONNECT / HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`,
  `get / HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`,
  `Get / HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`,
  `FOO / HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`,
  `G@T / HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`,
  `OPTIONS / HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`,
  `OPTIONS * HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`,
  `PUT / HTTP/1.1\r\nHost: ${HOST}\r\nContent-Length: 0\r\n\r\n`,
  `DELETE /admin HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`,
  `PATCH /survey HTTP/1.1\r\nHost: ${HOST}\r\nContent-Length: 0\r\n\r\n`,
  `PROPFIND / HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`,
  `M-SEARCH * HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`,
  `PURGE / HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`,
  `SEARCH / HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`,
  `QUERY / HTTP/1.1\r\nHost: ${HOST}\r\nContent-Length: 0\r\n\r\n`,
  `GET / HTTP/1.1\r\nHost: x@127.0.0.1\r\n\r\n`,
  `GET / HTTP/1.1\r\nHost: user:pass@${HOST}\r\n\r\n`,
  `POST /survey?_action=survey HTTP/1.1\r\nHost: x@127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\n\r\na=b`,
  `GET / HTTP/1.1\r\nHost: 127.0.0.1:99999\r\n\r\n`,
  `GET / HTTP/1.1\r\nHost: 127.0.0.1:abc\r\n\r\n`,
  `GET / HTTP/1.1\r\nHost: 127.0.0.1:${PORT}:${PORT}\r\n\r\n`,
  `GET / HTTP/1.1\r\nHost: [::1\r\n\r\n`,
  `GET / HTTP/1.1\r\nHost: [not-an-address]\r\n\r\n`,
  `GET / HTTP/1.1\r\nHost: ::1]\r\n\r\n`,
  `GET / HTTP/1.1\r\nHost: \r\n\r\n`,
  `GET / HTTP/1.1\r\n\r\n`,
  `GET / HTTP/1.1\r\nHost: ${HOST}\r\nHost: evil.test\r\n\r\n`,
  `GET / HTTP/1.1\r\nHost: 127.0.0.1/evil\r\n\r\n`,
  `GET / HTTP/1.1\r\nHost: 127.0.0.1#x\r\n\r\n`,
  `GET / HTTP/1.1\r\nHost: exa mple.test\r\n\r\n`,
  `GET / HTTP/1.1\r\nHost: 127.0.0.1\\evil\r\n\r\n`,
  `GET / HTTP/1.1\r\nHost: %31%32%37.0.0.1\r\n\r\n`,
  `GET http://${HOST}/ HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`,
  `GET https://evil.test/admin HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`,
  `GET * HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`,
  `GET ../../etc/passwd HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`,
  `GET //evil.test/ HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`,
  `GET /%ZZ HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`,
  `GET /%E0%A4%A HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`,
  `GET /?q=% HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`,
  `GET /%C0%AF HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`,
  `GET /podcast/a%00 HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`,
  `GET /podcast/%0d%0aSet-Cookie:%20x=1 HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`,
  `GET /podcast/%ED%A0%80 HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`,
  `GET /a\0b HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`,
  `GET /a\rb HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`,
  `GET /a\nb HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`,
  `GET / HTTP/1.1\r\nHost: ${HOST}\r\nX-Bad: a\0b\r\n\r\n`,
  `POST /survey?_action=survey HTTP/1.1\r\nHost: ${HOST}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\nContent-Length: 3\r\n\r\na=b`,
  `POST /survey?_action=survey HTTP/1.1\r\nHost: ${HOST}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\na=bc`,
  `POST /survey?_action=survey HTTP/1.1\r\nHost: ${HOST}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n3\r\na=b\r\n0\r\n\r\n`,
  `POST /survey?_action=survey HTTP/1.1\r\nHost: ${HOST}\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked, identity\r\n\r\n3\r\na=b\r\n0\r\n\r\n`,
  `POST /survey?_action=survey HTTP/1.1\r\nHost: ${HOST}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: -1\r\n\r\n`,
  `POST /survey?_action=survey HTTP/1.1\r\nHost: ${HOST}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: abc\r\n\r\n`,
  `POST /survey?_action=survey HTTP/1.1\r\nHost: ${HOST}\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\na=b\r\n0\r\n\r\n`,
  `GET / HTTP/1.1\r\nHost: ${HOST}\r\nX-Big: ${BIG_HEADER}\r\n\r\n`,
  `GET / HTTP/1.1\r\nHost: ${HOST}\r\n${MANY_HEADERS}\r\n\r\n`,
  `GET / HTTP/1.1\r\nHost: ${HOST}\r\nNo colon here\r\n\r\n`,
  `GET / HTTP/1.1\r\nHost: ${HOST}\r\nBad Name: x\r\n\r\n`,
  `GET / HTTP/1.1\r\nHost: ${HOST}\r\nX-Folded: a\r\n b\r\n\r\n`,
  `GET / HTTP/9.9\r\nHost: ${HOST}\r\n\r\n`,
];

interface RawAnswer {
  /** The status code, or 0 when the server closed the connection without an answer. */
  status: number;
  head: string;
}

/** Writes `raw` on a fresh connection; resolves with the answer's status line once its head arrived, or on close. */
function sendRaw(raw: string, timeoutMs = 10_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(PORT, '127.0.0.1');
    let received = '';
    const done = (answer: RawAnswer) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer and no close within ${timeoutMs / 1000} s (got ${JSON.stringify(received.slice(0, 100))})`));
    }, timeoutMs);
    const statusOf = () => Number(/^HTTP\/1\.[01] (\d{3}) /.exec(received)?.[1] ?? 0);
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      const end = received.indexOf('\r\n\r\n');
      if (end >= 0) done({ status: statusOf(), head: received.slice(0, end) });
    });
    socket.on('close', () => done({ status: statusOf(), head: received }));
    socket.on('error', () => {});
    socket.on('connect', () => socket.write(raw, 'latin1'));
  });
}

const teardown = new Teardown();
let site: FaultSite;
let dataDir: string;

beforeAll(async () => {
  dataDir = teardown.dataDir('hostile');
  site = await teardown.site({ port: PORT, dataDir, env: { RATE_LIMIT_DISABLED: '1' } });
});
afterAll(() => teardown.run());

/** Lines the site wrote from now on. */
function logFrom() {
  const start = fs.statSync(site.logFile).size;
  return () => {
    const fd = fs.openSync(site.logFile, 'r');
    try {
      const size = fs.fstatSync(fd).size;
      const buffer = Buffer.alloc(size - start);
      fs.readSync(fd, buffer, 0, buffer.length, start);
      return buffer.toString('utf8').split('\n').filter(Boolean);
    } finally {
      fs.closeSync(fd);
    }
  };
}

/**
 * The lines a request made the site log: a 404 to a unique path is logged after it, and everything
 * before that marker line is the request's own.
 */
async function linesLoggedBy(send: () => Promise<unknown>): Promise<string[]> {
  const read = logFrom();
  await send();
  const marker = `/log-marker-${randomUUID()}`;
  expect((await fetch(new URL(marker, site.url))).status).toBe(404);
  const lines = await eventually('the marker line in the log', () => {
    const all = read();
    const at = all.findIndex((line) => line.includes(marker));
    return at >= 0 ? all.slice(0, at) : undefined;
  }, { timeout: 10_000 });
  return lines;
}

const parsed = (line: string): Record<string, unknown> => {
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    throw new Error(`not a JSON line: ${line.slice(0, 300)}`);
  }
};

test(`a corpus of ${CORPUS.length} malformed or unusual requests gets 4xx answers or a closed socket, and the site keeps serving`, async () => {
  expect(CORPUS.length).toBeGreaterThanOrEqual(40);
  const read = logFrom();
  const answers: string[] = [];
  for (const raw of CORPUS) {
    const what = JSON.stringify(raw.slice(0, 80));
    const answer = await sendRaw(raw);
    answers.push(`${answer.status || 'closed'} ${what}`);
    expect(answer.status === 0 || (answer.status >= 400 && answer.status < 500), `${what} → ${answer.head.slice(0, 200)}`).toBe(true);
    if (answer.status === 405) expect(answer.head).toMatch(/\r\nAllow: GET, HEAD, POST\r\n/i);
    const home = await fetch(site.url);
    expect(home.status, `after ${what}; the site logged:\n${site.logTail()}`).toBe(200);
    await home.arrayBuffer();
  }
  // The requests that used to end the process are answered, not dropped.
  expect(answers).toEqual(expect.arrayContaining([expect.stringMatching(/^405 "TRACE /), expect.stringMatching(/^400 "GET \/ HTTP\/1\.1\\r\\nHost: x@127/)]));
  const lines = read();
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) parsed(line);
});

test('a forged log line in a podcast slug gets a 404 and leaves exactly one JSON line, with no forged event', async () => {
  const forged = '/podcast/a%0A%7B%22level%22:60,%22event%22:%22admin_sign_in%22,%22outcome%22:%22success%22%7D%0A%00';
  let answer: RawAnswer | undefined;
  const lines = await linesLoggedBy(async () => {
    answer = await sendRaw(`GET ${forged} HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\n\r\n`);
  });
  expect(answer?.status).toBe(404);
  expect(lines, lines.join('\n')).toHaveLength(1);
  const line = parsed(lines[0]!);
  expect(line['event']).toBeUndefined();
  expect(line['msg']).toBe('not found');
  expect(lines[0]).not.toMatch(/^\{"level":60/);
});

test('a chunked form body over 64 KiB gets 413, logged in one line without a stack trace', async () => {
  const body = new URLSearchParams({ ...forms.survey('chunked'), feedback: 'x'.repeat(70 * 1024) }).toString();
  let answer: RawAnswer | undefined;
  const lines = await linesLoggedBy(async () => {
    answer = await sendRaw(
      `POST ${FORM_PATHS.survey} HTTP/1.1\r\nHost: ${HOST}\r\nOrigin: ${site.url}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
        `Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`,
    );
  });
  expect(answer?.status).toBe(413);
  expect(lines, lines.join('\n')).toHaveLength(1);
  expect(parsed(lines[0]!)).toMatchObject({ msg: 'request body too large', path: '/survey' });
  expect(lines[0]).not.toMatch(/\bat \S+ \(/);
});

test('a form with a `__proto__` field gets 400 like any other unknown field, and nothing is stored', async () => {
  const fields = forms.survey('proto');
  const answer = await postForm(site.url, FORM_PATHS.survey, { ...fields, ['__proto__']: 'x' });
  expect(answer.status).toBe(400);
  expect(answer.body).toContain('Unexpected field: __proto__');
  expect(await query(dataDir, 'select 1 from survey_responses where submission_id = $1', [fields['submissionId']])).toEqual([]);
});

test('a form body the client abandons is logged as such, not as a database outage', async () => {
  const read = logFrom();
  const socket = net.connect(PORT, '127.0.0.1');
  socket.on('error', () => {});
  socket.on('connect', () => {
    const head = `POST ${FORM_PATHS.survey} HTTP/1.1\r\nHost: ${HOST}\r\nOrigin: ${site.url}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n`;
    socket.write(`${head}email=a`, () => socket.destroy());
  });
  await eventually('the abandoned body in the log', () => read().some((l) => l.includes('request body not received')), { timeout: 10_000 });
  // Whatever the request logged after that comes before the next request's line.
  const lines = [...read(), ...(await linesLoggedBy(async () => {}))];
  expect(lines.map(parsed).filter((l) => l['msg'] === 'request body not received')).toEqual([
    { level: 40, time: expect.any(Number), path: '/survey', reason: 'client aborted', msg: 'request body not received' },
  ]);
  expect(lines.join('\n')).not.toContain('database unavailable');
});

test('a form body that arrives too slowly is cut off with 408 and logged as a body timeout', async () => {
  const read = logFrom();
  const answer = await new Promise<string>((resolve) => {
    const socket = net.connect(PORT, '127.0.0.1');
    let received = '';
    let drip: ReturnType<typeof setInterval> | undefined;
    socket.on('error', () => {});
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('close', () => {
      clearInterval(drip);
      resolve(received);
    });
    socket.on('connect', () => {
      socket.write(`POST ${FORM_PATHS.survey} HTTP/1.1\r\nHost: ${HOST}\r\nOrigin: ${site.url}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nemail=a`);
      // A byte every 2 s: the server allows 30 s for the whole request.
      drip = setInterval(() => socket.writable && socket.write('a'), 2000);
    });
  });
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  const lines = await eventually('the timed-out body in the log', () => {
    const all = read();
    return all.some((l) => l.includes('request body not received')) ? all : undefined;
  }, { timeout: 10_000 });
  expect(lines.map(parsed).filter((l) => l['msg'] === 'request body not received')).toEqual([
    { level: 40, time: expect.any(Number), path: '/survey', reason: 'body timeout', msg: 'request body not received' },
  ]);
  expect(lines.join('\n')).not.toContain('database unavailable');
});

describe('the owner area with a valid session cookie', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = (await signIn(site.url, await createOwner(dataDir))).cookie;
  });

  /** A request as a browser on `origin` sends it, with `Host` set to what the attacker likes (fetch cannot). */
  const request = (method: string, path: string, headers: Record<string, string>, body = '') =>
    new Promise<{ status: number }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port: PORT, method, path, headers: { Cookie: cookie, 'X-Forwarded-For': uniqueAddress(), ...headers } }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      });
      req.on('error', reject);
      req.end(body);
    });

  test('the owner’s story decline posted with a forged Host and a matching Origin is refused, and the story stays new', async () => {
    const story = forms.story('host');
    expect((await postForm(site.url, FORM_PATHS.story, story)).status).toBe(200);
    const [row] = await query<{ id: string }>(dataDir, 'select id from stories where submission_id = $1', [story['submissionId']]);
    const decline = new URLSearchParams({ id: row!.id, status: 'declined' }).toString();
    const forged = await request('POST', '/admin/stories?_action=admin.setStoryStatus', { Host: 'evil.test', Origin: 'http://evil.test', 'Content-Type': 'application/x-www-form-urlencoded' }, decline);
    expect(forged.status).toBe(403);
    expect(await query(dataDir, 'select status from stories where id = $1', [row!.id])).toEqual([{ status: 'new' }]);

    const genuine = await request('POST', '/admin/stories?_action=admin.setStoryStatus', { Host: HOST, Origin: site.url, 'Content-Type': 'application/x-www-form-urlencoded' }, decline);
    expect(genuine.status).toBe(303);
    expect(await query(dataDir, 'select status from stories where id = $1', [row!.id])).toEqual([{ status: 'declined' }]);
  });

  test('a JSON or text POST to /admin/logout from another origin, or with none, does not sign the owner out', async () => {
    for (const headers of [
      { Host: HOST, Origin: 'http://evil.test', 'Content-Type': 'application/json' },
      { Host: HOST, 'Content-Type': 'application/json' },
      { Host: 'evil.test', Origin: 'http://evil.test', 'Content-Type': 'text/plain' },
      { Host: HOST, Origin: 'null' },
    ]) {
      expect((await request('POST', '/admin/logout', headers, '{}')).status, JSON.stringify(headers)).toBe(403);
    }
    expect((await request('GET', '/admin', { Host: HOST, Accept: 'text/html' })).status).toBe(200);
  });
});

test('survey posts while the database drops their connections: no e-mail address or query parameter in the log', async () => {
  const read = logFrom();
  const answers: Answer[] = [];
  const emails: string[] = [];
  let stop = false;
  const posting = Promise.all(
    Array.from({ length: 4 }, async () => {
      while (!stop) {
        const fields = { ...forms.survey('terminated'), email: uniqueEmail('fault') };
        emails.push(fields.email);
        answers.push(await postForm(site.url, FORM_PATHS.survey, fields));
      }
    }),
  );
  try {
    // Until a post met a dropped connection (the site logs it as unavailable), or 30 s.
    await eventually('a post that met a terminated connection', async () => {
      await query(
        dataDir,
        `select pg_terminate_backend(pid) from pg_stat_activity
         where pid <> pg_backend_pid() and backend_type = 'client backend' and datname = current_database()`,
      );
      return read().some((line) => line.includes('database unavailable'));
    }, { timeout: 30_000, interval: 20 });
  } finally {
    stop = true;
    await posting;
  }
  const text = read().join('\n');
  expect(answers.filter((a) => a.status >= 500 && a.status !== 503), text.slice(-2000)).toEqual([]);
  expect(text).not.toMatch(/[\w.+-]+@[\w-]+(\.[\w-]+)+/);
  expect(text).not.toContain('params:');
  for (const email of emails) expect(text).not.toContain(email);
  for (const line of read()) parsed(line);
});
