import { describe, expect, it } from 'vitest';
import { clampRsvpGuestCount } from './clamp-rsvp-guest-count';

describe('RSVP guest count 1 to 10 (docs/requirements.md B5)', () => {
  it('keeps 1 and 10 and clamps 0 and 11', () => {
    expect(clampRsvpGuestCount(0)).toBe(1);
    expect(clampRsvpGuestCount(1)).toBe(1);
    expect(clampRsvpGuestCount(10)).toBe(10);
    expect(clampRsvpGuestCount(11)).toBe(10);
  });

  it('drops fractions and maps NaN to 1', () => {
    expect(clampRsvpGuestCount(2.7)).toBe(2);
    expect(clampRsvpGuestCount(Number.NaN)).toBe(1);
  });
});
