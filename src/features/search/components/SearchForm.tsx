import Icon from '../../../ui/Icon.tsx';
import { SEARCH_QUERY_MAX } from '../../../platform/limits.ts';
import { localePath, type Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';

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

/**
 * On a phone or a small tablet the header has no room for a search box beside the title: the compact box is a magnifier
 * there, and while it has focus it spreads over the whole header (CSS only, so without JavaScript too).
 */
const COMPACT = {
  form: 'group relative flex items-center max-md:focus-within:absolute max-md:focus-within:inset-x-3 sm:max-md:focus-within:inset-x-4 max-md:focus-within:top-3 max-md:focus-within:z-10 max-md:focus-within:bg-navy',
  input:
    'w-9 min-w-0 rounded-md border-0 bg-white/10 py-1.5 pl-2 text-sm text-white placeholder:text-transparent focus:bg-white focus:text-navy focus:placeholder:text-muted md:w-40 md:rounded-r-none md:pr-2 md:placeholder:text-sky/80 lg:w-52 max-md:focus:flex-1 max-md:focus:rounded-r-none',
  magnifier: 'pointer-events-none absolute left-2 text-white group-focus-within:hidden md:hidden',
  button: 'hidden rounded-r-md bg-white/10 p-1.5 text-white group-focus-within:block group-focus-within:bg-ocean hover:bg-white/20 md:block',
};

const WIDE = {
  form: 'flex w-full items-stretch',
  input: 'min-w-0 flex-1 rounded-l-md border border-muted/40 px-3 py-2',
  button: 'rounded-r-md bg-ocean px-3 py-2 text-white hover:bg-ocean-dark',
};

/** A plain GET form: it works the same with and without JavaScript. */
export default function SearchForm({ query = '', id = 'site-search', wide = false, locale, messages }: Props) {
  const look = wide ? WIDE : COMPACT;
  return (
    <form role="search" method="get" action={localePath(locale, '/search')} className={look.form}>
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
        className={look.input}
      />
      {!wide && (
        <span className={COMPACT.magnifier}>
          <Icon name="search" />
        </span>
      )}
      <button type="submit" className={look.button}>
        <Icon name="search" />
        <span className="sr-only">{messages.submit}</span>
      </button>
    </form>
  );
}
