import type { Locale } from '@wedding/core';
import { cachedDateFormat } from './cached-date-format';
import { utcDateOf } from './calendar-date-parts';
import { plainIntlSpaces } from './plain-intl-spaces';

/** 'Samstag, 12. September 2026' in the guest's language; null for a missing or unreadable date. */
export function formatWeddingDate(isoDate: string | null, locale: Locale): string | null {
  if (!isoDate) return null;
  const date = utcDateOf(isoDate);
  if (!date) return null;
  const formatted = cachedDateFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
  return plainIntlSpaces(formatted);
}
