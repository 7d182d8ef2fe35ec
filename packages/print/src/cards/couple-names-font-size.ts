/** Up to this many letters the couple's names set at full size on one or two lines. */
const FULL_SIZE_LETTERS = 22;
/** Very long names shrink no further than this share of the full size (they wrap instead). */
const SMALLEST_SHARE = 0.65;

/** The couple's names shrink with their length, so a long pair still sits on two lines and the card on its page. */
export function coupleNamesFontSize(names: string, fullSize: number): number {
  const letters = [...names].length;
  if (letters <= FULL_SIZE_LETTERS) return fullSize;
  return fullSize * Math.max(SMALLEST_SHARE, FULL_SIZE_LETTERS / letters);
}
