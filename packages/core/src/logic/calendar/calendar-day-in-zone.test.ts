import { describe, expect, it } from 'vitest';
import { calendarDayInZone } from './calendar-day-in-zone';

describe('calendarDayInZone', () => {
  it('reads the day in Berlin, not in UTC', () => {
    // The end of 1 May in Berlin (summer time) is 21:59:59.999 UTC the same day; just after midnight is the 2nd.
    expect(calendarDayInZone(new Date('2027-05-01T21:59:59.999Z'), 'Europe/Berlin')).toBe('2027-05-01');
    expect(calendarDayInZone(new Date('2027-05-01T22:00:00.000Z'), 'Europe/Berlin')).toBe('2027-05-02');
    expect(calendarDayInZone(new Date('2027-05-01T22:00:00.000Z'), 'UTC')).toBe('2027-05-01');
    expect(calendarDayInZone(new Date('2027-05-01T18:29:59.999Z'), 'Asia/Kolkata')).toBe('2027-05-01');
    expect(calendarDayInZone(new Date('2027-05-01T18:30:00.000Z'), 'Asia/Kolkata')).toBe('2027-05-02');
  });
});
