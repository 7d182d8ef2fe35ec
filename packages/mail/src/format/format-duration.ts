import type { Locale } from '@wedding/core';

/**
 * "24 Stunden", "30 minut", "1 hour": Intl picks the plural form every language needs (Polish has three), so the
 * catalogues need no plural rules of their own.
 */
export function formatDuration(value: number, unit: 'hour' | 'minute', locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
