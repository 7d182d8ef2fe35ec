/** A day in the calendar without time or time zone; month is 1-12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}
