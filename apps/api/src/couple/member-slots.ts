import { canInviteMember, MEMBERS_MAX, memberSlotState } from '@wedding/core';
import { HttpError } from '../http/errors.js';

/**
 * Whether the next member may join (docs/requirements.md A6): never beyond 3 (409 memberLimitReached), and the third
 * slot only on premium (403 premiumRequired). `taken` counts members and, where slots are reserved, open invitations.
 */
export function assertMemberSlotFree(taken: number, isPremium: boolean): void {
  if (!canInviteMember(taken)) throw new HttpError(409, 'memberLimitReached', { max: MEMBERS_MAX });
  if (memberSlotState(taken, taken, isPremium) === 'locked') throw new HttpError(403, 'premiumRequired');
}
