import type { Locale } from '../../constants';

/**
 * The zone's short name on `day` (`yyyy-MM-dd`) in the reader's language, shown beside a wedding's times: "MESZ" in
 * German for Berlin's summer, "GMT+5:30" for Kolkata. Read at noon, so the day's own summer or winter time counts.
 */
export function timeZoneLabel(timeZone: string, locale: Locale, day: string): string {
  const noon = new Date(`${day}T12:00:00Z`);
  const at = Number.isNaN(noon.getTime()) ? new Date() : noon;
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}
