import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import SearchForm from './SearchForm.tsx';
import type { Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';

interface Suggestion {
  title: string;
  url: string;
}

interface Props {
  query: string;
  id: string;
  locale: Locale;
  messages: Messages['layout']['search'];
}

/** Typing pauses this long before the suggestions are asked for: one request per pause, not per key. */
const PAUSE_MS = 150;

/**
 * The search page's box, and under it the titles that fit what is typed, as links (↓ moves into
 * them, Escape closes them). An island that hydrates on the first focus: without JavaScript, and
 * until then, it is the plain search form.
 */
export default function SearchSuggestions({ query, id, locale, messages }: Props) {
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const box = useRef<HTMLDivElement>(null);
  const asked = useRef(0);
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);

  const suggest = (text: string) => {
    clearTimeout(pause.current);
    const request = ++asked.current;
    if (text.trim().length < 2) {
      setSuggestions([]);
      return;
    }
    pause.current = setTimeout(async () => {
      let found: Suggestion[] = [];
      try {
        const response = await fetch(`/search-suggestions?${new URLSearchParams({ q: text, locale })}`);
        if (response.ok) found = (await response.json()) as Suggestion[];
      } catch {
        // No suggestions: the form still searches.
      }
      if (request === asked.current) setSuggestions(found);
    }, PAUSE_MS);
  };

  // What was typed before React took over (the first key hydrates the island) gets its suggestions too.
  useEffect(() => {
    const typed = box.current?.querySelector('input')?.value ?? '';
    if (typed !== query) suggest(typed);
    return () => clearTimeout(pause.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      setSuggestions([]);
      box.current?.querySelector('input')?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const links = [...(box.current?.querySelectorAll<HTMLAnchorElement>('[data-suggestion]') ?? [])];
      if (links.length === 0) return;
      event.preventDefault();
      const at = links.indexOf(document.activeElement as HTMLAnchorElement);
      const next = event.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : at - 1;
      if (next < 0) box.current?.querySelector('input')?.focus();
      else links[next]!.focus();
    }
  };

  return (
    // Keys and typing inside the box: the input and the suggestion links are its focusable parts.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={box} className="relative" onKeyDown={onKeyDown} onInput={(event) => event.target instanceof HTMLInputElement && suggest(event.target.value)}>
      <SearchForm id={id} wide query={query} locale={locale} messages={messages} />
      <p aria-live="polite" className="sr-only">
        {suggestions.length > 0 ? messages.suggestionsShown.replace('{count}', String(suggestions.length)) : ''}
      </p>
      {suggestions.length > 0 && (
        <ul aria-label={messages.suggestions} className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-md bg-white shadow-lg ring-1 ring-sky">
          {suggestions.map((suggestion) => (
            <li key={suggestion.url}>
              <a data-suggestion href={suggestion.url} className="block px-3 py-2 text-navy hover:bg-sky/40 focus:bg-sky/40">
                {suggestion.title}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
