const DAY_MS = 86_400_000;
const SATURDAY = 6;

/** The demo wedding: the first Saturday at least four months (120 days) after `now`, 14:00 UTC. */
export function demoWeddingDate(now: Date): Date {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 14, 0, 0));
  date.setTime(date.getTime() + 120 * DAY_MS);
  while (date.getUTCDay() !== SATURDAY) date.setTime(date.getTime() + DAY_MS);
  return date;
}

/** A date-only value (midnight UTC) `offsetDays` after `date`, as stored in @db.Date columns. */
export function dayOf(date: Date, offsetDays = 0): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + offsetDays));
}
