import { describe, expect, it } from 'vitest';
import { rsvpGuestNameSlots } from './rsvp-guest-name-slots';

describe('RSVP (docs/requirements.md B5): name inputs only when the count is above 1', () => {
  it('has no inputs for 1 guest and one per additional guest', () => {
    expect(rsvpGuestNameSlots(1)).toBe(0);
    expect(rsvpGuestNameSlots(2)).toBe(1);
    expect(rsvpGuestNameSlots(10)).toBe(9);
  });

  it('clamps counts outside 1-10 first', () => {
    expect(rsvpGuestNameSlots(0)).toBe(0);
    expect(rsvpGuestNameSlots(11)).toBe(9);
  });
});
