import { describe, expect, it } from 'vitest';
import { guestHeadCounts, type HeadCountEntry } from './guest-head-counts';

const entry = (id: string, patch: Partial<HeadCountEntry> = {}): HeadCountEntry => ({
  id,
  estimatedGuests: 1,
  groupRole: null,
  householdId: null,
  attendanceStatus: null,
  rsvpReceived: false,
  confirmedGuests: 0,
  ...patch,
});

describe('head-counts: households and unnamed plus-ones', () => {
  it('counts unnamed plus-ones in the expected people and parties as one household', () => {
    const totals = guestHeadCounts([
      entry('a', { estimatedGuests: 3 }),
      entry('b', { groupRole: 'primary', householdId: 'p' }),
      entry('c', { groupRole: 'companion', householdId: 'p' }),
    ]);
    expect(totals).toMatchObject({
      entries: 3,
      households: 2,
      expectedPeople: 5,
      unnamedPlusOnes: 2,
      pending: 3,
    });
  });

  it('counts a party once whether one RSVP covers it or each member answered alone', () => {
    const covered = guestHeadCounts([
      entry('b', { householdId: 'p', attendanceStatus: 'attending', confirmedGuests: 2, rsvpReceived: true }),
      entry('c', { householdId: 'p' }),
    ]);
    expect(covered).toMatchObject({ confirmedPeople: 2, attending: 1, pending: 1, answered: 1 });
    const alone = guestHeadCounts([
      entry('b', { householdId: 'p', attendanceStatus: 'attending', confirmedGuests: 1 }),
      entry('c', { householdId: 'p', attendanceStatus: 'attending', confirmedGuests: 1 }),
    ]);
    expect(alone.confirmedPeople).toBe(2);
  });

  it('an attending entry without a confirmed count brings its expected people; declines and maybes none', () => {
    const totals = guestHeadCounts([
      entry('a', { attendanceStatus: 'attending', estimatedGuests: 2 }),
      entry('b', { attendanceStatus: 'not_attending', estimatedGuests: 4 }),
      entry('c', { attendanceStatus: 'maybe' }),
    ]);
    expect(totals).toMatchObject({ confirmedPeople: 2, notAttending: 1, maybe: 1, answered: 3 });
  });
});
