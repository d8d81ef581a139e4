import Icon from '../ui/Icon.tsx';
import { SEARCH_QUERY_MAX } from '../../lib/limits.ts';
import { localePath, type Locale } from '../../i18n/locales.ts';
import type { Messages } from '../../i18n/messages.ts';


interface Props {
  /** The query shown in the box (the search page keeps what was searched). */
  query?: string;
  /** Each form on a page needs its own. */
  id?: string;
  /** The header's compact box, or the search page's wide one. */
  wide?: boolean;
  locale: Locale;
  messages: Messages['layout']['search'];
}

/** A plain GET form: it works the same with and without JavaScript. */
export default function SearchForm({ query = '', id = 'site-search', wide = false, locale, messages }: Props) {
  return (
    <form role="search" method="get" action={localePath(locale, '/search')} className={wide ? 'flex w-full items-stretch' : 'flex min-w-0 items-center'}>
      <label htmlFor={id} className="sr-only">
        {messages.label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={query}
        maxLength={SEARCH_QUERY_MAX}
        required
        placeholder={messages.placeholder}
        className={
          wide
            ? 'min-w-0 flex-1 rounded-l-md border border-muted/40 px-3 py-2'
            : 'w-24 min-w-0 rounded-l-md border-0 bg-white/10 px-2 py-1.5 text-sm text-white placeholder:text-sky/80 focus:bg-white focus:text-navy sm:w-40 md:w-52'
        }
      />
      <button type="submit" className={wide ? 'rounded-r-md bg-ocean px-3 py-2 text-white hover:bg-ocean-dark' : 'rounded-r-md bg-white/10 p-1.5 text-white hover:bg-white/20'}>
        <Icon name="search" />
        <span className="sr-only">{messages.submit}</span>
      </button>
    </form>
  );
}
