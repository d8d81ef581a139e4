import SearchForm from './SearchForm.tsx';
import type { Locale } from '../../i18n/locales.ts';
import type { Messages } from '../../i18n/messages.ts';
import { formatLongDate, isoDate } from '../../lib/dates.ts';
import type { SearchType } from '../../lib/limits.ts';
import { snippetParts } from '../../lib/search.ts';
import Pager from '../ui/Pager.tsx';

export const searchResultsMessages = {
  resultsFor: (query: string, total: number) => `${total} ${total === 1 ? 'result' : 'results'} for “${query}”`,
  truncated: (max: number) => `Your search was longer than ${max} characters, so only its first ${max} characters were searched.`,
  empty: 'Type a few words to search the articles, podcast episodes and stories.',
  noResults: (query: string) => `Nothing on the site matches “${query}”.`,
  suggestionsIntro: 'Try other words, or:',
  suggestions: [
    { href: '/blog', label: 'Browse the blog: practical guides for OFWs' },
    { href: '/survey', label: 'Tell us what you want to read about in the survey' },
    { href: '/contact', label: 'Ask us through the contact form' },
  ],
  types: { article: 'Article', episode: 'Podcast episode', story: 'Story' } satisfies Record<SearchType, string>,
  previous: 'Previous results',
  next: 'More results',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  pagesLabel: 'Result pages',
};

export interface SearchResultItem {
  type: SearchType;
  title: string;
  url: string;
  /** ISO date, or null when the document has none. */
  date: string | null;
  snippet: string;
}

interface Props {
  locale: Locale;
  formMessages: Messages['layout']['search'];
  query: string;
  truncated: boolean;
  maxLength: number;
  results: SearchResultItem[];
  total: number;
  page: number;
  pages: number;
  messages?: typeof searchResultsMessages;
}

export default function SearchResults({ locale, formMessages, query, truncated, maxLength, results, total, page, pages, messages = searchResultsMessages }: Props) {
  const pageHref = (n: number) => `/search?${new URLSearchParams({ q: query, page: String(n) })}`;
  return (
    <div className="space-y-6">
      <SearchForm id="search-page-query" wide query={query} locale={locale} messages={formMessages} />
      {truncated && (
        <p role="status" className="rounded-md bg-sky/40 px-4 py-3">
          {messages.truncated(maxLength)}
        </p>
      )}
      {!query ? (
        <p>{messages.empty}</p>
      ) : total === 0 ? (
        <div>
          <p className="font-semibold">{messages.noResults(query)}</p>
          <p className="mt-2">{messages.suggestionsIntro}</p>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {messages.suggestions.map((s) => (
              <li key={s.href}>
                <a href={s.href} className="text-ocean underline">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <>
          <h2 className="text-lg font-semibold">{messages.resultsFor(query, total)}</h2>
          <ol className="space-y-6">
            {results.map((result) => (
              <li key={result.url}>
                <article>
                  <p className="text-xs font-semibold tracking-wide text-muted uppercase">
                    {messages.types[result.type]}
                    {result.date && (
                      <>
                        {' · '}
                        <time dateTime={isoDate(new Date(result.date))}>{formatLongDate(new Date(result.date))}</time>
                      </>
                    )}
                  </p>
                  <h3 className="mt-1 font-serif text-xl font-bold">
                    <a href={result.url} className="text-navy underline hover:text-ocean">
                      {result.title}
                    </a>
                  </h3>
                  <p className="mt-1 text-sm">
                    {snippetParts(result.snippet).map((part, index) =>
                      part.marked ? (
                        <mark key={index} className="rounded-sm bg-sun/60 px-0.5 text-navy">
                          {part.text}
                        </mark>
                      ) : (
                        <span key={index}>{part.text}</span>
                      ),
                    )}
                  </p>
                </article>
              </li>
            ))}
          </ol>
          <Pager page={page} pages={pages} href={pageHref} labels={{ ...messages, nav: messages.pagesLabel }} countClassName="text-sm text-muted" />
        </>
      )}
    </div>
  );
}
