import { article } from './article.ts';
import { connect } from './connect.ts';
import { contact } from './contact.ts';
import { ebook } from './ebook.ts';
import { forms } from './forms.ts';
import { layout } from './layout.ts';
import { survey } from './survey.ts';

/** Every string of the public site in English: the shape every other language must fill. */
export const en = { layout, article, forms, survey, contact, ebook, connect };
