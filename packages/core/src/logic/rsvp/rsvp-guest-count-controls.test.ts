import { describe, expect, it } from 'vitest';
import { rsvpGuestCountControls } from './rsvp-guest-count-controls';

describe('RSVP guest count (docs/requirements.md B5): minus disabled at 1, plus disabled at 10', () => {
  it('disables minus at 1 only', () => {
    expect(rsvpGuestCountControls(1).canDecrement).toBe(false);
    expect(rsvpGuestCountControls(2).canDecrement).toBe(true);
  });

  it('disables plus at 10 only', () => {
    expect(rsvpGuestCountControls(9).canIncrement).toBe(true);
    expect(rsvpGuestCountControls(10).canIncrement).toBe(false);
  });
});
