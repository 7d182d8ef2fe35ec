import type { CalendarDate } from './calendar-date';

/** ISO 8601 calendar date, e.g. 2027-06-12 (the format PUT /api/weddings/{id} receives). */
export function formatIsoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
