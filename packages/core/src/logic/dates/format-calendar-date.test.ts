import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatCalendarDate } from './format-calendar-date';

const originalTimeZone = process.env.TZ;
// West of UTC, midnight UTC is still the previous day: a date read or formatted locally would shift back a day.
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  process.env.TZ = originalTimeZone;
});

it('writes the calendar day as stored, in every language', () => {
  expect(formatCalendarDate('2027-01-01', 'de')).toBe('1. Januar 2027');
  expect(formatCalendarDate('2027-01-01', 'en')).toBe('January 1, 2027');
  expect(formatCalendarDate('2027-06-12', 'pl')).toBe('12 czerwca 2027');
  expect(formatCalendarDate('2027-06-12', 'tr')).toBe('12 Haziran 2027');
  expect(formatCalendarDate('2027-06-12', 'es')).toBe('12 de junio de 2027');
  expect(formatCalendarDate('2027-06-12', 'hi')).toContain('2027');
});

it('shows anything that is not a calendar date as it came', () => {
  expect(formatCalendarDate('2027-02-30', 'de')).toBe('2027-02-30');
  expect(formatCalendarDate('soon', 'de')).toBe('soon');
});

it('writes the weekday too in the full style', () => {
  expect(formatCalendarDate('2027-06-12', 'de', 'full')).toBe('Samstag, 12. Juni 2027');
});
