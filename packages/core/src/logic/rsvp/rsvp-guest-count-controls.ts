import { RSVP_GUESTS } from '../../constants';

/** docs/requirements.md B5: the minus button is disabled at 1 and the plus button at 10. */
export function rsvpGuestCountControls(count: number): { canDecrement: boolean; canIncrement: boolean } {
  return { canDecrement: count > RSVP_GUESTS.min, canIncrement: count < RSVP_GUESTS.max };
}
