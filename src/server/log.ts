import pino from 'pino';
import { config } from './config.ts';

// Never log request bodies: they carry e-mail addresses. Values logged are ids, paths and counts.
export const log = pino({
  level: config().LOG_LEVEL,
  base: null,
  redact: { paths: ['email', '*.email', 'password', '*.password', 'token', '*.token'], censor: '[redacted]' },
});
