/**
 * Formats a WCAG contrast ratio as "4.52:1" in the given locale. The value is cut, never rounded up, so a
 * ratio just below a threshold (4.496) is not shown as passing it ("4.50").
 */
export function formatRatio(ratio: number, locale: string): string {
  const truncated = Math.floor(ratio * 100) / 100;
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    truncated,
  );
  return `${number}:1`;
}
