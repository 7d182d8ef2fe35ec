import { clampRsvpGuestCount } from './clamp-rsvp-guest-count';

/**
 * docs/requirements.md B5: name inputs appear only when the guest count is above 1. The respondent is guest 1 (the
 * contact name), so there is one input per additional guest, labelled 'guest number 2' onwards.
 */
export function rsvpGuestNameSlots(guestCount: number): number {
  return clampRsvpGuestCount(guestCount) - 1;
}
