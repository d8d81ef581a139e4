/** The languages of the public site. English keeps today's addresses; Filipino lives under /fil/. */
export const LOCALES = ['en', 'fil'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
