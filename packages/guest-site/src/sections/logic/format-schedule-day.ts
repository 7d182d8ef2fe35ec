import type { Locale } from '@wedding/core';
import { cachedDateFormat } from './cached-date-format';
import { utcDateOf } from './calendar-date-parts';
import { plainIntlSpaces } from './plain-intl-spaces';

/** Day-tab label: weekday and date, short enough for a tab on a phone ('Sa., 12. Sept.'). */
export function formatScheduleDay(day: string, locale: Locale): string {
  const date = utcDateOf(day);
  if (!date) return day;
  const formatted = cachedDateFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(date);
  return plainIntlSpaces(formatted);
}
