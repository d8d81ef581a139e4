import { format } from 'node:util';
import type { Logger } from 'pino';
import { withoutQueryParams } from './db/errors.ts';

const COLOURS = /\u001b\[[0-9;]*m/g;
// Astro's console logger starts each message with the time, the level and a label.
const ASTRO_PREFIX = /^\d{2}:\d{2}:\d{2} \[(?:ERROR|WARN|INFO|DEBUG)\](?: \[[\w-]+\])? /;

/**
 * Sends what Astro and libraries print with console.* through pino, so every line the process writes
 * is one JSON object: a message with newlines in it (a stack, a request's path) cannot start a line
 * that reads like one of ours.
 */
export function routeConsoleToLog(log: Logger): void {
  const to = (level: 'error' | 'warn' | 'info' | 'debug') => (...args: unknown[]) =>
    log[level](withoutQueryParams(format(...args).replace(COLOURS, '').replace(ASTRO_PREFIX, '')));
  console.error = to('error');
  console.warn = to('warn');
  console.info = to('info');
  console.log = to('info');
  console.debug = to('debug');
  console.trace = to('debug');
}
