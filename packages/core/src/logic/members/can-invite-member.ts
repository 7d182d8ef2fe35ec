import { MEMBERS_MAX } from '../../constants';

/** docs/requirements.md A6 and B6: inviting is allowed while the member count is below the maximum of 3. */
export function canInviteMember(memberCount: number): boolean {
  return memberCount < MEMBERS_MAX;
}
