import type { APIRoute } from 'astro';
import { postUrl } from '../lib/posts.ts';
import { episodeUrl } from '../lib/media/types.ts';
import { episodeSitemapEntries } from '../server/media/queries.ts';
import { getFilipinoPosts, getPosts } from '../server/posts.ts';
import { STATIC_PAGES, sitemapXml } from '../server/sitemap.ts';
import { storySitemapEntries } from '../server/stories/published.ts';
import { storyUrl } from '../lib/stories.ts';

// Rendered per request: podcast episodes arrive with every media sync, stories when their tellers approve.
export const GET: APIRoute = async ({ site }) => {
  const [english, filipino, episodes, stories] = await Promise.all([getPosts(), getFilipinoPosts(), episodeSitemapEntries(), storySitemapEntries()]);
  const posts = [...english, ...filipino];
  const urls = [
    ...STATIC_PAGES.map((path) => ({ loc: new URL(path, site).href })),
    ...posts.map((post) => ({ loc: new URL(postUrl(post), site).href, lastmod: post.data.date })),
    ...episodes.map((e) => ({ loc: new URL(episodeUrl(e.slug), site).href, lastmod: e.publishedAt })),
    ...stories.map((s) => ({ loc: new URL(storyUrl(s.slug), site).href, lastmod: s.publishedAt })),
  ];
  return new Response(sitemapXml(urls), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
