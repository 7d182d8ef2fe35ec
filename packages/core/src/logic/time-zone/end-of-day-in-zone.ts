import { instantOfWallTime } from './zone-offset';

/**
 * An RSVP deadline from the day the couple picked (`yyyy-MM-dd`): the last millisecond of that day in the
 * wedding's time zone, as an ISO instant. A guest anywhere reads the same day back (calendarDayInZone).
 */
export function endOfDayInZone(day: string, timeZone: string): string {
  return instantOfWallTime(day, timeZone, [23, 59, 59, 999]).toISOString();
}
