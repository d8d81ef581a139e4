/** The owner's clock when none is set (ADR 051): the brand's home. */
export const DEFAULT_TIME_ZONE = 'Asia/Manila';

/** The offset of `timeZone` from UTC at `instant`, in minutes. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(Number(parts['year']), Number(parts['month']) - 1, Number(parts['day']), Number(parts['hour']), Number(parts['minute']), Number(parts['second']));
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/** A wall-clock date ("2026-12-01") and time ("09:30") in `timeZone` as the instant it names. */
export function zonedInstant(date: string, time: string, timeZone: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})/.exec(time);
  if (!match || !clock) return undefined;
  const wall = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), Number(clock[1]), Number(clock[2]));
  if (Number.isNaN(wall)) return undefined;
  // Twice: the offset at the guess may differ from the offset at the answer (a daylight-saving change).
  let instant = new Date(wall - offsetMinutes(new Date(wall), timeZone) * 60_000);
  instant = new Date(wall - offsetMinutes(instant, timeZone) * 60_000);
  return instant;
}

/** An instant as the wall-clock date and time in `timeZone`, for the schedule's fields. */
export function zonedFields(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts['year']}-${parts['month']}-${parts['day']}`, time: `${parts['hour']}:${parts['minute']}` };
}

/** An instant as the owner reads it: "1 Dec 2026, 09:30 (Asia/Manila)". */
export const formatInZone = (instant: Date, timeZone: string) =>
  `${new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant)} (${timeZone})`;

/** Whether the runtime knows `timeZone` (the setting's list comes from Intl too). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
