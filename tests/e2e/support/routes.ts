// The public routes of the site, in one place for every spec (English addresses; each also exists
// under /fil/). Pages that need data in the database (a podcast episode, a published story, a token)
// are reached from these by the specs that need them.

import { STATIC_PAGES } from '../../../src/features/site/sitemap.server.ts';

/** The pages of the site other than the articles: each is in the sitemap. */
export const PAGES = STATIC_PAGES;

/** The 18 articles, by slug (the same slug in both languages). */
export const ARTICLE_SLUGS = [
  'starting-your-journey',
  'handling-homesickness',
  'financial-planning',
  'skills-development',
  'staying-connected',
  'cultural-adaptation',
  'entrepreneurship',
  'healthcare-heroes',
  'work-life-balance',
  'coming-home',
  'career-growth',
  'legal-guide',
  'mental-health',
  'language-learning',
  'middle-east-success-stories',
  'emergency-fund',
  'seasonal-work',
  'family-dynamics',
];

export const ARTICLES = ARTICLE_SLUGS.map((slug) => `/blog/${slug}`);

/** Search results: a public page kept out of the sitemap. */
export const SEARCH = '/search';

/** Every public route a visitor can open without data of their own. */
export const PUBLIC_ROUTES = [...PAGES, SEARCH, ...ARTICLES];

/** Pages that must ship no JavaScript at all. */
export const CONTENT_PAGES = ['/blog/legal-guide', '/blog', '/our-story', '/podcast', '/terms', '/privacy', '/cookies'];
