import { CalendarDate } from '@internationalized/date';
import { datePickerYearRange } from '@wedding/core';

/** Calendar window (docs/requirements.md A5 and B9): 1 January of the current year to 31 December five years ahead. */
export function dateWindow(today: Date): { minValue: CalendarDate; maxValue: CalendarDate } {
  const { fromYear, toYear } = datePickerYearRange(today);
  return { minValue: new CalendarDate(fromYear, 1, 1), maxValue: new CalendarDate(toYear, 12, 31) };
}
