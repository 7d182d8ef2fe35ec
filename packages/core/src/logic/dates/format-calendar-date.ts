import type { Locale } from '../../constants';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export type CalendarDateStyle = 'full' | 'long';

/**
 * A calendar date `YYYY-MM-DD` written out in a language ("12. Juni 2027", with 'full' the weekday too). It is read
 * and formatted in UTC, so the day never shifts with the time zone of whoever renders it (an email, a printed
 * card). Text that is no calendar date comes back as it was: a readable message beats a failed one.
 */
export function formatCalendarDate(date: string, locale: Locale, style: CalendarDateStyle = 'long'): string {
  const parts = CALENDAR_DATE.exec(date);
  if (!parts) return date;
  const [, year, month, day] = parts.map(Number) as [number, number, number, number];
  const instant = new Date(Date.UTC(year, month - 1, day));
  if (instant.getUTCMonth() !== month - 1) return date;
  return new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' }).format(instant);
}
