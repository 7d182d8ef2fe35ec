import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDayInZone } from '../calendar/calendar-day-in-zone';
import { endOfDayInZone } from './end-of-day-in-zone';
import { isTimeZone } from './is-time-zone';
import { modernZoneName } from './modern-zone-name';
import { timeZoneLabel } from './time-zone-label';
import { timeZoneOptions } from './time-zone-options';
import { instantOfWallTime, zoneOffsetMinutes } from './zone-offset';

describe('isTimeZone', () => {
  it('knows IANA region names and UTC, and refuses offsets, abbreviations and made-up names', () => {
    for (const zone of [
      'Europe/Berlin',
      'Asia/Kolkata',
      'America/Argentina/Buenos_Aires',
      'UTC',
      'Etc/GMT+5',
    ])
      expect(isTimeZone(zone), zone).toBe(true);
    for (const zone of ['', '+05:30', 'CET', 'Europe/Atlantis', 'europe berlin', `Europe/${'x'.repeat(70)}`])
      expect(isTimeZone(zone), zone).toBe(false);
  });
});

describe('zoneOffsetMinutes and instantOfWallTime', () => {
  it("read the zone's offset with its summer time", () => {
    expect(zoneOffsetMinutes(new Date('2027-07-01T12:00:00Z'), 'Europe/Berlin')).toBe(120);
    expect(zoneOffsetMinutes(new Date('2027-01-01T12:00:00Z'), 'Europe/Berlin')).toBe(60);
    expect(zoneOffsetMinutes(new Date('2027-01-01T12:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(zoneOffsetMinutes(new Date('2027-01-01T12:00:00Z'), 'America/New_York')).toBe(-300);
  });

  it('a skipped hour moves on, a repeated hour takes its first instant', () => {
    // Berlin skips 02:00-03:00 on 28 March 2027 and repeats 02:00-03:00 on 31 October 2027.
    expect(instantOfWallTime('2027-03-28', 'Europe/Berlin', [2, 30]).toISOString()).toBe(
      '2027-03-28T01:30:00.000Z',
    );
    expect(instantOfWallTime('2027-10-31', 'Europe/Berlin', [2, 30]).toISOString()).toBe(
      '2027-10-31T00:30:00.000Z',
    );
  });

  it('the wall time read back in its zone is the wall time written, for any day and zone (away from clock changes)', () => {
    const zones = ['Europe/Berlin', 'Asia/Kolkata', 'America/New_York', 'Pacific/Auckland', 'UTC'];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        fc.integer({ min: 4, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (date, zone, hours, minutes) => {
          const day = date.toISOString().slice(0, 10);
          const instant = instantOfWallTime(day, zone, [hours, minutes]);
          const wall = new Intl.DateTimeFormat('en-CA', {
            timeZone: zone,
            hourCycle: 'h23',
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
          }).format(instant);
          expect(wall).toBe(`${day}, ${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`);
        },
      ),
    );
  });
});

describe('endOfDayInZone', () => {
  it("ends the picked day at midnight in the wedding's zone, and reads back as that day there", () => {
    expect(endOfDayInZone('2027-05-01', 'Europe/Berlin')).toBe('2027-05-01T21:59:59.999Z');
    expect(endOfDayInZone('2027-12-01', 'Europe/Berlin')).toBe('2027-12-01T22:59:59.999Z');
    expect(endOfDayInZone('2027-05-01', 'America/New_York')).toBe('2027-05-02T03:59:59.999Z');
    expect(endOfDayInZone('2027-05-01', 'Asia/Kolkata')).toBe('2027-05-01T18:29:59.999Z');
    for (const zone of ['Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'UTC', 'Pacific/Kiritimati'])
      expect(calendarDayInZone(new Date(endOfDayInZone('2027-11-27', zone)), zone)).toBe('2027-11-27');
  });
});

describe('timeZoneLabel and timeZoneOptions', () => {
  it("names the zone shortly in the reader's language, with the day's summer or winter time", () => {
    expect(timeZoneLabel('Europe/Berlin', 'de', '2027-07-01')).toBe('MESZ');
    expect(timeZoneLabel('Europe/Berlin', 'de', '2027-12-01')).toBe('MEZ');
    expect(timeZoneLabel('Asia/Kolkata', 'en', '2027-07-01')).toBe('GMT+5:30');
  });

  it('names renamed zones as people know them today, and knows every one of those names', () => {
    expect(modernZoneName('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(modernZoneName('Europe/Berlin')).toBe('Europe/Berlin');
    for (const zone of Intl.supportedValuesOf('timeZone'))
      expect(isTimeZone(modernZoneName(zone)), zone).toBe(true);
  });

  it('offers every zone the runtime knows, sorted, with UTC and the current one, each with its offset', () => {
    const options = timeZoneOptions('en', new Date('2027-01-15T12:00:00Z'), 'America/Montreal');
    const ids = options.map((option) => option.id);
    expect(ids).toContain('UTC');
    expect(ids).toContain('America/Montreal');
    // Under the names people search for, whatever the runtime lists.
    expect(ids).toContain('Asia/Kolkata');
    expect(ids).toContain('Europe/Kyiv');
    expect(ids).not.toContain('Asia/Calcutta');
    expect(ids.every((zone) => isTimeZone(zone))).toBe(true);
    expect([...ids].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(ids);
    expect(options.find((option) => option.id === 'Europe/Berlin')?.label).toBe('Europe/Berlin (GMT+1)');
    expect(options.find((option) => option.id === 'America/New_York')?.label).toBe(
      'America/New York (GMT-5)',
    );
  });
});
