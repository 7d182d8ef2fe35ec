/** The two weights the printed pieces set: regular running text and bold emphasis. */
export const PRINT_FONT_WEIGHTS = { regular: 400, bold: 700 } as const;

/** The shipped weight closest to the one wanted (a family without 700 sets its boldest below). */
export function closestWeight(wanted: number, shipped: readonly number[]): number {
  return shipped.reduce((best, weight) =>
    Math.abs(weight - wanted) < Math.abs(best - wanted) ? weight : best,
  );
}
