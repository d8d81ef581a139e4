import type { APIRoute } from 'astro';
import { articleUrl } from '../features/articles/index.ts';
import { episodeUrl } from '../features/media/index.ts';
import { episodeSitemapEntries } from '../features/media/index.server.ts';
import { getFilipinoArticles, getArticles } from '../features/articles/index.server.ts';
import { inEveryLanguage, STATIC_PAGES, sitemapXml, type SitemapPage } from '../features/site/index.server.ts';
import { storySitemapEntries } from '../features/stories/index.server.ts';
import { storyUrl } from '../features/stories/index.ts';

// Rendered per request: podcast episodes arrive with every media sync, stories when their tellers approve.
export const GET: APIRoute = async ({ site }) => {
  const [english, filipino, episodes, stories] = await Promise.all([getArticles(), getFilipinoArticles(), episodeSitemapEntries(), storySitemapEntries()]);
  // Each article is paired with its translation (the build stops when one is missing).
  const translations = new Map(filipino.map((post) => [post.id, post]));
  const articles: SitemapPage[] = english.map((post) => ({
    alternates: { en: articleUrl(post), fil: articleUrl(translations.get(post.id)!) },
    lastmod: post.data.date,
  }));
  const pages = [
    ...STATIC_PAGES.map((path) => inEveryLanguage(path)),
    ...articles,
    ...episodes.map((e) => inEveryLanguage(episodeUrl(e.slug), e.publishedAt)),
    ...stories.map((s) => inEveryLanguage(storyUrl(s.slug), s.publishedAt)),
  ];
  return new Response(sitemapXml(pages, site!), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
