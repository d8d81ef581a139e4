// Which compression a client gets, from its Accept-Encoding header, and the two compressions it can get.
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotliCompress = promisify(zlib.brotliCompress);
const gzipCompress = promisify(zlib.gzip);

/** Brotli at `quality`, told the input's size (so a small page gets a small window). */
export const brotli = (body: Uint8Array, quality: number): Promise<Buffer> =>
  brotliCompress(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });

export const gzip = (body: Uint8Array, level: number): Promise<Buffer> => gzipCompress(body, { level });

function accepts(header: string, coding: string): boolean {
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    return name?.trim() === coding && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });
}

/** The compression a request's Accept-Encoding allows, brotli first (the smaller). */
export function preferredEncoding(acceptEncoding: string | null | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  if (accepts(acceptEncoding, 'br')) return 'br';
  if (accepts(acceptEncoding, 'gzip')) return 'gzip';
  return undefined;
}

/** The smallest copy of `entry` the client accepts, and its Content-Encoding. */
export function choose(entry: { identity: Buffer; br?: Buffer; gzip?: Buffer }, acceptEncoding: string | undefined): [string | undefined, Buffer] {
  if (acceptEncoding) {
    if (entry.br && accepts(acceptEncoding, 'br')) return ['br', entry.br];
    if (entry.gzip && accepts(acceptEncoding, 'gzip')) return ['gzip', entry.gzip];
  }
  return [undefined, entry.identity];
}
