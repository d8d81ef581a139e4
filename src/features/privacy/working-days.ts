/**
 * The day `days` working days (Monday to Friday) after `from`, at the same time of day, in UTC. Public
 * holidays are not counted out: the owner's deadline errs early, never late.
 */
export function addWorkingDays(from: Date, days: number): Date {
  const date = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}
