import pino from 'pino';
import { config } from './config.ts';
import { withoutEmailAddresses } from './email/address.ts';
import { withoutQueryParams } from './db/errors.ts';

const { LOG_LEVEL, LOG_FILE } = config();

/**
 * What a logged value may say: no query parameters (visitors' input, in a failed query's message) and
 * no e-mail address anywhere, a library's error message included (a mail library quotes the recipient
 * it was refused), errors and their properties included.
 */
function scrubbed(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return withoutEmailAddresses(withoutQueryParams(value));
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) {
    // Still an error of its class (pino's serializer names its type), with every property scrubbed:
    // a mail library's error also carries the refused recipients and the server's response.
    const copy = Object.create(Object.getPrototypeOf(value)) as Record<string, unknown>;
    for (const [key, item] of Object.entries(value)) copy[key] = scrubbed(item, depth + 1);
    for (const key of ['message', 'stack', 'cause'] as const) {
      if (value[key] !== undefined) Object.defineProperty(copy, key, { value: scrubbed(value[key], depth + 1), writable: true, configurable: true });
    }
    return copy;
  }
  if (Array.isArray(value)) return value.map((item) => scrubbed(item, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubbed(item, depth + 1)]));
}

// Never log request bodies: they carry e-mail addresses. Values logged are ids, paths and counts.
const options: pino.LoggerOptions = {
  level: LOG_LEVEL,
  base: null,
  redact: { paths: ['email', '*.email', 'password', '*.password', 'token', '*.token'], censor: '[redacted]' },
  formatters: { log: (fields) => scrubbed(fields) as Record<string, unknown> },
  hooks: {
    // The message (and any format arguments) too, not only the fields.
    logMethod(args, method) {
      method.apply(this, args.map((arg) => (typeof arg === 'string' ? scrubbed(arg) : arg)) as Parameters<typeof method>);
    },
  },
};

// LOG_FILE: also append to a file (the site and the build it serves write there side by side).
export const log = LOG_FILE
  ? pino(
      options,
      pino.multistream([
        { level: LOG_LEVEL, stream: process.stdout },
        { level: LOG_LEVEL, stream: pino.destination({ dest: LOG_FILE, append: true, mkdir: true, sync: true }) },
      ]),
    )
  : pino(options);
