/** The languages of the public site. English keeps today's addresses; Filipino lives under /fil/. */
export const LOCALES = ['en', 'fil'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** BCP 47 tags for Intl (dates, numbers). */
export const INTL_TAG: Record<Locale, string> = { en: 'en-US', fil: 'fil-PH' };

/** Each language's name in itself, for the language switch. */
export const LANGUAGE_NAME: Record<Locale, string> = { en: 'English', fil: 'Filipino' };

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The address of `path` (an English, unprefixed path such as "/blog/x") in `locale`. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The language of an address, and the same address without its language prefix. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(fil)(\/.*)?$/.exec(pathname);
  if (match && isLocale(match[1])) return { locale: match[1], path: match[2] || '/' };
  return { locale: DEFAULT_LOCALE, path: pathname };
}
