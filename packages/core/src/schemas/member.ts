import { z } from 'zod';
import { entityIdSchema } from './primitives/entity-id';
import { timestampSchema } from './primitives/timestamp';

/** Member (docs/requirements.md A3) as GET /api/weddings/{id}/members returns it. */
export const memberSchema = z.object({
  id: entityIdSchema,
  joinedAt: timestampSchema,
  user: z.object({ id: entityIdSchema, username: z.string() }),
});
export type Member = z.infer<typeof memberSchema>;

export const membersResponseSchema = z.object({ members: z.array(memberSchema) });
export type MembersResponse = z.infer<typeof membersResponseSchema>;

/** docs/requirements.md A3 and B3: how a member is shown on the access screen. */
export const accessUserSchema = z.object({
  userId: entityIdSchema,
  username: z.string(),
  joinedAt: timestampSchema,
  isCurrentUser: z.boolean(),
});
export type AccessUser = z.infer<typeof accessUserSchema>;
