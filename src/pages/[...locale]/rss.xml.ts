import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { articleAuthor, articleUrl } from '../../features/articles/index.ts';
import { getArticles } from '../../features/articles/index.server.ts';
import { localeOf } from '../../i18n/routes.ts';
import { messagesFor } from '../../i18n/messages.ts';
import { site } from '../../site.config.ts';

/** Each language's articles in its own feed: /rss.xml and /fil/rss.xml, from the database (ADR 051). */
export const GET: APIRoute = async (context) => {
  const locale = localeOf(context.params);
  const posts = await getArticles(locale);
  return rss({
    title: `${site.name} blog`,
    description: messagesFor(locale).layout.description,
    customData: `<language>${locale}</language>`,
    site: context.site!,
    // Article addresses have no trailing slash (as in the sitemap and the canonical links).
    trailingSlash: false,
    items: posts.map((post) => ({
      title: post.data.title,
      description: post.data.description,
      pubDate: post.data.date,
      link: articleUrl(post),
      author: articleAuthor(post),
    })),
  });
};
