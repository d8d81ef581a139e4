const formatter = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options });

const longFormats = new Map<string, Intl.DateTimeFormat>();
const long = (locale: string) => {
  let format = longFormats.get(locale);
  if (!format) longFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' })));
  return format;
};
const short = formatter({ month: 'short', day: 'numeric', year: 'numeric' });

const valid = (date: Date) => !Number.isNaN(date.getTime());

/** "March 15, 2024" (or as `locale` writes it: "Marso 15, 2024") */
export const formatLongDate = (date: Date, locale = 'en-US') => (valid(date) ? long(locale).format(date) : 'Unknown date');

/** "Mar 5, 2024" */
export const formatShortDate = (date: Date) => (valid(date) ? short.format(date) : 'Unknown date');

/** ISO date "2024-03-15" for <time datetime>. */
export const isoDate = (date: Date) => (valid(date) ? date.toISOString().slice(0, 10) : '');
