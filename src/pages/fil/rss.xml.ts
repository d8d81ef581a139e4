import type { APIRoute } from 'astro';
import { articleFeed } from '../../features/articles/index.server.ts';

// Beside /rss.xml, for the reason given there.
export const GET: APIRoute = (context) => articleFeed('fil', context.site!);
