import { DEFAULT_LOCALE, isLocalePrefix, LOCALES, type Locale } from './locales.ts';

/** The `[...locale]` segment of a language: none for English, `fil` for Filipino. */
export const localeParam = (locale: Locale): string | undefined => (locale === DEFAULT_LOCALE ? undefined : locale);

/** For a prerendered page under src/pages/[...locale]/: one copy per language. */
export const localeStaticPaths = () => LOCALES.map((locale) => ({ params: { locale: localeParam(locale) }, props: { locale } }));

/**
 * The language of a page under src/pages/[...locale]/ rendered per request: its `locale` segment (the
 * middleware answers 404 for any other prefix). Not `Astro.currentLocale`, which takes a language from
 * any segment or parameter: /stories/review/fil would be a Filipino page in an English layout.
 */
export const localeOf = ({ locale }: Record<string, string | undefined>): Locale => (locale !== undefined && isLocalePrefix(locale) ? locale : DEFAULT_LOCALE);
