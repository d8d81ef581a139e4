import { EventEmitter } from 'node:events';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export interface Rendered {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  /** False when the handler gave up part-way (destroyed the response). */
  complete: boolean;
}

type Callback = (error?: Error | null) => void;

/**
 * Stands where Node's ServerResponse would, for Astro's handler, and keeps what the handler writes
 * (status, headers, body) instead of sending it, so one rendering can answer many requests.
 */
class CapturedResponse extends EventEmitter {
  statusCode = 200;
  statusMessage = '';
  headersSent = false;
  writableEnded = false;
  destroyed = false;
  readonly req: IncomingMessage;
  private readonly done: (rendered: Rendered) => void;
  private readonly headers: OutgoingHttpHeaders = {};
  private readonly chunks: Buffer[] = [];

  constructor(req: IncomingMessage, done: (rendered: Rendered) => void) {
    super();
    this.req = req;
    this.done = done;
  }

  setHeader(name: string, value: number | string | readonly string[]) {
    this.headers[name.toLowerCase()] = typeof value === 'object' ? [...value] : value;
    return this;
  }

  getHeader(name: string) {
    return this.headers[name.toLowerCase()];
  }

  getHeaders() {
    return { ...this.headers };
  }

  hasHeader(name: string) {
    return name.toLowerCase() in this.headers;
  }

  removeHeader(name: string) {
    delete this.headers[name.toLowerCase()];
  }

  writeHead(status: number, ...rest: unknown[]) {
    this.statusCode = status;
    const headers = rest.find((r) => typeof r === 'object' && r !== null) as OutgoingHttpHeaders | string[] | undefined;
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) this.setHeader(headers[i]!, headers[i + 1]!);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value);
    }
    this.headersSent = true;
    return this;
  }

  write(chunk: string | Uint8Array, encoding?: BufferEncoding | Callback, callback?: Callback) {
    this.headersSent = true;
    this.chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk));
    const cb = typeof encoding === 'function' ? encoding : callback;
    if (cb) queueMicrotask(() => cb());
    return true;
  }

  end(chunk?: string | Uint8Array | Callback, encoding?: BufferEncoding | Callback, callback?: Callback) {
    if (this.writableEnded) return this;
    if (typeof chunk === 'function') callback = chunk;
    else if (chunk !== undefined) this.write(chunk, typeof encoding === 'string' ? encoding : undefined);
    if (typeof encoding === 'function') callback = encoding;
    this.writableEnded = true;
    this.headersSent = true;
    this.done({ status: this.statusCode, headers: this.headers, body: Buffer.concat(this.chunks), complete: !this.destroyed });
    this.emit('finish');
    this.emit('close');
    callback?.();
    return this;
  }

  destroy() {
    if (!this.writableEnded) {
      this.destroyed = true;
      this.end();
    }
    return this;
  }
}

/** Runs `handler` for `req` and resolves with what it answered, sending nothing. */
export function capture(req: IncomingMessage, handler: (req: IncomingMessage, res: ServerResponse) => unknown): Promise<Rendered> {
  return new Promise((resolve, reject) => {
    const res = new CapturedResponse(req, resolve);
    Promise.resolve()
      .then(() => handler(req, res as unknown as ServerResponse))
      .catch(reject);
  });
}
