/**
 * Wedding dates and event times are wall-clock values of the wedding's place (`YYYY-MM-DD`, `HH:mm`). They are
 * formatted as UTC instants so the server and every guest's browser print the same day and hour whatever their
 * own time zone is (server render and hydration must match).
 */
export function utcDateOf(day: string, time = '00:00'): Date | null {
  const date = new Date(`${day.slice(0, 10)}T${time}:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}
