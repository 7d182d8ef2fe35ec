import { MEMBERS_MAX, type MemberSlotState, memberSlotState } from '@wedding/core';

/** The places of the access screen after the members: open invitations first, then free or locked places. */
export type OpenPlace = { kind: 'invitation'; index: number } | { kind: MemberSlotState; index: number };

/**
 * Access screen (docs/requirements.md A2 and A6): what the invite bar offers and what each place beyond the members
 * shows. An open invitation link holds a place (the API reserves it), so `taken` counts members and open invitations.
 * The bar invites while the next place is free, offers the upgrade when the next place needs premium (the spec's "at
 * the limit on a non-premium plan", which for the third place is already reached at two), and nothing at 3 of 3 on
 * premium.
 */
export function accessPlaces(memberCount: number, invitationCount: number, isPremium: boolean) {
  const taken = memberCount + invitationCount;
  const next: MemberSlotState | 'full' =
    taken < MEMBERS_MAX ? memberSlotState(taken, taken, isPremium) : 'full';
  const barAction: 'invite' | 'upgrade' | 'none' =
    next === 'available' ? 'invite' : next === 'locked' || !isPremium ? 'upgrade' : 'none';
  const places: OpenPlace[] = [];
  for (let index = memberCount; index < MEMBERS_MAX; index += 1) {
    places.push(
      index < taken
        ? { kind: 'invitation', index }
        : { kind: memberSlotState(index, taken, isPremium), index },
    );
  }
  return { taken, barAction, places };
}
