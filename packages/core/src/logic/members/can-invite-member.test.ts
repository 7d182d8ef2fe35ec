import { describe, expect, it } from 'vitest';
import { canInviteMember } from './can-invite-member';

describe('members (docs/requirements.md A6): invite allowed while below the maximum of 3', () => {
  it('allows at 0 and 2 members, blocks at 3 and 4', () => {
    expect(canInviteMember(0)).toBe(true);
    expect(canInviteMember(2)).toBe(true);
    expect(canInviteMember(3)).toBe(false);
    expect(canInviteMember(4)).toBe(false);
  });
});
