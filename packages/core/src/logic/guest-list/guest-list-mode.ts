import { GUEST_LIST } from '../../constants';

export type GuestListMode = 'client' | 'server';

/**
 * docs/requirements.md B4: with 1 to 1999 guests all are loaded once (limit 5000) and filtered locally (client mode);
 * otherwise, including an empty or unknown count, every filter or page change asks the server.
 */
export function guestListMode(totalGuests: number): GuestListMode {
  return totalGuests >= 1 && totalGuests <= GUEST_LIST.clientModeMaxGuests ? 'client' : 'server';
}
