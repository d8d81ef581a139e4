import { ownerClock } from '../../platform/db/owner-clock.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      month: 'short',
      day: '2-digit',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** "Mar 05, 2024 at 2:07 PM" (the owner's format, "MMM dd, yyyy at h:mm a"), or "Unknown date". */
export function formatResponseDate(value: Date | string | null | undefined, timeZone = ownerClock()): string {
  const date = value instanceof Date ? value : value ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) return 'Unknown date';
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts['month']} ${parts['day']}, ${parts['year']} at ${parts['hour']}:${parts['minute']} ${parts['dayPeriod']}`;
}
