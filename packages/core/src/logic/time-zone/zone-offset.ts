/** Minutes the zone's wall clock is ahead of UTC at `instant` (+120 in Berlin's summer, -300 in New York's winter). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value);
  const wallAsUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  const wholeSeconds = instant.getTime() - instant.getUTCMilliseconds();
  return Math.round((wallAsUtc - wholeSeconds) / 60_000);
}

/**
 * The instant a wall-clock time (`yyyy-MM-dd`, hours, minutes, seconds, milliseconds) shows in a zone. In the hour a
 * clock skips it is the instant an hour later on the clock; in the hour a clock repeats, the first of the two.
 */
export function instantOfWallTime(
  day: string,
  timeZone: string,
  [hours, minutes, seconds = 0, milliseconds = 0]: readonly number[],
): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wallAsUtc = Date.UTC(year, month - 1, date, hours, minutes, seconds, milliseconds);
  // The zone's offsets a day before and a day after: one of them holds at the wall time, or both where it repeats.
  const DAY = 86_400_000;
  const earlier = wallAsUtc - zoneOffsetMinutes(new Date(wallAsUtc - DAY), timeZone) * 60_000;
  const later = wallAsUtc - zoneOffsetMinutes(new Date(wallAsUtc + DAY), timeZone) * 60_000;
  const shows = (instant: number) =>
    instant + zoneOffsetMinutes(new Date(instant), timeZone) * 60_000 === wallAsUtc;
  const matching = [earlier, later].filter(shows);
  // None matches in a skipped hour: the offset from before the change reads an hour later on the new clock.
  return new Date(matching.length > 0 ? Math.min(...matching) : earlier);
}
