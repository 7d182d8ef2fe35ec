const MS_PER_DAY = 86_400_000;

/**
 * Countdown (docs/requirements.md A4 and B4): ceiling of the days until the date, never below 0. Invalid dates count as
 * 0.
 */
export function countdownDays(target: Date | string, now: Date): number {
  const targetTime = (typeof target === 'string' ? new Date(target) : target).getTime();
  if (Number.isNaN(targetTime)) return 0;
  return Math.max(0, Math.ceil((targetTime - now.getTime()) / MS_PER_DAY));
}
