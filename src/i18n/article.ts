import type { Locale } from './locales.ts';

/** The words around an article, in the article's language. */
export interface ArticleLabels {
  back: string;
  by: string;
  /** BCP 47 tag for its date. */
  dateLocale: string;
  moreArticles: string;
  previous: string;
  next: string;
}

export const ARTICLE_LABELS: Record<Locale, ArticleLabels> = {
  en: { back: 'Back to Blog', by: 'By', dateLocale: 'en-US', moreArticles: 'More articles', previous: 'Previous article', next: 'Next article' },
  fil: { back: 'Bumalik sa Blog', by: 'Isinulat ng', dateLocale: 'fil-PH', moreArticles: 'Iba pang artikulo', previous: 'Naunang artikulo', next: 'Susunod na artikulo' },
};
