import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { CONSENT_COOKIE } from '../cookie-consent.ts';
import { showSuggestion, suggestsFilipino, SUGGESTION_HIDDEN } from '../language-choice.ts';
import { cookieNoticeVersions } from './cookie-notice.ts';
import { brotli, choose, gzip } from './content-encoding.ts';
import { matchesETag, weakETag } from './etag.ts';

// The build's static files (prerendered pages, hashed assets, feeds) are few and small: they are read
// once at start and answered from memory, each text file compressed once with brotli and gzip. Astro's
// own static handler stats the disk and matches routes on every request, which halves the throughput
// of a prerendered article, and it sends pages uncompressed unless something compresses them per request.

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.json', '.xml', '.txt', '.svg']);
const ASSETS_DIR = '/_astro/';

// Every prerendered page carries the cookie notice between markers; a visitor who accepted it gets
// the page without it, with or without JavaScript and with no script on the page.
export const CONSENTED = new RegExp(`(?:^|;)\\s*${CONSENT_COOKIE}=`);

interface StaticFile {
  headers: Record<string, string>;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** The page without the cookie notice, for a visitor who accepted it. */
  consented?: StaticFile;
  /** An English page with the suggestion to read it in Filipino shown, for a visitor it is offered to. */
  suggesting?: StaticFile;
}

export interface StaticFiles {
  /** Answers a GET or HEAD for a file of the build; false when the request is not for one. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Resolves once every text file has its compressed copies (until then it is sent uncompressed). */
  compressed: Promise<void>;
}

interface HeaderRule {
  pathname: string;
  headers: { key: string; value: string }[];
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The addresses a file answers: its path, and for `x/index.html` also `x` and `x/`. */
function addressesOf(relative: string): string[] {
  const address = `/${relative.split(path.sep).join('/')}`;
  if (!address.endsWith('/index.html')) return [address];
  const dir = address.slice(0, -'/index.html'.length);
  return [address, `${dir}/`, ...(dir ? [dir] : [])];
}

/**
 * Reads `clientDir` (Astro's `dist/client`) and the per-page headers Astro wrote beside it (the pages'
 * CSP). With `compressedDir`, each compressed copy is kept there for the next start of the same build.
 */
export function loadStaticFiles(clientDir: string, headersFile: string, compressedDir?: string): StaticFiles {
  const rules: HeaderRule[] = existsSync(headersFile) ? JSON.parse(readFileSync(headersFile, 'utf8')) : [];
  const pageHeaders = new Map(rules.map((rule) => [rule.pathname, rule.headers]));
  const byAddress = new Map<string, StaticFile>();
  // One file at a time: compressing them all at once took every thread of libuv's pool for seconds,
  // and new database connections, which hash their password there (SCRAM), timed out meanwhile.
  let compressing = Promise.resolve();

  const staticFile = (identity: Buffer, extension: string, headers: Record<string, string>): StaticFile => {
    const file: StaticFile = { identity, headers: { ...headers, ETag: weakETag(identity) } };
    if (COMPRESSIBLE.has(extension)) compressing = compressing.then(() => compress(file, compressedDir));
    return file;
  };

  for (const file of listFiles(clientDir)) {
    const extension = path.extname(file);
    const addresses = addressesOf(path.relative(clientDir, file));
    const identity = readFileSync(file);
    const headers: Record<string, string> = {
      'Content-Type': TYPES[extension] ?? 'application/octet-stream',
      // Hashed assets never change; everything else is revalidated with its ETag on each visit.
      'Cache-Control': addresses[0]!.startsWith(ASSETS_DIR) ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    const page = addresses.map((a) => pageHeaders.get(a.replace(/(.)\/$/, '$1'))).find(Boolean);
    for (const { key, value } of page ?? []) headers[key] = value;
    const html = extension === '.html' ? identity.toString() : undefined;
    const versions = html === undefined ? undefined : cookieNoticeVersions(html, file);
    const suggests = html?.includes(SUGGESTION_HIDDEN) ?? false;
    if (COMPRESSIBLE.has(extension)) headers['Vary'] = ['Accept-Encoding', ...(versions ? ['Cookie'] : []), ...(suggests ? ['Accept-Language'] : [])].join(', ');
    // Each version of the page, and beside it the same with the suggestion shown.
    const version = (text: string | undefined): StaticFile => {
      const served = staticFile(text === undefined ? identity : Buffer.from(text), extension, headers);
      if (suggests) served.suggesting = staticFile(Buffer.from(showSuggestion(text ?? html!)), extension, headers);
      return served;
    };
    const served = version(versions?.withNotice);
    if (versions) served.consented = version(versions.consented);
    for (const address of addresses) byAddress.set(address, served);
  }

  return {
    compressed: compressing,
    serve(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const url = req.url ?? '/';
      const query = url.indexOf('?');
      const found = byAddress.get(query === -1 ? url : url.slice(0, query));
      if (!found) return false;
      const version = found.consented && CONSENTED.test(req.headers.cookie ?? '') ? found.consented : found;
      const entry = version.suggesting && suggestsFilipino(req.headers['accept-language'], req.headers.cookie) ? version.suggesting : version;
      res.setHeaders(new Map(Object.entries(entry.headers)));
      if (matchesETag(req.headers['if-none-match'], entry.headers['ETag']!)) {
        res.statusCode = 304;
        res.end();
        return true;
      }
      const [encoding, body] = choose(entry, req.headers['accept-encoding']);
      if (encoding) res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}

async function compress(entry: StaticFile, compressedDir: string | undefined): Promise<void> {
  // Named by the file's ETag, already a hash of its bytes.
  const key = compressedDir && path.join(compressedDir, entry.headers['ETag']!.replace(/^W\/"|"$/g, ''));
  const [br, gz] = await compressedCopies(entry.identity, key);
  if (br.length < entry.identity.length) entry.br = br;
  if (gz.length < entry.identity.length) entry.gzip = gz;
}

/**
 * A file's brotli and gzip copies, read from `key`.br and `key`.gz where an earlier start of the same
 * build left them: at their best quality they take seconds of CPU for a build's files, which each start
 * (and each site a test starts) would otherwise spend again. The build empties their folder; one that
 * cannot be written only means compressing at every start.
 */
async function compressedCopies(identity: Buffer, key: string | undefined): Promise<[Buffer, Buffer]> {
  if (key) {
    const kept = await Promise.all([readFile(`${key}.br`), readFile(`${key}.gz`)]).catch(() => undefined);
    if (kept) return kept;
  }
  const copies = await Promise.all([
    brotli(identity, zlib.constants.BROTLI_MAX_QUALITY),
    gzip(identity, zlib.constants.Z_BEST_COMPRESSION),
  ]);
  if (key) await keep(key, copies).catch(() => {});
  return copies;
}

/** Written under another name and renamed: a site starting beside this one reads a whole copy or none. */
async function keep(key: string, [br, gz]: [Buffer, Buffer]): Promise<void> {
  await mkdir(path.dirname(key), { recursive: true });
  for (const [extension, body] of [['.br', br], ['.gz', gz]] as const) {
    const partial = `${key}${extension}.${process.pid}`;
    await writeFile(partial, body);
    await rename(partial, `${key}${extension}`);
  }
}
