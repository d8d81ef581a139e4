// What other code may use of this feature on the server.
export { STATIC_PAGES, inEveryLocale, sitemapXml } from './sitemap.server.ts';
export type { SitemapPage } from './sitemap.server.ts';
