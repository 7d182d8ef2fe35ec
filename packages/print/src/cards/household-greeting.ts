import type { Locale } from '@wedding/core';
import { formatNameList } from '@wedding/core';
import { printText } from '../i18n/print-text';
import type { PrintHousehold } from '../print-household';
import { printableNames } from '../printable-names';

/** "Dear Anna and Ben," for the household's card; null when it has no names to greet. */
export function householdGreeting(household: PrintHousehold, locale: Locale): string | null {
  const names = printableNames(household);
  if (names.length === 0) return null;
  return printText(locale)('greeting', { names: formatNameList(names, locale) });
}
