// Which compression a client gets, from its Accept-Encoding header.

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
