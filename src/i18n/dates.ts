const STYLES = {
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  short: { month: 'short', day: 'numeric', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formats = new Map<string, Intl.DateTimeFormat>();
const formatter = (style: keyof typeof STYLES, locale: string) => {
  const key = `${style} ${locale}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...STYLES[style] })));
  return format;
};

const valid = (date: Date) => !Number.isNaN(date.getTime());

/** "March 15, 2024" (or as `locale` writes it: "Marso 15, 2024") */
export const formatLongDate = (date: Date, locale = 'en-US') => (valid(date) ? formatter('long', locale).format(date) : 'Unknown date');

/** "Mar 5, 2024" (or as `locale` writes it) */
export const formatShortDate = (date: Date, locale = 'en-US') => (valid(date) ? formatter('short', locale).format(date) : 'Unknown date');

/** ISO date "2024-03-15" for <time datetime>. */
export const isoDate = (date: Date) => (valid(date) ? date.toISOString().slice(0, 10) : '');
