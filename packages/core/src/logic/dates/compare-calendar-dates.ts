import type { CalendarDate } from './calendar-date';

/** Orders calendar dates: negative when a is earlier, 0 when equal, positive when later. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}
