import type { Locale } from '@wedding/core';

/** A whole number with the language's digits and grouping. */
export function formatCount(count: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(count);
}
