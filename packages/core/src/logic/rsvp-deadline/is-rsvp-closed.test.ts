import { describe, expect, it } from 'vitest';
import { isRsvpClosed } from './is-rsvp-closed';

describe('RSVP deadline', () => {
  it('is open without a deadline and until the deadline, closed after it', () => {
    const now = new Date('2027-05-02T10:00:00Z');
    expect(isRsvpClosed(null, now)).toBe(false);
    expect(isRsvpClosed('2027-05-02T10:00:00.000Z', now)).toBe(false);
    expect(isRsvpClosed(new Date('2027-05-02T09:59:59Z'), now)).toBe(true);
    expect(isRsvpClosed('not a date', now)).toBe(false);
  });
});
