import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { articleAuthor, articleUrl } from '../../features/articles/index.ts';
import { getFilipinoArticles, getArticles } from '../../features/articles/index.server.ts';
import { localeStaticPaths } from '../../i18n/routes.ts';
import { messagesFor } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locales.ts';
import { site } from '../../site.config.ts';

export const prerender = true;
export const getStaticPaths = localeStaticPaths;

/** Each language's articles in its own feed: /rss.xml and /fil/rss.xml. */
export const GET: APIRoute<{ locale: Locale }> = async (context) => {
  const { locale } = context.props;
  const posts = locale === 'fil' ? await getFilipinoArticles() : await getArticles();
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
