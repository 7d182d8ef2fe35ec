import { z } from 'zod';
import { GUEST_SIDES, MEMBER_ROLES } from '../enums';
import { isoTimestampSchema } from './iso-timestamp';

/** A member's role and, for a side editor, the side whose guests they may edit (null for every other role). */
export const memberAccessViewSchema = z.object({
  role: z.enum(MEMBER_ROLES),
  side: z.enum(GUEST_SIDES).nullable(),
});
export type MemberAccessView = z.infer<typeof memberAccessViewSchema>;

/**
 * GET /api/weddings/{id}/members (docs/requirements.md A7), with each member's role and, for a side editor, the side
 * whose guests they may edit (null for every other role).
 */
export const memberViewSchema = z.object({
  id: z.string(),
  joinedAt: isoTimestampSchema,
  user: z.object({ id: z.string(), username: z.string() }),
  ...memberAccessViewSchema.shape,
});
export type MemberView = z.infer<typeof memberViewSchema>;
export const memberListResponseSchema = z.object({ members: z.array(memberViewSchema) });

/** PATCH /api/weddings/{id}/members/{userId}: the member with the role now stored. */
export const memberResponseSchema = z.object({ member: memberViewSchema });
