import SearchForm from './SearchForm.tsx';
import type { Locale } from '../../i18n/locales.ts';
import type { Messages } from '../../i18n/messages.ts';

interface Props {
  locale: Locale;
  formMessages: Messages['layout']['search'];
  retryAfter: number;
  query: string;
  messages: Messages['search']['limited'];
}

/** Shown instead of results when an address searched too often (HTTP 429). */
export default function SearchLimited({ locale, formMessages, retryAfter, query, messages }: Props) {
  return (
    <div className="space-y-6">
      <SearchForm id="search-page-query" wide query={query} locale={locale} messages={formMessages} />
      <p role="alert" className="rounded-md bg-coral/10 px-4 py-3 text-coral">
        {messages.wait(retryAfter)}
      </p>
    </div>
  );
}
