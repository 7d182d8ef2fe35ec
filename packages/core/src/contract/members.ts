import { z } from 'zod';
import { recordIdSchema } from '../schemas/primitives/record-id';
import { updateMemberRoleRequestSchema } from '../schemas/requests/members';
import { memberResponseSchema } from '../schemas/responses/members';
import { route } from './route';
import { weddingParamsSchema } from './weddings';

/**
 * The owner changes what a member may do: the role, and for a side editor the side whose guests they edit. A
 * wedding keeps at least one owner (409 lastOwnerRequired).
 */
export const updateMemberRole = route
  .meta({ access: 'member', action: 'manageMembers' })
  .route({
    method: 'PATCH',
    path: '/api/weddings/{weddingId}/members/{userId}',
    tags: ['members'],
    summary:
      "Change a member's role and side (owner only; 404 memberNotFound, 409 lastOwnerRequired for the last owner)",
    successDescription: 'The member with the stored role',
  })
  .input(
    z.object({
      params: weddingParamsSchema.extend({ userId: recordIdSchema }),
      body: updateMemberRoleRequestSchema,
    }),
  )
  .output(memberResponseSchema);
