export { browserTimeZone } from './browser-time-zone';
export { DEFAULT_WEDDING_TIME_ZONE } from './default-time-zone';
export { endOfDayInZone } from './end-of-day-in-zone';
export { isTimeZone } from './is-time-zone';
export { modernZoneName } from './modern-zone-name';
export { timeZoneLabel } from './time-zone-label';
export { type TimeZoneOption, timeZoneOptions } from './time-zone-options';
export { instantOfWallTime, zoneOffsetMinutes } from './zone-offset';
