import { article } from './article.ts';
import { assistant } from './assistant.ts';
import { layout } from './layout.ts';
import { search } from './search.ts';
import { stories } from './stories.ts';

/** Every string of the public site in English: the shape every other language must fill. */
export const en = { layout, article, search, stories, assistant };
