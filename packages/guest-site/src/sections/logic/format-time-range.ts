import { type Locale, type PublicScheduleEvent, timeZoneLabel } from '@wedding/core';
import { cachedDateFormat } from './cached-date-format';
import { utcDateOf } from './calendar-date-parts';
import { plainIntlSpaces } from './plain-intl-spaces';
import { remembered } from './remembered';

const ANY_DAY = '2000-01-01';
const TIME_OPTIONS: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' };
// core's timeZoneLabel builds an Intl format per call (a fifth of a millisecond), for every event of every page.
const zoneLabel = remembered<string>(2_000);

/** '14:00–15:00' or '2:00 – 3:00 PM' in the guest's convention; the start alone without an end time. */
export function formatTimeRange(time: string, endTime: string | null, locale: Locale): string {
  const start = utcDateOf(ANY_DAY, time);
  if (!start) return time;
  const format = cachedDateFormat(locale, TIME_OPTIONS);
  const end = endTime ? utcDateOf(ANY_DAY, endTime) : null;
  if (!end || end.getTime() <= start.getTime()) return plainIntlSpaces(format.format(start));
  return plainIntlSpaces(format.formatRange(start, end));
}

/**
 * An event's times with the wedding's zone after them ('14:00–15:30 Uhr MESZ', '2:00 – 3:30 PM GMT+5:30'): a guest
 * abroad reads them as the clock at the wedding, not their own. The label is the one of the event's day (summer or
 * winter time) and depends on neither the server's nor the guest's zone, so server HTML and hydration agree. All six
 * languages put a zone name last, after a space, as Intl does when it formats a time with one.
 */
export function formatEventTime(
  event: Pick<PublicScheduleEvent, 'day' | 'time' | 'endTime'>,
  timeZone: string,
  locale: Locale,
): string {
  const range = formatTimeRange(event.time, event.endTime, locale);
  const day = event.day.slice(0, 10);
  const label = zoneLabel(`${timeZone} ${locale} ${day}`, () => timeZoneLabel(timeZone, locale, day));
  return plainIntlSpaces(`${range} ${label}`);
}
