import { localePath, type Locale } from '../../i18n/locales.ts';
import { site } from '../../site.config.ts';

/** An article's hero image as stored: its address, size and the alt text the page requires. */
export interface HeroImage {
  src: string;
  width: number;
  height: number;
  /** Smaller widths of the same picture (uploaded photos), for `srcset`. */
  srcset?: string | undefined;
}

/**
 * One language's version of an article as public pages show it (ADR 051). `id` is its slug in that
 * language; `data` keeps the fields the Markdown front matter had, so the cards read as before.
 */
export interface ArticleEntry {
  id: string;
  articleId: string;
  locale: Locale;
  data: {
    title: string;
    description: string;
    summary: string;
    date: Date;
    author?: string | undefined;
    heroImage?: HeroImage | undefined;
    heroAlt?: string | undefined;
  };
}

/** An article page's body: sanitised HTML rendered on save. */
export interface ArticlePage extends ArticleEntry {
  html: string;
  /** The slugs of the languages this article is public in (itself included), for the language switch and hreflang. */
  translations: Partial<Record<Locale, string>>;
}

export const articleAuthor = (post: ArticleEntry) => post.data.author ?? `${site.name} Team`;
export const articlePath = (locale: Locale, slug: string) => localePath(locale, `/blog/${slug}`);
export const articleUrl = (post: Pick<ArticleEntry, 'id' | 'locale'>) => articlePath(post.locale, post.id);

/** An article page's structured data. */
export function articleJsonLd(post: ArticleEntry, siteUrl: URL) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.data.title,
    description: post.data.description,
    datePublished: post.data.date.toISOString(),
    inLanguage: post.locale,
    author: { '@type': 'Organization', name: articleAuthor(post) },
    publisher: { '@type': 'Organization', name: site.name },
    mainEntityOfPage: new URL(articleUrl(post), siteUrl).href,
  };
}

/** The pages that show articles, kept by the render cache until an article changes (ADR 051). */
export const ARTICLE_PAGES: (string | RegExp)[] = ['/blog', '/fil/blog', /^(?:\/fil)?\/blog\/[a-z0-9]+(?:-[a-z0-9]+)*$/];

/** The addresses of an article page's public languages, for hreflang and the language switch. */
export const translationPaths = (page: ArticlePage): Partial<Record<Locale, string>> =>
  Object.fromEntries(Object.entries(page.translations).map(([locale, slug]) => [locale, articlePath(locale as Locale, slug)]));

/**
 * The owner's edit page of one language: /admin/articles/{id}/english. Not the language code: Astro's
 * i18n routing reads an "en" or "fil" segment anywhere in a path as the page's language.
 */
export const ADMIN_LANGUAGE_SEGMENT: Record<Locale, string> = { en: 'english', fil: 'filipino' };
export const adminArticlePath = (id: string, locale: Locale) => `/admin/articles/${id}/${ADMIN_LANGUAGE_SEGMENT[locale]}`;
export const localeOfAdminSegment = (segment: string): Locale | undefined =>
  (Object.entries(ADMIN_LANGUAGE_SEGMENT) as [Locale, string][]).find(([, name]) => name === segment)?.[0];
