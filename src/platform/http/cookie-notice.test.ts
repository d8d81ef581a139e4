import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { assertCookieNoticeOnEveryPage, cookieNoticeVersions } from './cookie-notice.ts';

const NOTICE = '<section aria-label="Cookie notice"><form method="post" action="/cookie-consent"><button>Accept</button></form></section>';
const marked = (inside: string) => `<!doctype html><main><h1>Our story</h1></main><!--cookie-notice-->${inside}<!--/cookie-notice--><footer>©</footer>`;

describe('cookieNoticeVersions', () => {
  it('gives the page with the notice and without it, both without the markers', () => {
    expect(cookieNoticeVersions(marked(NOTICE), 'our-story/index.html')).toEqual({
      withNotice: `<!doctype html><main><h1>Our story</h1></main>${NOTICE}<footer>©</footer>`,
      consented: '<!doctype html><main><h1>Our story</h1></main><footer>©</footer>',
    });
  });

  it('leaves a page without markers alone', () => {
    expect(cookieNoticeVersions('<!doctype html><p>feed preview</p>', 'preview.html')).toBeUndefined();
  });

  it('refuses markers that would cut the wrong part of the page', () => {
    for (const html of [
      `${NOTICE}<!--/cookie-notice-->`,
      `<!--cookie-notice-->${NOTICE}`,
      `<!--/cookie-notice-->${NOTICE}<!--cookie-notice-->`,
      `${marked(NOTICE)}${marked(NOTICE)}`,
    ]) {
      expect(() => cookieNoticeVersions(html, 'blog/index.html'), html).toThrow(/^blog\/index\.html: the cookie notice markers/);
    }
  });
});

describe('assertCookieNoticeOnEveryPage (run by the build)', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const build = (pages: Record<string, string>) => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'kwento-build-'));
    for (const [file, html] of Object.entries(pages)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), html);
    }
    return dir;
  };

  it('passes a build whose every page carries the marked notice', () => {
    expect(() => assertCookieNoticeOnEveryPage(build({ 'index.html': marked(NOTICE), 'blog/x/index.html': marked(NOTICE), 'rss.xml': '<rss/>' }))).not.toThrow();
  });

  it('names every page whose notice the server could not take out, or that has none', () => {
    const client = build({
      'index.html': marked(NOTICE),
      'terms/index.html': `<!doctype html><main>Terms</main>${NOTICE}`,
      'cookies/index.html': marked(''),
      'privacy/index.html': `<!--cookie-notice-->${NOTICE}`,
    });
    let message = '';
    try {
      assertCookieNoticeOnEveryPage(client);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(`${path.join('terms', 'index.html')}: no cookie notice between`);
    expect(message).toContain(`${path.join('cookies', 'index.html')}: no cookie notice between`);
    expect(message).toContain(`${path.join('privacy', 'index.html')}: the cookie notice markers`);
    expect(message).not.toMatch(/^index\.html/m);
  });
});
