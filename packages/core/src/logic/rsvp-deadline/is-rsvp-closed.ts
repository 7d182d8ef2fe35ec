/** The public RSVP is closed once the couple's deadline (an instant) has passed; no deadline, never. */
export function isRsvpClosed(deadline: Date | string | null | undefined, now: Date): boolean {
  if (deadline === null || deadline === undefined) return false;
  const at = deadline instanceof Date ? deadline : new Date(deadline);
  return !Number.isNaN(at.getTime()) && now.getTime() > at.getTime();
}

/**
 * The deadline for a day the couple picked (yyyy-mm-dd): the last millisecond of that day in the couple's own time
 * zone (`offsetMinutes` as Date#getTimezoneOffset gives it), as an ISO instant for PUT .../rsvp-deadline.
 */
export function endOfDayDeadline(day: string, offsetMinutes: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const utcEnd = Date.UTC(year, month - 1, date, 23, 59, 59, 999);
  return new Date(utcEnd + offsetMinutes * 60_000).toISOString();
}
