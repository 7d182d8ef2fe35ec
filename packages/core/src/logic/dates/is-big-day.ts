/** Countdown (docs/requirements.md A4 and B4): at 0 days the big-day message replaces the count. */
export function isBigDay(countdownDayCount: number): boolean {
  return countdownDayCount <= 0;
}
