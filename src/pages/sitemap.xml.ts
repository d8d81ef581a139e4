import type { APIRoute } from 'astro';
import { postUrl } from '../lib/posts.ts';
import { getPosts } from '../server/posts.ts';
import { STATIC_PAGES, sitemapXml } from '../server/sitemap.ts';

export const prerender = true;

export const GET: APIRoute = async ({ site }) => {
  const posts = await getPosts();
  const urls = [
    ...STATIC_PAGES.map((path) => ({ loc: new URL(path, site).href })),
    ...posts.map((post) => ({ loc: new URL(postUrl(post), site).href, lastmod: post.data.date })),
  ];
  return new Response(sitemapXml(urls), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
