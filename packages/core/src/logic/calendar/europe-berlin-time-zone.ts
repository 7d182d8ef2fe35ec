/**
 * The time zone every wedding time is written in. Schedule times are stored as local wall-clock times
 * ("14:30") without a zone; the product serves German-speaking couples first, so they are read as
 * Europe/Berlin and written with a TZID (not as floating times, which a guest's calendar would show at
 * 14:30 of whatever zone the guest happens to be in).
 */
export const WEDDING_TIME_ZONE = 'Europe/Berlin';

/**
 * RFC 5545 requires a VTIMEZONE for every TZID used. Central European Time: UTC+1, summer time UTC+2 from the
 * last Sunday of March 02:00 to the last Sunday of October 03:00 (EU rule since 1996).
 */
export const EUROPE_BERLIN_VTIMEZONE: readonly string[] = [
  'BEGIN:VTIMEZONE',
  `TZID:${WEDDING_TIME_ZONE}`,
  `X-LIC-LOCATION:${WEDDING_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];
