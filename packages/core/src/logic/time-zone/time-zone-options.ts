import type { Locale } from '../../constants';
import { modernZoneName } from './modern-zone-name';

export interface TimeZoneOption {
  id: string;
  /** "America/New York (GMT-5)": the region's name as people write it, with its offset now. */
  label: string;
}

/**
 * Every IANA zone this runtime knows, for the couple's choice (Intl.supportedValuesOf), under its current name
 * (`Asia/Kolkata`, not the `Asia/Calcutta` browsers list): `UTC` among them, and the wedding's current zone even
 * where the list lacks it. Sorted by name.
 */
export function timeZoneOptions(locale: Locale, now: Date, current?: string): TimeZoneOption[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone').map(modernZoneName));
  zones.add('UTC');
  if (current) zones.add(current);
  return [...zones]
    .sort((a, b) => a.localeCompare(b, 'en'))
    .map((id) => {
      const offset = new Intl.DateTimeFormat(locale, { timeZone: id, timeZoneName: 'shortOffset' })
        .formatToParts(now)
        .find((part) => part.type === 'timeZoneName')?.value;
      const name = id.replaceAll('_', ' ');
      return { id, label: offset ? `${name} (${offset})` : name };
    });
}
