import { MEMBERS_MAX } from '../../constants';

export type MemberSlotState = 'occupied' | 'available' | 'locked';

/** Slots 1 and 2 come with every plan; the third is the premium extra slot. */
const FREE_SLOTS = MEMBERS_MAX - 1;

/**
 * Member slot (0-based index; docs/requirements.md A2 and A6): occupied by a member, else available (Invite), except
 * the third slot, which is locked (Upgrade, 'premium required') without premium.
 */
export function memberSlotState(slotIndex: number, memberCount: number, isPremium: boolean): MemberSlotState {
  if (slotIndex < memberCount) return 'occupied';
  if (slotIndex >= FREE_SLOTS && !isPremium) return 'locked';
  return 'available';
}
