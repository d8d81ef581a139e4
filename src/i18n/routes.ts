import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts';

/** The `[...locale]` segment of a language: none for English, `fil` for Filipino. */
export const localeParam = (locale: Locale): string | undefined => (locale === DEFAULT_LOCALE ? undefined : locale);

/** For a prerendered page under src/pages/[...locale]/: one copy per language. */
export const localeStaticPaths = () => LOCALES.map((locale) => ({ params: { locale: localeParam(locale) }, props: { locale } }));
