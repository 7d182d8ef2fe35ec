/** A contrast ratio with two decimals, cut (never rounded up): 4.499 reads 4.49:1, so "4.50" really passes. */
export function formatRatio(ratio: number, locale: string): string {
  const cut = Math.floor(ratio * 100) / 100;
  return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cut)}:1`;
}
