import type { CalendarDate } from './calendar-date';

/** The local calendar day of a Date (the day the user sees on their wall calendar). */
export function calendarDateOf(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}
