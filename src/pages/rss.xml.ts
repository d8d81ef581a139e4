import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { postAuthor, postUrl } from '../lib/posts.ts';
import { getPosts } from '../server/posts.ts';
import { site } from '../site.config.ts';

export const prerender = true;

export const GET: APIRoute = async (context) => {
  const posts = await getPosts();
  return rss({
    title: `${site.name} blog`,
    description: site.description,
    site: context.site!,
    // Article addresses have no trailing slash (as in the sitemap and the canonical links).
    trailingSlash: false,
    items: posts.map((post) => ({
      title: post.data.title,
      description: post.data.description,
      pubDate: post.data.date,
      link: postUrl(post),
      author: postAuthor(post),
    })),
  });
};
