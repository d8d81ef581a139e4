import rss from '@astrojs/rss';
import type { Locale } from '../../i18n/locales.ts';
import { messagesFor } from '../../i18n/messages.ts';
import { site } from '../../site.config.ts';
import { articleAuthor, articleUrl } from './articles.ts';
import { getArticles } from './articles.server.ts';

/** A language's articles as an RSS feed (/rss.xml, /fil/rss.xml), from the database (ADR 051). */
export async function articleFeed(locale: Locale, siteUrl: URL): Promise<Response> {
  const posts = await getArticles(locale);
  return rss({
    title: `${site.name} blog`,
    description: messagesFor(locale).layout.description,
    customData: `<language>${locale}</language>`,
    site: siteUrl,
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
}
