import { type MemberAccessView, memberMay } from '@wedding/core';
import { FULL_GUEST_LIST_EDITING, type GuestListEditing } from './GuestListView';

/**
 * What the guest list lets the signed-in person change, by core's memberMay: staff (no membership) everything, a
 * viewer nothing, a side editor only guests of their own side. The API checks every change again.
 */
export function guestListEditing(access: MemberAccessView | null): GuestListEditing {
  if (!access) return FULL_GUEST_LIST_EDITING;
  const list = memberMay(access.role, 'editGuestList');
  return {
    list,
    guest: (entry) => memberMay(access.role, 'editGuest', { guestSide: entry.side, memberSide: access.side }),
    limit: !list
      ? { kind: 'viewOnly' }
      : access.role === 'sideEditor' && access.side
        ? { kind: 'ownSide', side: access.side }
        : undefined,
  };
}
