import type { Messages } from '../messages.ts';
import { article } from './article.ts';
import { assistant } from './assistant.ts';
import { layout } from './layout.ts';
import { search } from './search.ts';
import { stories } from './stories.ts';

/** Every string of the public site in Filipino. */
export const fil: Messages = { layout, article, search, stories, assistant };
