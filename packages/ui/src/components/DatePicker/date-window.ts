import { CalendarDate } from '@internationalized/date';
import { datePickerYearRange } from '@wedding/core';

/** Spec A 5 / B 9 calendar window: 1 January of the current year to 31 December five years ahead. */
export function dateWindow(today: Date): { minValue: CalendarDate; maxValue: CalendarDate } {
  const { fromYear, toYear } = datePickerYearRange(today);
  return { minValue: new CalendarDate(fromYear, 1, 1), maxValue: new CalendarDate(toYear, 12, 31) };
}
