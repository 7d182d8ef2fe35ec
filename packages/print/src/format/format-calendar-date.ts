import type { Locale } from '@wedding/core';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export type CalendarDateStyle = 'full' | 'long';

/**
 * A calendar date 'YYYY-MM-DD' written out in the card's language ("Samstag, 12. Juni 2027"). It is read and
 * formatted in UTC, so the printed day never shifts with the server's time zone. Text that is no calendar date
 * is printed as it came: a card with the raw value beats no cards at all.
 */
export function formatCalendarDate(date: string, locale: Locale, style: CalendarDateStyle): string {
  const parts = CALENDAR_DATE.exec(date);
  if (!parts) return date;
  const [, year, month, day] = parts.map(Number) as [number, number, number, number];
  const instant = new Date(Date.UTC(year, month - 1, day));
  if (instant.getUTCMonth() !== month - 1) return date;
  return new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' }).format(instant);
}
