import { z } from 'zod';
import { GUEST_SIDES, MEMBER_ROLES, type MemberRole } from '../enums';

export const memberRoleSchema = z.enum(MEMBER_ROLES, { error: 'validation.invalidOption' });
export const memberSideSchema = z.enum(GUEST_SIDES, { error: 'validation.invalidOption' });

/**
 * A role, and the side for a side editor: a side editor without one is refused (members.sideRequired); any other
 * role has no side, so one sent along is dropped rather than stored where it would mean nothing.
 */
const withSide = <Shape extends { role: z.ZodType<MemberRole> }>(shape: Shape) =>
  z
    .object({ ...shape, side: memberSideSchema.nullish() })
    .superRefine((value, ctx) => {
      const { role, side } = value as { role: MemberRole; side?: string | null };
      if (role === 'sideEditor' && !side) {
        ctx.addIssue({ code: 'custom', path: ['side'], message: 'members.sideRequired' });
      }
    })
    .transform((value) => {
      const { role, side } = value as { role: MemberRole; side?: (typeof GUEST_SIDES)[number] | null };
      return { role, side: role === 'sideEditor' ? (side ?? null) : null };
    });

/** PATCH /api/weddings/{weddingId}/members/{userId}: the member's new role (and side for a side editor). */
export const updateMemberRoleRequestSchema = withSide({ role: memberRoleSchema });
export type UpdateMemberRoleRequest = z.input<typeof updateMemberRoleRequestSchema>;

/**
 * POST /api/weddings/{weddingId}/invitations: the role the invited person gets when they join. Without a body the
 * link makes a co-planner, which is what every invitation meant before members had roles.
 */
export const createInvitationRequestSchema = withSide({ role: memberRoleSchema.default('coPlanner') })
  .optional()
  .transform((value) => value ?? { role: 'coPlanner' as const, side: null });
export type CreateInvitationRequest = z.input<typeof createInvitationRequestSchema>;
