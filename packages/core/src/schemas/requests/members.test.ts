import { describe, expect, it } from 'vitest';
import { createInvitationRequestSchema, updateMemberRoleRequestSchema } from './members';

describe('member role requests', () => {
  it('a side editor needs a side', () => {
    const result = updateMemberRoleRequestSchema.safeParse({ role: 'sideEditor' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['side'], message: 'members.sideRequired' });
    expect(updateMemberRoleRequestSchema.parse({ role: 'sideEditor', side: 'partner2' })).toEqual({
      role: 'sideEditor',
      side: 'partner2',
    });
  });

  it('other roles drop a side sent along', () => {
    expect(updateMemberRoleRequestSchema.parse({ role: 'viewer', side: 'partner1' })).toEqual({
      role: 'viewer',
      side: null,
    });
  });

  it('refuses an unknown role or side', () => {
    expect(updateMemberRoleRequestSchema.safeParse({ role: 'admin' }).success).toBe(false);
    expect(updateMemberRoleRequestSchema.safeParse({ role: 'sideEditor', side: 'left' }).success).toBe(false);
    expect(updateMemberRoleRequestSchema.safeParse({}).success).toBe(false);
  });

  it('an invitation without a body or role makes a co-planner', () => {
    expect(createInvitationRequestSchema.parse(undefined)).toEqual({ role: 'coPlanner', side: null });
    expect(createInvitationRequestSchema.parse({})).toEqual({ role: 'coPlanner', side: null });
    expect(createInvitationRequestSchema.parse({ role: 'sideEditor', side: 'partner1' })).toEqual({
      role: 'sideEditor',
      side: 'partner1',
    });
    expect(createInvitationRequestSchema.safeParse({ role: 'sideEditor' }).success).toBe(false);
  });
});
