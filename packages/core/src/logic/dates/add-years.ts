import type { CalendarDate } from './calendar-date';
import { daysInMonth } from './days-in-month';

/** Same day some years later; 29 February becomes 28 February in a non-leap target year. */
export function addYears(date: CalendarDate, years: number): CalendarDate {
  const year = date.year + years;
  return { year, month: date.month, day: Math.min(date.day, daysInMonth(year, date.month)) };
}
