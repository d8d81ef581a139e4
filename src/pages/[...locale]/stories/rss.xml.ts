import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { storyUrl } from '../../../features/stories/index.ts';
import { latestPublishedStories } from '../../../features/stories/index.server.ts';
import { site } from '../../../site.config.ts';
import { localePath } from '../../../i18n/locales.ts';
import { localeOf } from '../../../i18n/routes.ts';
import { messagesFor } from '../../../i18n/messages.ts';

// Rendered per request: a story joins the feed when its teller approves it. Each language has its own
// feed (/stories/rss.xml, /fil/stories/rss.xml) linking to the stories' pages in that language.
export const GET: APIRoute = async (context) => {
  const locale = localeOf(context.params);
  const messages = messagesFor(locale).stories.feed;
  const stories = await latestPublishedStories(50);
  return rss({
    title: messages.title(site.name),
    description: messages.description,
    customData: `<language>${locale}</language>`,
    site: context.site!,
    trailingSlash: false,
    items: stories.map((story) => ({
      title: story.title,
      description: story.excerpt,
      pubDate: story.publishedAt,
      link: localePath(locale, storyUrl(story.slug)),
      author: story.byline,
    })),
  });
};
