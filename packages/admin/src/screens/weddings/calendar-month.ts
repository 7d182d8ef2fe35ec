/** `yyyy-mm` of today (UTC, like the stored wedding days). */
export const currentMonth = (now: Date) => now.toISOString().slice(0, 7);

/** The month before or after `month` (`yyyy-mm`). */
export function shiftMonth(month: string, by: number): string {
  const [year = 1970, number = 1] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, number - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

export interface CalendarCell {
  /** yyyy-mm-dd, or null for the padding before the 1st and after the last day. */
  day: string | null;
}

/** The month as weeks from Monday: padding cells before the 1st and after the last day fill the grid. */
export function monthGrid(month: string): CalendarCell[] {
  const [year = 1970, number = 1] = month.split('-').map(Number);
  const first = new Date(Date.UTC(year, number - 1, 1));
  const days = new Date(Date.UTC(year, number, 0)).getUTCDate();
  const leading = (first.getUTCDay() + 6) % 7;
  const cells: CalendarCell[] = Array.from({ length: leading }, () => ({ day: null }));
  for (let day = 1; day <= days; day += 1) cells.push({ day: `${month}-${String(day).padStart(2, '0')}` });
  while (cells.length % 7 !== 0) cells.push({ day: null });
  return cells;
}
