import { DEFAULT_WEDDING_TIME_ZONE } from './default-time-zone';
import { isTimeZone } from './is-time-zone';
import { modernZoneName } from './modern-zone-name';

/**
 * The zone this runtime's clock is set to, under its current name (a new wedding's proposal), or the default where it
 * names none we know.
 */
export function browserTimeZone(): string {
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? modernZoneName(zone) : DEFAULT_WEDDING_TIME_ZONE;
}
