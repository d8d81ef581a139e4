import { article } from './article.ts';
import { emails } from './emails.ts';
import { layout } from './layout.ts';

/** Every string of the public site in English: the shape every other language must fill. */
export const en = { layout, article, emails };
