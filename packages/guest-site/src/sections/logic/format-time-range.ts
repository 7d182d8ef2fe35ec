import type { Locale } from '@wedding/core';
import { utcDateOf } from './calendar-date-parts';
import { plainIntlSpaces } from './plain-intl-spaces';

const ANY_DAY = '2000-01-01';

/** '14:00–15:00' or '2:00 – 3:00 PM' in the guest's convention; the start alone without an end time. */
export function formatTimeRange(time: string, endTime: string | null, locale: Locale): string {
  const start = utcDateOf(ANY_DAY, time);
  if (!start) return time;
  const format = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const end = endTime ? utcDateOf(ANY_DAY, endTime) : null;
  if (!end || end.getTime() <= start.getTime()) return plainIntlSpaces(format.format(start));
  return plainIntlSpaces(format.formatRange(start, end));
}
