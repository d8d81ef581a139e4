import type { APIRoute } from 'astro';
import { episodeUrl } from '../features/media/index.ts';
import { episodeSitemapEntries } from '../features/media/index.server.ts';
import { articleSitemapEntries } from '../features/articles/index.server.ts';
import { inEveryLocale, STATIC_PAGES, sitemapXml } from '../features/site/index.server.ts';
import { storySitemapEntries } from '../features/stories/index.server.ts';
import { storyUrl } from '../features/stories/index.ts';

// Rendered per request: podcast episodes arrive with every media sync, stories when their tellers approve,
// articles when the owner publishes.
export const GET: APIRoute = async ({ site }) => {
  // An article is listed in the languages it is public in, each with its own slug.
  const [articles, episodes, stories] = await Promise.all([articleSitemapEntries(), episodeSitemapEntries(), storySitemapEntries()]);
  const pages = [
    ...STATIC_PAGES.map((path) => inEveryLocale(path)),
    ...articles,
    ...episodes.map((e) => inEveryLocale(episodeUrl(e.slug), e.publishedAt)),
    ...stories.map((s) => inEveryLocale(storyUrl(s.slug), s.publishedAt)),
  ];
  return new Response(sitemapXml(pages, site!), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
