import SearchForm from './SearchForm.tsx';
import { INTL_LOCALE, localePath, type Locale } from '../../i18n/locales.ts';
import type { Messages } from '../../i18n/messages.ts';
import { formatLongDate, isoDate } from '../../lib/dates.ts';
import type { SearchLanguage, SearchType } from '../../lib/limits.ts';
import { snippetParts } from '../../lib/search.ts';
import Pager from '../ui/Pager.tsx';

export interface SearchResultItem {
  type: SearchType;
  /** The language the document is written in (results of both languages are shown). */
  language: SearchLanguage;
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
  messages: Messages['search']['results'];
}

export default function SearchResults({ locale, formMessages, query, truncated, maxLength, results, total, page, pages, messages }: Props) {
  const pageHref = (n: number) => `${localePath(locale, '/search')}?${new URLSearchParams({ q: query, page: String(n) })}`;
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
          <h2 className="text-lg font-semibold">{messages.resultsFor(query, total)}</h2>
          <ol className="space-y-6">
            {results.map((result) => {
              // An article has a page in each language, indexed with its own address; an episode's or a
              // story's page shows its one text in the visitor's language's surroundings.
              const href = result.type === 'article' ? result.url : localePath(locale, result.url);
              const otherLanguage = result.type === 'article' && result.language !== locale ? result.language : undefined;
              return (
              <li key={result.url}>
                <article>
                  <p className="text-xs font-semibold tracking-wide text-muted uppercase">
                    {messages.types[result.type]}
                    {otherLanguage && ` · ${otherLanguage === 'fil' ? messages.inFilipino : messages.inEnglish}`}
                    {result.date && (
                      <>
                        {' · '}
                        <time dateTime={isoDate(new Date(result.date))}>{formatLongDate(new Date(result.date), INTL_LOCALE[locale])}</time>
                      </>
                    )}
                  </p>
                  <h3 lang={otherLanguage} className="mt-1 font-serif text-xl font-bold">
                    <a href={href} className="text-navy underline hover:text-ocean">
                      {result.title}
                    </a>
                  </h3>
                  <p lang={otherLanguage} className="mt-1 text-sm">
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
              );
            })}
          </ol>
          <Pager page={page} pages={pages} href={pageHref} labels={{ ...messages, nav: messages.pagesLabel }} countClassName="text-sm text-muted" />
        </>
      )}
    </div>
  );
}
