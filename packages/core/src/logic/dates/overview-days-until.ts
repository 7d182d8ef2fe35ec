const MS_PER_DAY = 86_400_000;

/**
 * Wedding overview (docs/requirements.md B2): days until the wedding, or 'today' when 0 or less
 * (the overview does not distinguish the day itself from days after it). Null for a missing or invalid date.
 */
export function overviewDaysUntil(
  weddingDate: Date | string | null | undefined,
  now: Date,
): number | 'today' | null {
  if (weddingDate === null || weddingDate === undefined) return null;
  const targetTime = (typeof weddingDate === 'string' ? new Date(weddingDate) : weddingDate).getTime();
  if (Number.isNaN(targetTime)) return null;
  const days = Math.ceil((targetTime - now.getTime()) / MS_PER_DAY);
  return days <= 0 ? 'today' : days;
}
