import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inEveryLocale, sitemapXml, STATIC_PAGES } from './sitemap.server.ts';

const SITE = 'https://kwento.example';
const entries = (xml: string) => [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
const loc = (entry: string) => /<loc>([^<]+)<\/loc>/.exec(entry)?.[1];
const alternates = (entry: string) =>
  Object.fromEntries([...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]));

/** The address of every page file under src/pages/[...locale]/ that takes no parameter of its own. */
function pageRoutes(): string[] {
  const root = new URL('../../pages/[...locale]/', import.meta.url);
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.astro') && !file.includes('['))
    .map((file) => `/${file.replace(/\.astro$/, '').replace(/(^|\/)index$/, '')}`.replace(/(.)\/$/, '$1'));
}

describe('the sitemap', () => {
  it('lists every page of the site that is not an article and not search results', () => {
    expect([...STATIC_PAGES].sort()).toEqual(pageRoutes().filter((route) => route !== '/search').sort());
  });

  it('lists a page in both languages, each naming both and the English page as the default', () => {
    const xml = sitemapXml([inEveryLocale('/survey')], SITE);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const [english, filipino] = entries(xml);
    expect(loc(english!)).toBe(`${SITE}/survey`);
    expect(loc(filipino!)).toBe(`${SITE}/fil/survey`);
    const expected = { en: `${SITE}/survey`, fil: `${SITE}/fil/survey`, 'x-default': `${SITE}/survey` };
    expect(alternates(english!)).toEqual(expected);
    expect(alternates(filipino!)).toEqual(expected);
  });

  it('lists the home page as / and /fil', () => {
    expect(entries(sitemapXml([inEveryLocale('/')], SITE)).map(loc)).toEqual([`${SITE}/`, `${SITE}/fil`]);
  });

  it('pairs an article with its translation and keeps its date on both', () => {
    const xml = sitemapXml([{ alternates: { en: '/blog/legal-guide', fil: '/fil/blog/legal-guide' }, lastmod: new Date('2024-03-15T08:00:00Z') }], SITE);
    const [english, filipino] = entries(xml);
    expect(alternates(english!)['fil']).toBe(`${SITE}/fil/blog/legal-guide`);
    expect(alternates(filipino!)['en']).toBe(`${SITE}/blog/legal-guide`);
    for (const entry of [english!, filipino!]) expect(entry).toContain('<lastmod>2024-03-15</lastmod>');
  });

  it('escapes what XML would misread in an address', () => {
    const xml = sitemapXml([inEveryLocale('/stories/a&b')], SITE);
    expect(xml).toContain(`<loc>${SITE}/stories/a&amp;b</loc>`);
    expect(xml).not.toMatch(/&(?!amp;|quot;|lt;)/);
  });
});
