import { alternatesOf, DEFAULT_LOCALE, LOCALES, type Locale } from '../../i18n/locales.ts';

/** Public pages that are not articles, in the order a visitor would meet them. */
export const STATIC_PAGES = [
  '/',
  '/our-story',
  '/blog',
  '/connect',
  '/contact',
  '/ebook',
  '/survey',
  '/podcast',
  '/stories',
  '/terms',
  '/privacy',
  '/privacy/request',
  '/newsletter',
  '/cookies',
];

/** One page in its languages (an article may lack one): its address in each, and when it last changed. */
export interface SitemapPage {
  alternates: Partial<Record<Locale, string>>;
  lastmod?: Date | undefined;
}

/** A page whose address in each language is its path under that language's prefix. */
export const inEveryLocale = (path: string, lastmod?: Date): SitemapPage => ({ alternates: alternatesOf(path), lastmod });

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * Every language's address of every page gets its own entry, and each entry names all the page's
 * languages (itself included) and the default: the sitemap protocol's way of declaring translations.
 */
export function sitemapXml(pages: SitemapPage[], site: URL | string): string {
  const entries = pages.flatMap(({ alternates, lastmod }) => {
    const absolute = (path: string) => escape(new URL(path, site).href);
    const present = LOCALES.flatMap((locale) => (alternates[locale] ? [[locale, alternates[locale]] as const] : []));
    const fallback = alternates[DEFAULT_LOCALE] ?? present[0]?.[1];
    if (!fallback) return [];
    const links = [
      ...present.map(([locale, path]) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${absolute(path)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${absolute(fallback)}"/>`,
    ].join('');
    const modified = lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
    return present.map(([, path]) => `<url><loc>${absolute(path)}</loc>${modified}${links}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${entries.join('')}</urlset>\n`;
}
