import { MEMBERS_MAX } from '../../constants';

/** Spec A 6 / B 6: inviting is allowed while the member count is below the maximum of 3. */
export function canInviteMember(memberCount: number): boolean {
  return memberCount < MEMBERS_MAX;
}
