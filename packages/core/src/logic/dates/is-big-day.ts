/** Spec A 4 / B 4 countdown: at 0 days the big-day message replaces the count. */
export function isBigDay(countdownDayCount: number): boolean {
  return countdownDayCount <= 0;
}
