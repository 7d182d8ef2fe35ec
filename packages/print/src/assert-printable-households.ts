import type { PrintHousehold } from './print-household';

/**
 * A print run needs at least one household (a PDF without pages is no document), and each household a link
 * for its QR code. Throws a RangeError the API server can turn into a 4xx answer.
 */
export function assertPrintableHouseholds(households: readonly PrintHousehold[]): void {
  if (households.length === 0) throw new RangeError('No households to print');
  const withoutLink = households.find((household) => household.link.trim() === '');
  if (withoutLink) throw new RangeError(`Household ${withoutLink.id} has no personal link`);
}
