import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { COOKIE_NOTICE_END, COOKIE_NOTICE_START } from '../cookie-consent.ts';

/** A prerendered page as sent before the visitor accepted cookies, and after. */
export interface NoticeVersions {
  withNotice: string;
  consented: string;
}

const count = (html: string, marker: string) => html.split(marker).length - 1;

/**
 * The two versions of a prerendered page, cut at the markers the layout writes around the cookie
 * notice; undefined for a page without them. Markers out of order or repeated throw: the cut would
 * take the wrong part of the page.
 */
export function cookieNoticeVersions(html: string, file: string): NoticeVersions | undefined {
  const starts = count(html, COOKIE_NOTICE_START);
  const ends = count(html, COOKIE_NOTICE_END);
  if (starts === 0 && ends === 0) return undefined;
  const start = html.indexOf(COOKIE_NOTICE_START);
  const end = html.indexOf(COOKIE_NOTICE_END);
  if (starts !== 1 || ends !== 1 || end < start) {
    throw new Error(`${file}: the cookie notice markers must be one ${COOKIE_NOTICE_START} followed by one ${COOKIE_NOTICE_END}`);
  }
  const before = html.slice(0, start);
  const after = html.slice(end + COOKIE_NOTICE_END.length);
  return { withNotice: before + html.slice(start + COOKIE_NOTICE_START.length, end) + after, consented: before + after };
}

/**
 * Run after the build: every prerendered page must carry the notice between its markers. Without them
 * a visitor who accepted would keep seeing it, or one who did not would never be asked; with broken
 * ones the server would not start.
 */
export function assertCookieNoticeOnEveryPage(clientDir: string): void {
  const problems: string[] = [];
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.relative(clientDir, path.join(entry.parentPath, entry.name));
    try {
      const versions = cookieNoticeVersions(readFileSync(path.join(clientDir, file), 'utf8'), file);
      if (!versions || versions.withNotice === versions.consented) problems.push(`${file}: no cookie notice between ${COOKIE_NOTICE_START} and ${COOKIE_NOTICE_END}`);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  if (problems.length) throw new Error(`Prerendered pages without a cookie notice the server can take out:\n${problems.join('\n')}`);
}
