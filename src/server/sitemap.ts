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
  '/cookies',
];

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function sitemapXml(urls: { loc: string; lastmod?: Date | undefined }[]): string {
  const entries = urls.map(
    ({ loc, lastmod }) =>
      `<url><loc>${escape(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</urlset>\n`;
}
