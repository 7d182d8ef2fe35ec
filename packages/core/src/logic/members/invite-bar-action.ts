import { canInviteMember } from './can-invite-member';

/**
 * Access screen invite bar (docs/requirements.md A2): 'invite' below the limit; at the limit a non-premium plan is
 * offered 'upgrade', a premium plan has nothing more to offer ('none').
 */
export function inviteBarAction(memberCount: number, isPremium: boolean): 'invite' | 'upgrade' | 'none' {
  if (canInviteMember(memberCount)) return 'invite';
  return isPremium ? 'none' : 'upgrade';
}
