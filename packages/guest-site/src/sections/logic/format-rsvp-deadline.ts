import type { Locale } from '@wedding/core';
import { cachedDateFormat } from './cached-date-format';
import { plainIntlSpaces } from './plain-intl-spaces';

/**
 * The RSVP deadline's day ('12. September 2026') in the guest's language. The deadline is the last moment of the
 * couple's chosen day in the wedding's time zone, so it is read in that zone (not the server's nor the guest's): a
 * guest anywhere sees the day the couple picked, and server HTML and hydration print the same day wherever each
 * runs. Null for a missing or unreadable deadline.
 */
export function formatRsvpDeadline(
  deadline: string | null | undefined,
  locale: Locale,
  timeZone: string,
): string | null {
  if (!deadline) return null;
  const at = new Date(deadline);
  if (Number.isNaN(at.getTime())) return null;
  const formatted = cachedDateFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(at);
  return plainIntlSpaces(formatted);
}
