import { endOfDayInZone } from '@wedding/core';
import { describe, expect, it } from 'vitest';
import { formatRsvpDeadline } from './format-rsvp-deadline';

describe("formatRsvpDeadline: the deadline's day in the wedding's zone", () => {
  it('reads back the day the couple picked, wherever the wedding is', () => {
    expect(formatRsvpDeadline(endOfDayInZone('2026-05-31', 'Europe/Berlin'), 'de', 'Europe/Berlin')).toBe(
      '31. Mai 2026',
    );
    expect(formatRsvpDeadline(endOfDayInZone('2026-05-31', 'Asia/Kolkata'), 'en', 'Asia/Kolkata')).toBe(
      'May 31, 2026',
    );
    // The end of 31 May in New York is already 1 June in UTC and in Berlin.
    expect(
      formatRsvpDeadline(endOfDayInZone('2026-05-31', 'America/New_York'), 'en', 'America/New_York'),
    ).toBe('May 31, 2026');
  });

  it("reads the same instant as the day it is in the wedding's zone, not in Berlin's", () => {
    const lateEveningInBerlin = '2026-05-31T19:00:00.000Z';
    expect(formatRsvpDeadline(lateEveningInBerlin, 'en', 'Europe/Berlin')).toBe('May 31, 2026');
    expect(formatRsvpDeadline(lateEveningInBerlin, 'en', 'Asia/Kolkata')).toBe('June 1, 2026');
  });

  it('is null for a missing or unreadable deadline', () => {
    expect(formatRsvpDeadline(null, 'de', 'Europe/Berlin')).toBeNull();
    expect(formatRsvpDeadline(undefined, 'de', 'Europe/Berlin')).toBeNull();
    expect(formatRsvpDeadline('not a date', 'de', 'Europe/Berlin')).toBeNull();
  });
});
