import { INTL_LOCALE, localePath, type Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';
import { formatLongDate, isoDate } from '../../../i18n/dates.ts';
import type { SearchLocale, SearchType } from '../../../platform/limits.ts';
import { snippetParts } from '../search.ts';

export interface SearchResultItem {
  type: SearchType;
  /** The language the document is written in (results of both languages are shown). */
  locale: SearchLocale;
  title: string;
  url: string;
  /** ISO date, or null when the document has none. */
  date: string | null;
  snippet: string;
}

interface Props {
  locale: Locale;
  results: SearchResultItem[];
  /** The heading the list is under (for its accessible name). */
  labelledBy: string;
  messages: Messages['search']['results'];
}

/** Results as the visitor reads them: type, language, date, linked title, the snippet with its matched words marked. */
export default function SearchResultList({ locale, results, labelledBy, messages }: Props) {
  return (
    <ol aria-labelledby={labelledBy} className="space-y-6">
      {results.map((result) => {
        // An article has a page in each language, indexed with its own address; an episode's or a
        // story's page shows its one text in the visitor's language's surroundings.
        const href = result.type === 'article' ? result.url : localePath(locale, result.url);
        const otherLocale = result.type === 'article' && result.locale !== locale ? result.locale : undefined;
        return (
          <li key={result.url}>
            <article>
              <p className="text-xs font-semibold tracking-wide text-muted uppercase">
                {messages.types[result.type]}
                {otherLocale && ` · ${otherLocale === 'fil' ? messages.inFilipino : messages.inEnglish}`}
                {result.date && (
                  <>
                    {' · '}
                    <time dateTime={isoDate(new Date(result.date))}>{formatLongDate(new Date(result.date), INTL_LOCALE[locale])}</time>
                  </>
                )}
              </p>
              <h3 lang={otherLocale} className="mt-1 font-serif text-xl font-bold">
                <a href={href} className="text-navy underline hover:text-ocean">
                  {result.title}
                </a>
              </h3>
              <p lang={otherLocale} className="mt-1 text-sm">
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
  );
}
