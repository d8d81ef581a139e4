const formatter = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options });

const long = formatter({ month: 'long', day: 'numeric', year: 'numeric' });
const short = formatter({ month: 'short', day: 'numeric', year: 'numeric' });

const valid = (date: Date) => !Number.isNaN(date.getTime());

/** "March 15, 2024" */
export const formatLongDate = (date: Date) => (valid(date) ? long.format(date) : 'Unknown date');

/** "Mar 5, 2024" */
export const formatShortDate = (date: Date) => (valid(date) ? short.format(date) : 'Unknown date');

/** ISO date "2024-03-15" for <time datetime>. */
export const isoDate = (date: Date) => (valid(date) ? date.toISOString().slice(0, 10) : '');
