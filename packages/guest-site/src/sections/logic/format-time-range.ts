import type { Locale } from '@wedding/core';
import { cachedDateFormat } from './cached-date-format';
import { utcDateOf } from './calendar-date-parts';
import { plainIntlSpaces } from './plain-intl-spaces';

const ANY_DAY = '2000-01-01';
const TIME_OPTIONS: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' };

/** '14:00–15:00' or '2:00 – 3:00 PM' in the guest's convention; the start alone without an end time. */
export function formatTimeRange(time: string, endTime: string | null, locale: Locale): string {
  const start = utcDateOf(ANY_DAY, time);
  if (!start) return time;
  const format = cachedDateFormat(locale, TIME_OPTIONS);
  const end = endTime ? utcDateOf(ANY_DAY, endTime) : null;
  if (!end || end.getTime() <= start.getTime()) return plainIntlSpaces(format.format(start));
  return plainIntlSpaces(format.formatRange(start, end));
}
