import { alternatesOf, isLocale, type Locale } from '../i18n/locales.ts';

/** Remembers the language a visitor chose, so the suggestion to switch is not shown again. */
export const LANGUAGE_COOKIE = 'kwento_lang';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 31_536_000;
/** Where the suggestion's dismiss form and the language switch's links go. */
export const LANGUAGE_CHOICE_PATH = '/language-choice';

export function languageCookie(locale: Locale, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${locale}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export const hasLanguageChoice = (cookieHeader: string | null | undefined): boolean =>
  new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=(?:en|fil)\\s*(?:;|$)`).test(cookieHeader ?? '');

// Tagalog is what many browsers call Filipino.
const LANGUAGE_OF_TAG: Record<string, Locale> = { en: 'en', fil: 'fil', tl: 'fil' };

/**
 * The first of our languages in the order of preference an Accept-Language header states (q-values,
 * then the order written); undefined when it names none of them.
 */
export function preferredLocale(acceptLanguage: string | null | undefined): Locale | undefined {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, position) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find(Boolean);
      return { locale: LANGUAGE_OF_TAG[tag.trim().toLowerCase().split('-')[0]!], q: q === undefined ? 1 : Number(q), position };
    })
    .filter((entry) => entry.locale !== undefined && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.position - b.position);
  return ranked[0]?.locale;
}

/** Whether to offer the Filipino page to a visitor on an English one. */
export const suggestsFilipino = (acceptLanguage: string | null | undefined, cookieHeader: string | null | undefined): boolean =>
  !hasLanguageChoice(cookieHeader) && preferredLocale(acceptLanguage) === 'fil';

/**
 * How the suggestion begins in every page as built: hidden. The server shows it to a visitor it suggests
 * Filipino to by sending the page without the attribute (prerendered pages: a second copy; pages
 * rendered per request: rendered shown).
 */
export const SUGGESTION_HIDDEN = '<aside id="language-suggestion" hidden=""';
export const showSuggestion = (html: string): string => html.replace(SUGGESTION_HIDDEN, '<aside id="language-suggestion"');

/** A path on this site (never another origin, never a query), or undefined. */
export const sitePath = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\/(?!\/)[\w\-./]*$/.test(value) ? value : undefined;

/** The address that records `locale` as the visitor's choice and then opens `path` in it. */
export const languageChoiceHref = (locale: Locale, path: string): string =>
  `${LANGUAGE_CHOICE_PATH}?${new URLSearchParams({ language: locale, path })}`;

/** Where a choice of `language` made on the page at `path` leads, or the reason it is refused. */
export function languageChoiceTarget(language: unknown, path: unknown): { target: string; locale: Locale } | { problem: string } {
  if (!isLocale(language)) return { problem: 'Unknown language: choose en or fil.' };
  const page = sitePath(path);
  if (page === undefined) return { problem: 'The page to return to must be a path on this site.' };
  return { target: alternatesOf(page)[language], locale: language };
}
