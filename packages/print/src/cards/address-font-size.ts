/** A URL's letters are about this wide on average, in ems of a sans-serif (its bold weight included). */
const AVERAGE_LETTER_WIDTH = 0.6;

/** The address set smaller when it is too long for its line, so that it always prints whole. */
export function addressFontSize(address: string, fullSize: number, lineWidth: number): number {
  return Math.min(fullSize, lineWidth / ([...address].length * AVERAGE_LETTER_WIDTH));
}
