import type { SearchType } from '../../platform/limits.ts';

/** The search page: results, "no results" suggestions, pager and the rate-limit notice. */
export const search = {
  title: 'Search',
  titleFor: (query: string) => `Search: ${query}`,
  heading: 'Search',
  intro: 'Articles, podcast episodes and stories from our community.',
  description: 'Search the Kwentong OFW articles, podcast episodes and community stories.',
  results: {
    resultsFor: (query: string, total: number) => `${total} ${total === 1 ? 'result' : 'results'} for “${query}”`,
    truncated: (max: number) => `Your search was longer than ${max} characters, so only its first ${max} characters were searched.`,
    empty: 'Type a few words to search the articles, podcast episodes and stories.',
    noResults: (query: string) => `Nothing on the site matches “${query}”.`,
    noneWithEveryWord: (query: string) => `Nothing on the site has every word of “${query}”.`,
    someWords: 'Results that match some of your words',
    didYouMean: 'Did you mean:',
    showingCorrected: (corrected: string) => `Showing results for “${corrected}”.`,
    searchAsTyped: (typed: string) => `Search instead for “${typed}”`,
    suggestionsIntro: 'Try other words, or:',
    suggestions: [
      { path: '/blog', label: 'Browse the blog: practical guides for OFWs' },
      { path: '/survey', label: 'Tell us what you want to read about in the survey' },
      { path: '/contact', label: 'Ask us through the contact form' },
    ],
    types: { article: 'Article', episode: 'Podcast episode', story: 'Story' } satisfies Record<SearchType, string>,
    inEnglish: 'In English',
    inFilipino: 'In Filipino',
    previous: 'Previous results',
    next: 'More results',
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    pagesLabel: 'Result pages',
  },
  limited: {
    wait: (seconds: number) => `You have searched many times in a minute. Please wait ${seconds} seconds and search again.`,
  },
};
