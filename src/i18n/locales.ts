/** The languages of the public site. English keeps today's addresses; Filipino lives under /fil/. */
export const LOCALES = ['en', 'fil'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** BCP 47 tags for `Intl` (dates, numbers) in each language. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', fil: 'fil-PH' };

/** Each language's name in that language: the language switch shows it so. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', fil: 'Filipino' };

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** Whether an address's first segment is a language prefix (English has none). */
export const isLocalePrefix = (segment: string): segment is Locale => isLocale(segment) && segment !== DEFAULT_LOCALE;

/** The address of a site path (`/survey`) in a language (`/fil/survey`). */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The language an address is in, and the same address without its language prefix. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2,3})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLocalePrefix(match[1]!)) return { locale: match[1], path: match[2] || '/' };
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** The same page in every language, for `hreflang` links and the language switch. */
export function alternatesOf(pathname: string): Record<Locale, string> {
  const { path } = splitLocale(pathname);
  return Object.fromEntries(LOCALES.map((locale) => [locale, localePath(locale, path)])) as Record<Locale, string>;
}
