import type { Locale } from '@wedding/core';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date 'YYYY-MM-DD' written out in the reader's language ("12. Juni 2027"). It is read and formatted
 * in UTC, so the day never shifts with the server's time zone. Anything else is shown as it came: a readable
 * email beats a failed one.
 */
export function formatCalendarDate(date: string, locale: Locale): string {
  const parts = CALENDAR_DATE.exec(date);
  if (!parts) return date;
  const [, year, month, day] = parts.map(Number) as [number, number, number, number];
  const instant = new Date(Date.UTC(year, month - 1, day));
  if (instant.getUTCMonth() !== month - 1) return date;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(instant);
}
