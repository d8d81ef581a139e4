import type { ReactNode } from 'react';
import SearchResultList, { type SearchResultItem } from './SearchResultList.tsx';
import { AS_TYPED } from '../search.ts';
import { localePath, type Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';
import Pager from '../../../ui/Pager.tsx';

interface Props {
  /** The search box (an island, given by the page with its hydration directive). */
  children: ReactNode;
  locale: Locale;
  /** What the visitor typed (kept in the box). */
  query: string;
  truncated: boolean;
  maxLength: number;
  /** Documents with every word, this page of them. */
  results: SearchResultItem[];
  total: number;
  page: number;
  pages: number;
  /** When few have every word: the best with some of them. */
  partial: SearchResultItem[];
  /** The results are for this spelling of the query: the visitor's found nothing (or nothing with every word); the query as typed stays a link. */
  correctedTo?: string | undefined;
  /** A spelling with the site's own words, offered as a link. */
  didYouMean?: string | undefined;
  messages: Messages['search']['results'];
}

export default function SearchResults({ children, locale, query, truncated, maxLength, results, total, page, pages, partial, correctedTo, didYouMean, messages }: Props) {
  const searchHref = (q: string, n?: number) => `${localePath(locale, '/search')}?${new URLSearchParams(n === undefined ? { q } : { q, page: String(n) })}`;
  const searched = correctedTo ?? query;
  return (
    <div className="space-y-6">
      {children}
      {truncated && (
        <p role="status" className="rounded-md bg-sky/40 px-4 py-3">
          {messages.truncated(maxLength)}
        </p>
      )}
      {correctedTo && (
        <p className="rounded-md bg-sky/40 px-4 py-3">
          {messages.showingCorrected(correctedTo)}{' '}
          <a href={`${localePath(locale, '/search')}?${new URLSearchParams({ q: query, ...AS_TYPED })}`} className="font-semibold text-ocean underline">
            {messages.searchAsTyped(query)}
          </a>
        </p>
      )}
      {didYouMean && (
        <p className="text-lg">
          {messages.didYouMean}{' '}
          <a href={searchHref(didYouMean)} className="font-semibold text-ocean underline">
            {didYouMean}
          </a>
        </p>
      )}
      {!query ? (
        <p>{messages.empty}</p>
      ) : total === 0 && partial.length === 0 ? (
        <div>
          <p className="font-semibold">{messages.noResults(query)}</p>
          <p className="mt-2">{messages.suggestionsIntro}</p>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {messages.suggestions.map((s) => (
              <li key={s.path}>
                <a href={localePath(locale, s.path)} className="text-ocean underline">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <>
          {total > 0 ? (
            <>
              <h2 id="search-results" className="text-lg font-semibold">
                {messages.resultsFor(searched, total)}
              </h2>
              <SearchResultList locale={locale} results={results} labelledBy="search-results" messages={messages} />
              <Pager page={page} pages={pages} href={(n) => searchHref(searched, n)} labels={{ ...messages, nav: messages.pagesLabel }} countClassName="text-sm text-muted" />
            </>
          ) : (
            <p className="font-semibold">{messages.noneWithEveryWord(searched)}</p>
          )}
          {partial.length > 0 && (
            <section aria-labelledby="search-some-words" className="space-y-6 border-t border-sky pt-6">
              <h2 id="search-some-words" className="text-lg font-semibold">
                {messages.someWords}
              </h2>
              <SearchResultList locale={locale} results={partial} labelledBy="search-some-words" messages={messages} />
            </section>
          )}
        </>
      )}
    </div>
  );
}
