export { canInviteMember } from './can-invite-member';
export { canRemoveMember } from './can-remove-member';
export { inviteBarAction } from './invite-bar-action';
export {
  MEMBER_ACTIONS,
  type MemberAction,
  type MemberRouteAction,
  type MemberSides,
  memberMay,
  roleHasSide,
} from './member-may';
export type { MemberSlotState } from './member-slot-state';
export { memberSlotState } from './member-slot-state';
