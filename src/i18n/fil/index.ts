import type { Messages } from '../messages.ts';
import { article } from './article.ts';
import { emails } from './emails.ts';
import { layout } from './layout.ts';

/** Every string of the public site in Filipino. */
export const fil: Messages = { layout, article, emails };
