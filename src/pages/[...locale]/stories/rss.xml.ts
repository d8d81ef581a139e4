import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { storyUrl } from '../../../lib/stories.ts';
import { latestPublishedStories } from '../../../server/stories/published.ts';
import { site } from '../../../site.config.ts';

// Rendered per request: a story joins the feed when its teller approves it.
export const GET: APIRoute = async (context) => {
  const stories = await latestPublishedStories(50);
  return rss({
    title: `${site.name}: Kwento nyo`,
    description: 'Stories of overseas Filipino workers, told by them and published with their approval.',
    site: context.site!,
    trailingSlash: false,
    items: stories.map((story) => ({
      title: story.title,
      description: story.excerpt,
      pubDate: story.publishedAt,
      link: storyUrl(story.slug),
      author: story.byline,
    })),
  });
};
