import type { APIRoute } from 'astro';
import { articleFeed } from '../features/articles/index.server.ts';

// Not under [...locale]: a feed rendered per request there would also answer /stories/rss.xml (its rest
// parameter takes "stories"), before the stories' own feed.
export const GET: APIRoute = (context) => articleFeed('en', context.site!);
