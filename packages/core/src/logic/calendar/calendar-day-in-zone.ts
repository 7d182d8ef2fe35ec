/**
 * The calendar day (`YYYY-MM-DD`) an instant falls on in the wedding's time zone: an RSVP deadline stored as the
 * last millisecond of the couple's chosen day reads as that day, for emails and printed cards alike.
 */
export function calendarDayInZone(instant: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
