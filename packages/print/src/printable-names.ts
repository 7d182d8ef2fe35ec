import type { PrintHousehold } from './print-household';

/** The names of a household worth printing: blank entries dropped, surrounding spaces trimmed. */
export function printableNames(household: PrintHousehold): string[] {
  return household.names.map((name) => name.trim()).filter((name) => name !== '');
}
