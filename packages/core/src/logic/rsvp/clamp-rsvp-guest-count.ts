import { RSVP_GUESTS } from '../../constants';

/** docs/requirements.md B5: the RSVP guest count is a whole number from 1 to 10; unusable input becomes 1. */
export function clampRsvpGuestCount(count: number): number {
  if (!Number.isFinite(count)) return RSVP_GUESTS.min;
  return Math.min(RSVP_GUESTS.max, Math.max(RSVP_GUESTS.min, Math.trunc(count)));
}
