export class FetchFailure extends Error {}

export interface Fetched {
  status: number;
  text: string;
}

export interface FetchedBytes {
  status: number;
  bytes: Buffer;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/;
const MAX_REDIRECTS = 3;

/** An address fetchLimited may be given: https, or plain http on loopback (a test's stand-in). */
export function fetchableUrlOrNull(target: string | undefined): string | null {
  if (!target || /\s/.test(target) || !URL.canParse(target)) return null;
  const url = new URL(target);
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.test(url.hostname)) ? target : null;
}

function checkUrl(url: URL, allowedHosts: ReadonlySet<string>) {
  const plainHttpOk = url.protocol === 'http:' && LOOPBACK.test(url.hostname);
  if (url.protocol !== 'https:' && !plainHttpOk) throw new FetchFailure(`refused non-https URL ${url.origin}`);
  if (!allowedHosts.has(url.host)) throw new FetchFailure(`refused host ${url.host} (not configured)`);
}

async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  const reader = response.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new FetchFailure(`response larger than ${Math.round(maxBytes / 1024)} KB`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * GET for untrusted third-party content: https only (plain http just for loopback stand-ins),
 * configured hosts only (redirects included), a time limit for the whole exchange and a size cap.
 */
export async function fetchLimited(target: string, allowedHosts: ReadonlySet<string>, limits: { timeoutMs?: number; maxBytes?: number } = {}): Promise<Fetched> {
  const { status, bytes } = await fetchLimitedBytes(target, allowedHosts, limits);
  return { status, text: new TextDecoder().decode(bytes) };
}

/** fetchLimited's answer as bytes (a picture). */
export async function fetchLimitedBytes(
  target: string,
  allowedHosts: ReadonlySet<string>,
  { timeoutMs = 10_000, maxBytes = 5 * 1024 * 1024 } = {},
): Promise<FetchedBytes> {
  const signal = AbortSignal.timeout(timeoutMs);
  let url = new URL(target);
  try {
    for (let hop = 0; ; hop++) {
      checkUrl(url, allowedHosts);
      const response = await fetch(url, { redirect: 'manual', signal, headers: { 'User-Agent': 'KwentoMediaSync/1.0' } });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        if (hop >= MAX_REDIRECTS) throw new FetchFailure('too many redirects');
        url = new URL(location, url);
        continue;
      }
      return { status: response.status, bytes: await readCapped(response, maxBytes) };
    }
  } catch (error) {
    if (error instanceof FetchFailure) throw error;
    if (signal.aborted) throw new FetchFailure(`no complete answer within ${timeoutMs / 1000} s`);
    throw new FetchFailure(`request failed: ${(error as Error).message}`);
  }
}

export const hostOf = (url: string) => new URL(url).host;
