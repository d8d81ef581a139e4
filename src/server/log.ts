import pino from 'pino';
import { config } from './config.ts';
import { withoutQueryParams } from './db/errors.ts';

const { LOG_LEVEL, LOG_FILE } = config();

// Never log request bodies: they carry e-mail addresses. Values logged are ids, paths and counts.
const options: pino.LoggerOptions = {
  level: LOG_LEVEL,
  base: null,
  redact: { paths: ['email', '*.email', 'password', '*.password', 'token', '*.token'], censor: '[redacted]' },
  // A failed query's message lists its parameters (visitors' input): never let one reach a log line.
  formatters: {
    log: (fields) => Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, typeof value === 'string' ? withoutQueryParams(value) : value])),
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
